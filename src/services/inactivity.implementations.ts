// The browser side of the inactivity machine: the shared last click lives in local storage under
// `lastClick` (epoch ms, decisions.md "Last click"), so every tab of the portal sees the others'
// clicks. `autoLogout` is provided with the sign-in services (it needs the identity provider).
//
//   const inactivity = createInactivityImplementations();
//   inactivityMachine.provide({ actors: inactivity.actors, actions: { ...inactivity.actions, autoLogout } })
//   input: { lastClick: readStoredLastClick(), now: Date.now() }
//   listenToClicks(document, (at) => actorRef.send({ type: 'CLICK', at }))
import { fromPromise } from 'xstate';
import { STORAGE_KEYS } from '../../machines/domain/constants';
import type { LastClickReading } from '../../machines/inactivity/inactivity.machine';
import { readLocal, writeLocal } from './storage';

export interface InactivityDeps {
  now(): number;
  readLastClick(): number | null;
  writeLastClick(at: number): void;
}

/** The stored last click, or null when missing or not a finite number of milliseconds. */
export function readStoredLastClick(): number | null {
  const raw = readLocal(STORAGE_KEYS.lastClick);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function writeStoredLastClick(at: number): void {
  writeLocal(STORAGE_KEYS.lastClick, String(Math.round(at)));
}

export const browserInactivityDeps: InactivityDeps = {
  now: () => Date.now(),
  readLastClick: readStoredLastClick,
  writeLastClick: writeStoredLastClick,
};

export function createInactivityImplementations(deps: InactivityDeps = browserInactivityDeps) {
  return {
    actions: {
      storeLastClick: (_: unknown, params: { at: number }) => deps.writeLastClick(params.at),
    },
    actors: {
      readLastClick: fromPromise<LastClickReading>(async () => ({ lastClick: deps.readLastClick(), now: deps.now() })),
    },
  };
}

/**
 * Calls `onClick(now)` for every click in `target` (capture phase, so a click that a component
 * stops still counts). Returns the unsubscribe function. The caller sends
 * `{ type: 'CLICK', at }` to the inactivity actor.
 */
export function listenToClicks(
  target: EventTarget,
  onClick: (at: number) => void,
  now: () => number = browserInactivityDeps.now,
): () => void {
  const listener = () => onClick(now());
  target.addEventListener('click', listener, { capture: true });
  return () => target.removeEventListener('click', listener, { capture: true });
}
