import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, right from the first render and kept up to date. Ant Design's
 * `Grid.useBreakpoint` knows the screen only after its first commit: a phone drew the desktop
 * sidebar and its menu, then threw them away in a second, synchronous render.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
