// A memory history for tests, with the portal's history interface: React Router's own memory
// history, its single listener fanned out to the composition root and the views' router.
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import type { HistoryChange, PortalHistory } from '../../src/services/navigation';

export function createMemoryPortalHistory(entry: { pathname: string; search?: string; state?: unknown }): PortalHistory {
  const history = createMemoryHistory({ initialEntries: [entry], v5Compat: true });
  const listeners = new Set<(change: HistoryChange) => void>();
  history.listen(({ action, location }) => listeners.forEach((listener) => listener({ action, location })));
  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    push: (to, state) => history.push(to, state),
    replace: (to, state) => history.replace(to, state),
    go: (delta) => history.go(delta),
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    listen: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    navigate: (to, options = {}) => (options.replace ? history.replace(to, options.state) : history.push(to, options.state)),
  };
}
