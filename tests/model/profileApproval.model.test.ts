// Model-based tests of profileApproval (spec sections 4, 7, 8): paths from its graph, replayed on a
// live actor; after every step an oracle written from the spec checks the state, the call made with
// its parameters (read, approve with the user's id, save with the edited fields plus id) and the
// messages to the app (settled; a failure with the event that repeats the same call).
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { createModel } from './harness';
import { profileApprovalMachine } from '../../machines/profileApproval/profileApproval.machine';
import type { ProfileApproval } from '../../machines/domain/types';
import { httpFailure } from './notificationFixtures';

const PENDING: ProfileApproval = {
  id: 'u-client-approval', firstName: 'Camille', lastName: 'Durand', email: 'camille.durand@example.fr',
  function: 'Responsable RH', landlinePhone: null, mobilePhone: '06 12 34 56 78', pendingApproval: true,
};
const NOT_PENDING: ProfileApproval = { ...PENDING, pendingApproval: false };
const NEW_EMAIL = 'camille.d@example.fr';
const BAD_EMAIL = 'camille-at-example';
/** The body the spec's PUT gets: the edited fields plus id, empty optional fields as null. */
const bodyWith = (email: string) => ({
  id: PENDING.id, firstName: 'Camille', lastName: 'Durand', email,
  function: 'Responsable RH', landlinePhone: null, mobilePhone: '06 12 34 56 78',
});
const READ_ERROR = httpFailure(500, 'Lecture impossible');
const APPROVE_ERROR = httpFailure(500, 'Approbation impossible');
const SAVE_ERROR = httpFailure(500, 'Enregistrement impossible');

let sent: AnyEventObject[] = [];

const model = createModel(profileApprovalMachine, {
  provide: {
    actions: {
      raiseFailure: (_: unknown, params: { call: string; error: { serverMessage: string }; retry: AnyEventObject }) => {
        sent.push({ type: 'FAILURE.RAISED', failure: { source: 'profileApproval', call: params.call, message: params.error.serverMessage, retry: params.retry } });
      },
      announceSettled: (_: unknown, params: { outcome: string }) => { sent.push({ type: 'PROFILE.APPROVAL_SETTLED', outcome: params.outcome }); },
    },
  },
  events: {
    'xstate.done.actor.readApproval': [{ output: PENDING }, { output: NOT_PENDING }],
    'xstate.error.actor.readApproval': [{ error: READ_ERROR }],
    'FIELD.CHANGE': [{ field: 'email', value: NEW_EMAIL }, { field: 'email', value: BAD_EMAIL }],
    'SAVE.RETRY': [{ profile: bodyWith(NEW_EMAIL) }],
    'APPROVE.RETRY': [{ id: PENDING.id }],
    'xstate.done.actor.approveProfile': [{ output: undefined }],
    'xstate.error.actor.approveProfile': [{ error: APPROVE_ERROR }],
    'xstate.done.actor.saveProfile': [{ output: undefined }],
    'xstate.error.actor.saveProfile': [{ error: SAVE_ERROR }],
  },
});

type Snapshot = ReturnType<typeof profileApprovalMachine.getInitialSnapshot>;

describe('profileApproval model', () => {
  for (const path of model.paths()) {
    it(path.description, () => {
      let seen = 0;
      return model.replay(path, {
        onStart: () => { sent = []; },
        onStep: (snapshot, step, { index, invocations }) => {
          const before = index > 0 ? (path.steps[index - 1].state as Snapshot) : null;
          const event = step.event as AnyEventObject;
          const calls = invocations.slice(seen).map(({ src, input }) => ({ src, input }));
          seen = invocations.length;
          const messages = sent.splice(0);
          let expectedCalls: unknown[] = [];
          let expectedMessages: unknown[] = [];
          const failure = (call: string, message: string, retry: unknown) =>
            [{ type: 'FAILURE.RAISED', failure: { source: 'profileApproval', call, message, retry } }];

          switch (event.type) {
            case 'xstate.init':
            case 'LOAD.RETRY':
              expect(snapshot.value).toBe('loading');
              expectedCalls = [{ src: 'readApproval', input: undefined }];
              break;
            case 'xstate.done.actor.readApproval':
              if (event.output.pendingApproval) {
                // The modal shows the returned data in its fields.
                expect(snapshot.value).toEqual({ form: 'editing' });
                expect(snapshot.context.fields).toEqual({
                  firstName: 'Camille', lastName: 'Durand', email: PENDING.email, function: 'Responsable RH', landlinePhone: '', mobilePhone: '06 12 34 56 78',
                });
              } else {
                expect(snapshot.value).toBe('notPending');
                expect(snapshot.status).toBe('done');
              }
              break;
            case 'xstate.error.actor.readApproval':
              expect(snapshot.value).toBe('loadFailed');
              expectedMessages = failure('getProfileApproval', 'Lecture impossible', { type: 'LOAD.RETRY' });
              break;
            case 'FIELD.CHANGE':
              expect(snapshot.value).toEqual({ form: 'editing' });
              expect(snapshot.context.fields).toEqual({ ...before!.context.fields, [event.field]: event.value });
              break;
            case 'SAVE':
              if (before!.context.fields.email === BAD_EMAIL) {
                // Refused: nothing sent, the problems show, the data typed stays.
                expect(snapshot.value).toEqual({ form: 'editing' });
                expect(snapshot.context.showProblems).toBe(true);
                expect(snapshot.context.fields).toEqual(before!.context.fields);
              } else {
                expect(snapshot.value).toBe('saving');
                expectedCalls = [{ src: 'saveProfile', input: { profile: bodyWith(before!.context.fields.email) } }];
              }
              break;
            case 'SAVE.RETRY':
              // The same call with the data the failure carried.
              expect(snapshot.value).toBe('saving');
              expectedCalls = [{ src: 'saveProfile', input: { profile: event.profile } }];
              break;
            case 'CANCEL':
              expect(snapshot.value).toBe('approving');
              expectedCalls = [{ src: 'approveProfile', input: { id: PENDING.id } }];
              break;
            case 'APPROVE.RETRY':
              expect(snapshot.value).toBe('approving');
              expectedCalls = [{ src: 'approveProfile', input: { id: event.id } }];
              break;
            case 'xstate.done.actor.saveProfile':
              expect(snapshot.value).toBe('settled');
              expectedMessages = [{ type: 'PROFILE.APPROVAL_SETTLED', outcome: 'saved' }];
              break;
            case 'xstate.done.actor.approveProfile':
              expect(snapshot.value).toBe('settled');
              expectedMessages = [{ type: 'PROFILE.APPROVAL_SETTLED', outcome: 'approved' }];
              break;
            case 'xstate.error.actor.saveProfile': {
              // The modal stays with what was typed; Retry will send the same body again.
              expect(snapshot.value).toEqual({ form: 'saveFailed' });
              expect(snapshot.context.fields).toEqual(before!.context.fields);
              const lastBody = (invocations.filter((i) => i.src === 'saveProfile').at(-1)!.input as { profile: unknown }).profile;
              expectedMessages = failure('updateProfile', 'Enregistrement impossible', { type: 'SAVE.RETRY', profile: lastBody });
              break;
            }
            case 'xstate.error.actor.approveProfile':
              expect(snapshot.value).toEqual({ form: 'approveFailed' });
              expect(snapshot.context.fields).toEqual(before!.context.fields);
              expectedMessages = failure('approveProfile', 'Approbation impossible', { type: 'APPROVE.RETRY', id: PENDING.id });
              break;
            default:
              throw new Error(`No oracle for ${event.type}`);
          }
          expect(calls).toEqual(expectedCalls);
          expect(messages).toEqual(expectedMessages);
        },
      });
    });
  }

  afterAll(() => model.assertCoverage());
});

describe('profileApproval scenarios', () => {
  function start() {
    const calls: { src: string; input: unknown }[] = [];
    const parent: AnyEventObject[] = [];
    let failSaves = 1;
    const machine = profileApprovalMachine.provide({
      actors: {
        readApproval: fromPromise(async () => PENDING),
        approveProfile: fromPromise(async ({ input }) => { calls.push({ src: 'approveProfile', input }); }),
        saveProfile: fromPromise(async ({ input }) => {
          calls.push({ src: 'saveProfile', input });
          if (failSaves-- > 0) throw SAVE_ERROR;
        }),
      },
      actions: {
        raiseFailure: (_, params) => { parent.push({ type: 'FAILURE.RAISED', retry: params.retry }); },
        announceSettled: (_, params) => { parent.push({ type: 'PROFILE.APPROVAL_SETTLED', outcome: params.outcome }); },
      },
    });
    const actor = createActor(machine).start();
    return { actor, calls, parent };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('a failed save followed by Retry sends the same data again, once, and settles', async () => {
    const { actor, calls, parent } = start();
    await settle();
    actor.send({ type: 'FIELD.CHANGE', field: 'email', value: NEW_EMAIL });
    actor.send({ type: 'SAVE' });
    actor.send({ type: 'SAVE' }); // a double click
    await settle();
    expect(calls).toEqual([{ src: 'saveProfile', input: { profile: bodyWith(NEW_EMAIL) } }]);
    expect(actor.getSnapshot().value).toEqual({ form: 'saveFailed' });
    expect(actor.getSnapshot().context.fields.email).toBe(NEW_EMAIL);
    const retry = parent[0].retry as AnyEventObject;
    expect(retry).toEqual({ type: 'SAVE.RETRY', profile: bodyWith(NEW_EMAIL) });
    actor.send(retry);
    actor.send(retry); // Retry clicked twice: the second arrives while saving and is ignored
    await settle();
    expect(calls).toEqual([
      { src: 'saveProfile', input: { profile: bodyWith(NEW_EMAIL) } },
      { src: 'saveProfile', input: { profile: bodyWith(NEW_EMAIL) } },
    ]);
    expect(parent.at(-1)).toEqual({ type: 'PROFILE.APPROVAL_SETTLED', outcome: 'saved' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('Cancel approves once, however many times it is pressed', async () => {
    const { actor, calls, parent } = start();
    await settle();
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'CANCEL' });
    await settle();
    expect(calls).toEqual([{ src: 'approveProfile', input: { id: PENDING.id } }]);
    expect(parent).toEqual([{ type: 'PROFILE.APPROVAL_SETTLED', outcome: 'approved' }]);
  });
});
