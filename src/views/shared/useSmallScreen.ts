// Whether the screen is small (a phone): a purely visual fact, read from matchMedia and followed
// as it changes (rotation, resized window). Small screens get the burger menu instead of the tabs
// and sub-menus without their desktop-only entries.
import { useCallback, useSyncExternalStore } from 'react';

/** The width under which the portal lays out for phones (styles use the same breakpoint). */
export const SMALL_SCREEN_QUERY = '(max-width: 767px)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = typeof window !== 'undefined' ? window.matchMedia?.(query) : undefined;
      if (!list) return () => {};
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => (typeof window !== 'undefined' ? window.matchMedia?.(query).matches === true : false);
  return useSyncExternalStore(subscribe, read, () => false);
}

export function useSmallScreen(): boolean {
  return useMediaQuery(SMALL_SCREEN_QUERY);
}
