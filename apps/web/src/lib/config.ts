declare global {
  interface Window {
    __DASHBOARD_CONFIG__?: { apiBase?: string };
  }
}

/** The API's base URL: `/api/v1` unless the runtime configuration (`/config.js`) says otherwise. */
export const apiBase = (typeof window !== 'undefined' && window.__DASHBOARD_CONFIG__?.apiBase) || '/api/v1';
