/** A cookie on path `/`, same-site lax (secure when the page is). */
export function setCookie(name: string, value: string, days: number | null) {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'samesite=lax'];
  if (days !== null) parts.push(`max-age=${Math.round(days * 86400)}`);
  if (window.location.protocol === 'https:') parts.push('secure');
  document.cookie = parts.join('; ');
}

export function deleteCookie(name: string) {
  document.cookie = `${name}=; path=/; max-age=0; samesite=lax`;
}

/** localStorage that never throws (private windows, full quota). */
export const safeStorage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string) {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      /* the session still works for this tab */
    }
  },
  remove(key: string) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      /* nothing kept */
    }
  },
};
