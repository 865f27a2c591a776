// The inspector's event log keeps the last INSPECTOR_LOG_LIMIT entries (docs/inspector.md): the
// oldest go first, live or held while paused.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { INSPECTOR_LOG_LIMIT } from '../../../machines/domain/constants';
import { inspectorMachine, type InspectorEvent } from '../../../machines/inspector/inspector.machine';

const logged = (n: number): InspectorEvent => ({
  type: 'ACTOR.EVENT',
  at: n,
  targetId: 'x:0',
  sourceId: null,
  eventType: `E${n}`,
  payload: null,
});

describe('inspector log limit', () => {
  it('keeps the last entries, live and after a pause', () => {
    const inspector = createActor(inspectorMachine, { input: { open: true } }).start();
    for (let n = 1; n <= INSPECTOR_LOG_LIMIT + 2; n += 1) inspector.send(logged(n));
    let log = inspector.getSnapshot().context.log;
    expect(log).toHaveLength(INSPECTOR_LOG_LIMIT);
    expect(log[0].type).toBe('E3');
    expect(log[log.length - 1].type).toBe(`E${INSPECTOR_LOG_LIMIT + 2}`);

    inspector.send({ type: 'LOG.PAUSE' });
    for (let n = INSPECTOR_LOG_LIMIT + 3; n <= INSPECTOR_LOG_LIMIT + 5; n += 1) inspector.send(logged(n));
    expect(inspector.getSnapshot().context.log[0].type).toBe('E3');
    inspector.send({ type: 'LOG.RESUME' });
    log = inspector.getSnapshot().context.log;
    expect(log).toHaveLength(INSPECTOR_LOG_LIMIT);
    expect(log[0].type).toBe('E6');
    expect(log[log.length - 1].type).toBe(`E${INSPECTOR_LOG_LIMIT + 5}`);
  });
});
