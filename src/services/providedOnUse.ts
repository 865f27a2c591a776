// A child machine with its implementations, built the first time the parent invokes it.
//
// `machine.provide()` builds the machine's whole state-node tree again (XState v5), and the portal
// provides some twenty child machines at boot, most of which a given screen never invokes (the
// profile forms, the notification list, the re-login…). On a phone's CPU that work is a long task
// at boot (docs/performance.md, section 5). The parent receives a stand-in that reads every
// property from the provided machine, which is built on first read: when the child is invoked.
import type { AnyStateMachine } from 'xstate';

export function providedOnUse<TMachine extends AnyStateMachine>(
  machine: TMachine,
  implementations: () => Parameters<TMachine['provide']>[0],
): TMachine {
  let provided: TMachine | null = null;
  const real = () => (provided ??= machine.provide(implementations()) as TMachine);
  // The definition is the target, so that type checks and `instanceof` see a machine; every read
  // goes to the provided one (its methods are bound to it by XState's constructor).
  return new Proxy(machine, {
    get: (_target, key) => Reflect.get(real(), key),
    has: (_target, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(real(), key),
  });
}
