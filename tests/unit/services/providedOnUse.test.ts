// The portal's child machines are provided on first use (src/services/providedOnUse.ts): nothing is
// built until the parent invokes the child, it is built once, and the child runs with the
// implementations given, as if `.provide()` had been called at once.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, setup, toPromise } from 'xstate';
import { providedOnUse } from '../../../src/services/providedOnUse';

const child = setup({
  actors: {
    answer: fromPromise<string>(async () => {
      throw new Error('answer is provided by the browser layer');
    }),
  },
}).createMachine({
  id: 'child',
  initial: 'asking',
  states: {
    asking: { invoke: { src: 'answer', onDone: { target: 'done', actions: () => {} } } },
    done: { type: 'final' },
  },
  output: () => 'answered',
});

describe('providedOnUse', () => {
  it('builds nothing until the parent invokes the child, then once, with the implementations given', async () => {
    const implementations = vi.fn(() => ({ actors: { answer: fromPromise<string>(async () => '42') } }));
    const provide = vi.spyOn(child, 'provide');
    const lazyChild = providedOnUse(child, implementations);
    const parent = setup({ actors: { child: lazyChild } }).createMachine({
      initial: 'idle',
      states: {
        idle: { on: { GO: 'running' } },
        running: { invoke: { src: 'child', onDone: 'finished' } },
        finished: { type: 'final' },
      },
    });
    const actor = createActor(parent).start();
    expect(implementations).not.toHaveBeenCalled();
    expect(provide).not.toHaveBeenCalled();

    actor.send({ type: 'GO' });
    await toPromise(actor);
    expect(actor.getSnapshot().value).toBe('finished');
    expect(implementations).toHaveBeenCalledTimes(1);
    expect(provide).toHaveBeenCalledTimes(1);
    provide.mockRestore();
  });

  it('reads as the provided machine: its id, its states and what it runs', async () => {
    const lazyChild = providedOnUse(child, () => ({ actors: { answer: fromPromise<string>(async () => 'ok') } }));
    expect(lazyChild.id).toBe('child');
    expect(Object.keys(lazyChild.states)).toEqual(['asking', 'done']);
    expect('provide' in lazyChild).toBe(true);
    await expect(toPromise(createActor(lazyChild).start())).resolves.toBe('answered');
    // The definition itself is untouched: it still runs its placeholder.
    await expect(toPromise(createActor(child).start())).rejects.toThrow('answer is provided by the browser layer');
  });
});
