// Model-based tests of the shared error dialog (spec section 8): paths from its graph, each step
// checked against an oracle written from the rules (one dialog at a time, failures queue in the
// order they came, a repeated failure shows once, Retry hands exactly that failure, with its retry
// event, back to the app; Dismiss sends nothing), then the same rules under a live parent.
import { describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { createActor, setup, type AnyEventObject } from 'xstate';
import { createModel, expectEffect, expectNoEffect, type IgnoredEvents, type Oracle, type OracleCheck } from './harness';
import { publishJourneys } from './journeys';
import { errorDialogMachine } from '../../machines/errorDialog/errorDialog.machine';
import type { RaisedFailure } from '../../machines/domain/failures';

/** One failure shows once: the same call of the same source with the same retry (written here, not imported, so a bug there shows). */
const sameFailure = (a: RaisedFailure, b: RaisedFailure) =>
  a.source === b.source && a.call === b.call && JSON.stringify(a.retry) === JSON.stringify(b.retry);

const SETTINGS_FAILED: RaisedFailure = {
  source: 'toaster',
  call: 'loadBlockedCategories',
  message: 'Erreur 500',
  retry: { type: 'SETTINGS.RETRY' },
};
const IMPORTANT_FAILED: RaisedFailure = {
  source: 'banner',
  call: 'loadImportantNotifications',
  message: 'Service indisponible',
  retry: { type: 'LOAD.RETRY' },
};

/** What the spec says the dialog holds after these events: the reference queue and the retries sent. */
function expected(events: readonly AnyEventObject[]) {
  let queue: RaisedFailure[] = [];
  const retries: RaisedFailure[] = [];
  for (const event of events) {
    if (event.type === 'FAILURE.RAISED') {
      const failure = (event as unknown as { failure: RaisedFailure }).failure;
      if (!queue.some((queued) => sameFailure(queued, failure))) queue = [...queue, failure];
    } else if (event.type === 'RETRY' && queue.length > 0) {
      retries.push(queue[0]);
      queue = queue.slice(1);
    } else if (event.type === 'DISMISS' && queue.length > 0) {
      queue = queue.slice(1);
    }
  }
  return { queue, retries };
}

const queueBefore = (check: { path: { steps: ReadonlyArray<{ event: AnyEventObject }> }; index: number }) =>
  expected(check.path.steps.slice(1, check.index).map((s) => s.event)).queue;
const queueNow = (check: { path: { steps: ReadonlyArray<{ event: AnyEventObject }> }; index: number }) =>
  expected(check.path.steps.slice(1, check.index + 1).map((s) => s.event)).queue;

/** Retry sends the shown failure's own event back (to its source); Dismiss sends nothing. */
function checkAnswer(check: OracleCheck<typeof errorDialogMachine>) {
  if (check.event.type === 'RETRY') expectEffect(check, 'deliverRetry', { failure: queueBefore(check)[0] });
  else expectNoEffect(check, 'deliverRetry');
}

const oracle: Oracle<typeof errorDialogMachine> = {
  // No dialog: nothing waits.
  'errorDialog.closed': (check) => {
    expect(queueNow(check)).toEqual([]);
    expect(check.snapshot.context.queue).toEqual([]);
    checkAnswer(check);
  },
  // One dialog, the oldest failure first, the others waiting in the order they came.
  'errorDialog.open': (check) => {
    const queue = queueNow(check);
    expect(queue.length).toBeGreaterThan(0);
    expect(check.snapshot.context.queue).toEqual(queue);
    checkAnswer(check);
  },
};

/** The events each state ignores (spec section 8): Retry and Dismiss are the open dialog's buttons. */
const ignores: IgnoredEvents<typeof errorDialogMachine> = {
  'errorDialog.closed': ['RETRY', 'DISMISS'],
};

const model = createModel(errorDialogMachine, {
  events: {
    'FAILURE.RAISED': [{ failure: SETTINGS_FAILED }, { failure: IMPORTANT_FAILED }],
  },
  oracle,
  ignores,
  coverage: {
    ignore: [
      {
        transition: { source: 'errorDialog', event: 'FAILURE.RAISED', guard: 'isAlreadyQueued' },
        reason:
          'a targetless transition without actions leaves the snapshot unchanged, so the traversal never extends a path by it; "under a parent" below raises the same failure twice',
      },
    ],
  },
});

describe('errorDialog model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

describe('errorDialog under a parent', () => {
  it('a repeated failure shows once; Retry hands each failure back in order, Dismiss drops it', () => {
    const heard: AnyEventObject[] = [];
    const parent = setup({ actors: { errorDialog: errorDialogMachine } }).createMachine({
      invoke: { id: 'errorDialog', src: 'errorDialog' },
      on: { 'FAILURE.RETRY': { actions: ({ event }) => heard.push(event) } },
    });
    const app = createActor(parent).start();
    const dialog = app.getSnapshot().children.errorDialog!;
    const mark = (id: string): RaisedFailure => ({
      source: 'toaster',
      call: 'markProcessed',
      message: 'x',
      retry: { type: 'MARK_PROCESSED.RETRY', notification: { id } },
    });
    dialog.send({ type: 'FAILURE.RAISED', failure: mark('n-1') });
    dialog.send({ type: 'FAILURE.RAISED', failure: SETTINGS_FAILED });
    // The same failure raised again while it waits shows once; another notification's mark is new.
    dialog.send({ type: 'FAILURE.RAISED', failure: mark('n-1') });
    expect(dialog.getSnapshot().context.queue).toHaveLength(2);
    dialog.send({ type: 'FAILURE.RAISED', failure: mark('n-2') });
    expect(dialog.getSnapshot().context.queue).toHaveLength(3);
    dialog.send({ type: 'DISMISS' });
    expect(heard).toEqual([]);
    dialog.send({ type: 'RETRY' });
    dialog.send({ type: 'RETRY' });
    expect(heard).toEqual([
      { type: 'FAILURE.RETRY', failure: SETTINGS_FAILED },
      { type: 'FAILURE.RETRY', failure: mark('n-2') },
    ]);
    expect(dialog.getSnapshot().value).toBe('closed');
  });
});

publishJourneys('errorDialog', { model });

// The coverage gate as the file's last test rather than an afterAll hook: StrykerJS counts failing
// tests, not hook errors, so a mutant that leaves a state, transition or action unreached is killed.
it('gate: every state, transition and named action reached under its oracle', () => model.assertCoverage());
