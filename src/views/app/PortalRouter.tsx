// React Router in declarative mode over the portal's history (the same object the composition root
// reports locations from). The data router (createBrowserRouter) is not used: it weighs about 16 KB
// gzipped more and the portal needs none of its loaders or actions (docs/performance.md).
import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, type Location, type Navigator } from 'react-router-dom';

/** What the view needs of a history: the portal's PortalHistory satisfies it. */
export interface ViewHistory extends Navigator {
  readonly action: 'POP' | 'PUSH' | 'REPLACE';
  readonly location: Location;
  listen: (listener: (change: { action: 'POP' | 'PUSH' | 'REPLACE'; location: Location }) => void) => () => void;
}

export function PortalRouter({ history, children }: { history: ViewHistory; children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => {
    // A navigation between the first render and this subscription is not lost.
    setState({ action: history.action, location: history.location });
    // As the data router did: a route whose chunk is still loading keeps the previous screen.
    return history.listen((change) => startTransition(() => setState(change)));
  }, [history]);
  return (
    // React Router types the action as its own enum of these same three strings.
    <Router location={state.location} navigationType={state.action as never} navigator={history}>
      {children}
    </Router>
  );
}
