// The advantages machine (docs/screens/advantages.md) has no effect: its pages are the tenant's
// texts, loaded at boot with the rest of the texts.
import type { ScreenDeps } from '../screens';

export function createAdvantagesImplementations(_deps: ScreenDeps) {
  return {};
}
