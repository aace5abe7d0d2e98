// Runtime configuration; the server answers this file itself when API_BASE_URL is set.
window.__DASHBOARD_CONFIG__ = window.__DASHBOARD_CONFIG__ || {};
