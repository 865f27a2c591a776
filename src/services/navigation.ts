// The portal's browser history, shared by the composition root (which reports each new location to
// the app machine and navigates for it) and by the views' router (React Router in declarative mode,
// given this object as its navigator). It is written here, not taken from React Router, so that the
// entry chunk does not carry React Router: the router loads with the views, in parallel with the
// settings (docs/performance.md). The state it writes has React Router's shape ({usr, key, idx}).
import type { Location, Path, To } from 'react-router-dom';

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';
export interface HistoryChange {
  action: HistoryAction;
  location: Location;
}

export interface PortalHistory {
  readonly action: HistoryAction;
  readonly location: Location;
  push: (to: To, state?: unknown) => void;
  replace: (to: To, state?: unknown) => void;
  go: (delta: number) => void;
  createHref: (to: To) => string;
  encodeLocation: (to: To) => Path;
  listen: (listener: (change: HistoryChange) => void) => () => void;
  /** The portal's navigation: a push, or a replace, with the navigation state. */
  navigate: (to: To, options?: { replace?: boolean; state?: unknown }) => void;
}

interface StoredState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

export function createBrowserPortalHistory(win: Window): PortalHistory {
  const listeners = new Set<(change: HistoryChange) => void>();
  const stored = () => (win.history.state ?? {}) as StoredState;
  let action: HistoryAction = 'POP';
  let index = stored().idx ?? 0;
  if (stored().idx === undefined) win.history.replaceState({ ...stored(), idx: index }, '');

  const read = (): Location => ({
    pathname: win.location.pathname,
    search: win.location.search,
    hash: win.location.hash,
    state: stored().usr ?? null,
    key: stored().key ?? 'default',
  });
  let location = read();
  const notify = (next: HistoryAction) => {
    action = next;
    location = read();
    listeners.forEach((listener) => listener({ action, location }));
  };
  win.addEventListener('popstate', () => {
    index = stored().idx ?? index;
    notify('POP');
  });

  // `to` arrives resolved (React Router resolves relative links first); a string may still carry
  // a search or a hash. Only a same-origin path is ever written.
  const encodeLocation = (to: To): Path => {
    const href = typeof to === 'string' ? to : `${to.pathname ?? location.pathname}${to.search ?? ''}${to.hash ?? ''}`;
    const url = new URL(href, win.location.origin + location.pathname);
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  };
  const createHref = (to: To) => {
    const { pathname, search, hash } = encodeLocation(to);
    return `${pathname}${search}${hash}`;
  };
  const push = (to: To, state?: unknown) => {
    index += 1;
    win.history.pushState({ usr: state ?? null, key: newKey(), idx: index }, '', createHref(to));
    notify('PUSH');
  };
  const replace = (to: To, state?: unknown) => {
    win.history.replaceState({ usr: state ?? null, key: newKey(), idx: index }, '', createHref(to));
    notify('REPLACE');
  };

  return {
    get action() {
      return action;
    },
    get location() {
      return location;
    },
    push,
    replace,
    go: (delta) => win.history.go(delta),
    createHref,
    encodeLocation,
    listen: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    navigate: (to, options = {}) => (options.replace ? replace(to, options.state) : push(to, options.state)),
  };
}
