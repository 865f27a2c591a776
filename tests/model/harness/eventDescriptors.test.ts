// Pins the two XState internals the harness reads (eventDescriptors.ts) to what the traversal and
// the sneak paths expect of them: an XState upgrade that renames or changes either fails here,
// by name, rather than as paths that quietly stop covering a state.
import { describe, it } from 'vitest';
import { expect } from './fastExpect';
import { createActor, fromPromise, setup } from 'xstate';
import { activeStateNodes, ownEventDescriptors } from './eventDescriptors';

const machine = setup({
  actors: { load: fromPromise(async () => 'loaded') },
  actions: { note: () => {} },
}).createMachine({
  id: 'pin',
  initial: 'busy',
  on: { RESET: { actions: 'note' } },
  states: {
    busy: {
      type: 'parallel',
      states: {
        fetch: {
          initial: 'loading',
          states: {
            loading: { invoke: { id: 'load', src: 'load', onDone: 'done' }, after: { 1000: 'done' } },
            done: { type: 'final' },
          },
        },
        lamp: {
          initial: 'off',
          states: {
            off: { on: { ON: 'on', BREAK: {} } },
            on: { on: { 'NOTIFY.*': { actions: 'note' } } },
          },
        },
      },
      onDone: 'idle',
    },
    idle: {},
  },
});

describe('the XState internals the model harness reads', () => {
  const snapshot = createActor(machine).getSnapshot();

  it('ownEventDescriptors: the events the active nodes and their ancestors act on, timers and actor results included', () => {
    expect([...ownEventDescriptors(snapshot)].sort()).toEqual(
      ['ON', 'RESET', 'xstate.after.1000.pin.busy.fetch.loading', 'xstate.done.actor.load', 'xstate.done.state.pin.busy'].sort(),
    );
  });

  it('ownEventDescriptors: a transition declared only to block an ancestor is not one; a wildcard is given as written', () => {
    expect(ownEventDescriptors(snapshot)).not.toContain('BREAK');
    const on = machine.resolveState({ value: { busy: { fetch: 'loading', lamp: 'on' } } });
    expect(ownEventDescriptors(on)).toContain('NOTIFY.*');
  });

  it('activeStateNodes: the root, every active compound and parallel node, and the active leaves', () => {
    expect(
      activeStateNodes(snapshot)
        .map((node) => node.id)
        .sort(),
    ).toEqual(['pin', 'pin.busy', 'pin.busy.fetch', 'pin.busy.fetch.loading', 'pin.busy.lamp', 'pin.busy.lamp.off'].sort());
  });
});
