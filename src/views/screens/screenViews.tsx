// Each declared screen's view (src/views/screens/<id>/<Id>Screen.tsx), a chunk of its own, found by
// its screen's id. This map is in the layout's chunk, beside ScreenPage, not in the portal's first
// chunks: it grows with every screen.
import { lazy, type ComponentType } from 'react';
import type { AnyActorRef } from 'xstate';

/** What a declared screen's view gets: its machine's actor, when one runs on it. */
export interface ScreenViewProps {
  actorRef?: AnyActorRef;
}
type ScreenView = ComponentType<ScreenViewProps>;

const VIEWS = import.meta.glob<{ default: ScreenView }>('./*/*Screen.tsx');
const fileOf = (id: string) => `./${id}/${id.charAt(0).toUpperCase()}${id.slice(1)}Screen.tsx`;

const loaded = new Map<string, ScreenView>();
const lazyViews = new Map<string, ScreenView>();

/** Starts loading the view of the screen `id`; once there, it renders at once (no loading fallback). */
export function preloadScreenView(id: string): Promise<void> {
  const load = VIEWS[fileOf(id)];
  if (!load) return Promise.resolve();
  return load().then((module) => {
    loaded.set(id, module.default);
  });
}

/** The view of the declared screen `id`, or null when it has none. */
export function screenView(id: string): ScreenView | null {
  const done = loaded.get(id);
  if (done) return done;
  const load = VIEWS[fileOf(id)];
  if (!load) return null;
  let view = lazyViews.get(id);
  if (!view) lazyViews.set(id, (view = lazy(async () => ({ default: (await load()).default }))));
  return view;
}
