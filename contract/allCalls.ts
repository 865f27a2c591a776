// Every call of the contract: the spec's and the decided ones (calls.ts), and the screens' proposed
// ones (contract/screens/). The documents, the stand-in's checks and `npm run check-backend` read
// this; the portal imports a screen's calls with that screen only.
import { CALLS, type Call } from './calls.ts';
import { SCREEN_CALLS } from './screens/screens.ts';

export const ALL_CALLS: Readonly<Record<string, Call>> = { ...CALLS, ...SCREEN_CALLS };
