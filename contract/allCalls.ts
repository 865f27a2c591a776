// Every call of the contract: the spec's and the decided ones (calls.ts), and the screens' proposed
// ones (contract/screens/). The documents and the stand-in's checks read this; the portal imports a
// screen's calls with that screen only.
import { CALLS, type Call } from './calls.ts';
import { CALLS_BY_SCREEN, SCREEN_CALLS } from './screens/screens.ts';

export const ALL_CALLS: Readonly<Record<string, Call>> = { ...CALLS, ...SCREEN_CALLS };

/** The screen that proposes the call `id`, or null for a call of calls.ts (also when a screen declares it). */
export function screenOfCall(id: string): string | null {
  if (Object.hasOwn(CALLS, id)) return null;
  for (const [screen, calls] of Object.entries(CALLS_BY_SCREEN)) if (Object.hasOwn(calls, id)) return screen;
  return null;
}
