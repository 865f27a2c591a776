// @vitest-environment happy-dom
// Back office › evaluations (docs/screens/evaluations.md): the list family with two actions on a
// request's lifecycle. The contract's facts written out: one list, 20 a page, no tabs, no push
// refreshes it; the administrator sends a request to send (toSend) at once, and sends again one
// sent or expired after a confirmation; an answered one offers nothing; the answer replaces the row
// (store). Support reads. Two models: the administrator (both actions) and support (none).
import { afterEach, beforeAll, describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { cleanup } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { AnyMachineSnapshot } from 'xstate';
import type { ScreenPage } from '../../machines/families/screen';
import { evaluationsMachine } from '../../machines/evaluations/evaluations.machine';
import EvaluationsScreen from '../../src/views/screens/evaluations/EvaluationsScreen';
import { assertJointCoverage, chartCover, createModel } from './harness';
import { publishJourneys } from './journeys';
import { screenIgnores, screenOracle, type ScreenFacts } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';
import { renderScreen, shellI18n, textOf } from './deskFixtures';

const FACTS: ScreenFacts = {
  id: 'evaluations',
  family: 'list',
  load: 'getEvaluations',
  pageSize: 20,
  actions: {
    send: {
      call: 'sendEvaluation',
      on: 'item',
      allowedFor: (item) => item.status === 'toSend',
      offeredTo: (roles) => roles.includes('administrator'),
      effect: 'store',
    },
    resend: {
      call: 'sendEvaluation',
      on: 'item',
      confirm: true,
      allowedFor: (item) => item.status === 'sent' || item.status === 'expired',
      offeredTo: (roles) => roles.includes('administrator'),
      effect: 'store',
    },
  },
};

const route = { path: '/back-office/evaluations', params: {}, tab: null };
const request = (id: string, workerName: string, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  workerName,
  position: 'Cariste',
  clientName: 'Transports Vercors',
  establishmentName: 'Dépôt de Voreppe',
  startDate: '2026-09-07',
  endDate: '2026-10-16',
  contactName: 'Hélène Masson',
  contactEmail: 'h.masson@vercors.example',
  status,
  sentOn: status === 'toSend' ? null : '2026-10-19',
  expiresOn: status === 'toSend' ? null : '2026-11-02',
  answeredOn: status === 'answered' ? '2026-10-21' : null,
  rating: status === 'answered' ? 4 : null,
  comment: status === 'answered' ? 'Ponctuel <b>et</b> rigoureux.' : null,
  ...extra,
});
const TO_SEND = request('ev-1', 'Camille Perrin', 'toSend');
const EXPIRED = request('ev-2', 'Louis Garnier', 'expired');
const ANSWERED = request('ev-3', 'Inès Morel', 'answered');
const PAGE = { items: [TO_SEND, EXPIRED, ANSWERED], total: 3 };
const SENT = { ...TO_SEND, status: 'sent', sentOn: '2026-11-28', expiresOn: '2026-12-12' };
const MORE = { items: [request('ev-4', 'Paul Henry', 'sent')], total: 4 };

function model(roles: string[], pages: { items: unknown[]; total: number }[]) {
  const input = { route, user: { roles } as never, tenant: 'alpha', agencyFolders: [] };
  const admin = roles.includes('administrator');
  return createModel(evaluationsMachine, {
    input,
    oracle: screenOracle(FACTS, input),
    ignores: screenIgnores(FACTS),
    events: {
      'xstate.done.actor.loadPage': [...pages.map((output) => ({ output })), { output: { items: [], total: 0 } }],
      'xstate.error.actor.loadPage': [{ error: httpFailure(500, 'Évaluations indisponibles') }],
      // The same screen under another spelling of its URL: nothing is read again.
      'ROUTE.CHANGED': [{ route: { path: '/Back-Office/Evaluations/', params: {}, tab: null } }],
      'ACTION.START': [
        { action: 'send', id: 'ev-1' },
        { action: 'resend', id: 'ev-2' },
        { action: 'send', id: 'ev-3' },
        // Once sent, the same request may be sent again.
        { action: 'resend', id: 'ev-1' },
      ],
      'xstate.done.actor.perform': admin ? [{ output: { item: SENT } }] : [],
      'xstate.error.actor.perform': admin ? [{ error: httpFailure(409, 'Cette demande a déjà reçu une réponse.') }] : [],
      'ACTION.RETRY': [{ request: { action: 'send', targetId: 'ev-1', body: null, params: {} } }],
    },
  });
}
// An administrator who also holds support: any one of their roles that sends is enough.
const administrator = model(['support', 'administrator'], [PAGE]);
const support = model(['support'], [{ ...PAGE, total: 4 }, MORE]);

describe('back office evaluations model, the administrator', () => {
  for (const path of administrator.paths()) it(path.description, () => administrator.replay(path));
});
describe('back office evaluations model, support (reads only)', () => {
  for (const path of support.paths()) it(path.description, () => support.replay(path));
});

let fr: I18n;
beforeAll(async () => {
  fr = await shellI18n('fr');
});
afterEach(() => cleanup());

const buttons = () => [...document.body.querySelectorAll<HTMLButtonElement>('button')];
const labelled = (label: string) => buttons().find((b) => (b.getAttribute('aria-label') ?? b.textContent) === label);

describe('back office evaluations view, the administrator, in French', () => {
  for (const path of chartCover(administrator.paths())) {
    it(path.description, () =>
      administrator.replay(path, {
        onStart: ({ actor }) => renderScreen(fr, <EvaluationsScreen actorRef={actor as never} />),
        onStep: (live) => {
          const snapshot = live as unknown as AnyMachineSnapshot;
          const root = document.body;
          const items = snapshot.context.items as (typeof PAGE)['items'];
          const shown = snapshot.matches({ data: 'loaded' }) || snapshot.matches({ data: 'refreshing' });
          if (shown) {
            // Each row: its worker, its status in words; an answer's comment as text, never as markup.
            for (const item of items) {
              const row = root.querySelector(`[data-item="${item.id}"]`);
              expect(textOf(row)).toContain(item.workerName);
              expect(row?.getAttribute('data-status')).toBe(item.status);
            }
            if (items.some((item) => item.id === 'ev-3')) {
              expect(textOf(root)).toContain('Ponctuel <b>et</b> rigoureux.');
              expect(root.querySelector('[data-item="ev-3"] b')).toBeNull();
              expect(textOf(root.querySelector('[data-item="ev-3"]'))).toContain('4 / 5');
            }
            const idle = snapshot.matches({ action: 'idle' });
            const toSend = items.find((item) => item.status === 'toSend');
            expect(Boolean(labelled(`Envoyer la demande d’évaluation de ${toSend?.workerName}`))).toBe(Boolean(toSend) && idle);
            // Resend on each request sent or expired, and on no other.
            for (const item of items)
              expect(Boolean(labelled(`Renvoyer la demande d’évaluation de ${item.workerName}`)), item.id).toBe(
                idle && (item.status === 'sent' || item.status === 'expired'),
              );
            // An answered request offers nothing.
            expect(root.querySelectorAll('[data-item="ev-3"] button')).toHaveLength(0);
          }
          // The question shows on the row it is about, while that row shows.
          const asked = (snapshot.context.action as { targetId: string } | null)?.targetId;
          if (snapshot.matches({ action: 'confirming' }) && root.querySelector(`[data-item="${asked}"]`))
            expect(textOf(root.querySelector(`[data-item="${asked}"]`))).toContain(
              'Renvoyer la demande à Hélène Masson ? Le lien reste le même et vaut 14 jours de plus.',
            );
          else expect(textOf(root)).not.toContain('Renvoyer la demande à');
          // The confirmation shows on the row it is about, while that row shows.
          const outcome = snapshot.context.outcome as { action: string; targetId: string } | null;
          if (
            shown &&
            snapshot.matches({ action: 'idle' }) &&
            outcome?.action === 'send' &&
            items.some((item) => item.id === outcome.targetId)
          )
            expect(textOf(root.querySelector(`[data-item="${outcome.targetId}"]`))).toContain('Demande envoyée à Hélène Masson.');
          else expect(textOf(root)).not.toContain('Demande envoyée à');
          if (snapshot.matches({ data: 'empty' })) expect(textOf(root)).toContain('Aucune demande d’évaluation pour le moment.');
          if (snapshot.matches({ data: 'loadFailed' }))
            expect(textOf(root)).toContain('Les demandes d’évaluation n’ont pas pu être chargées.');
        },
        send: (event, { actor }) => {
          const start = event as { type: string; action?: string; id?: string };
          const label =
            start.type === 'ACTION.START' && start.action === 'send' && start.id === 'ev-1'
              ? 'Envoyer la demande d’évaluation de Camille Perrin'
              : start.type === 'ACTION.START' && start.action === 'resend' && start.id === 'ev-2'
                ? 'Renvoyer la demande d’évaluation de Louis Garnier'
                : start.type === 'ACTION.CONFIRM'
                  ? 'Renvoyer'
                  : start.type === 'ACTION.CANCEL'
                    ? 'Annuler'
                    : null;
          const button = label ? labelled(label) : undefined;
          if (button) button.click();
          else actor.send(event as never);
        },
      }),
    );
  }

  it('support reads the requests and has no button', async () => {
    const { createActor, fromPromise } = await import('xstate');
    const actor = createActor(evaluationsMachine.provide({ actors: { loadPage: fromPromise(async (): Promise<ScreenPage> => PAGE) } }), {
      input: { route, user: { roles: ['support'] } as never, tenant: 'alpha' },
    });
    actor.start();
    renderScreen(fr, <EvaluationsScreen actorRef={actor as never} />);
    for (let i = 0; i < 4; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(textOf(document.body)).toContain('Camille Perrin');
    expect(textOf(document.body)).toContain('À envoyer');
    expect(buttons()).toEqual([]);
    actor.stop();
  });

  it('the administrator is offered Send on the request to send, Resend on the expired one, nothing on the answered one', async () => {
    const { createActor, fromPromise } = await import('xstate');
    const actor = createActor(evaluationsMachine.provide({ actors: { loadPage: fromPromise(async (): Promise<ScreenPage> => PAGE) } }), {
      input: { route, user: { roles: ['administrator'] } as never, tenant: 'alpha' },
    });
    actor.start();
    renderScreen(fr, <EvaluationsScreen actorRef={actor as never} />);
    for (let i = 0; i < 4; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(buttons().map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual([
      'Envoyer la demande d’évaluation de Camille Perrin',
      'Renvoyer la demande d’évaluation de Louis Garnier',
    ]);
    actor.stop();
  });
});

publishJourneys('evaluations', { administrator, support });

it('gate: every state, transition, named action and sneak path of the back office evaluations', () =>
  assertJointCoverage([administrator, support]));
