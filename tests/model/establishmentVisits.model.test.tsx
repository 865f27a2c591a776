// @vitest-environment happy-dom
// My establishment › job place visits (docs/screens/establishmentVisits.md): the list family, one
// view, with two actions. The contract's facts written out: a client user asks for a visit (a date
// that is a real calendar day and a reason of at most 500 characters, both required, the reason sent
// trimmed, the answer stored first; kept as a draft); a visit asked for or planned is cancelled after
// a confirmation, a done or cancelled one is not. Replayed through the view too.
import { afterEach, beforeAll, describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { cleanup } from '@testing-library/react';
import fc from 'fast-check';
import type { i18n as I18n } from 'i18next';
import type { AnyMachineSnapshot } from 'xstate';
import { establishmentVisitsMachine, VISIT_ACTIONS } from '../../machines/establishmentVisits/establishmentVisits.machine';
import EstablishmentVisitsScreen from '../../src/views/screens/establishmentVisits/EstablishmentVisitsScreen';
import { assertJointCoverage, chartCover, createModel, pathMentions } from './harness';
import { publishJourneys } from './journeys';
import { screenIgnores, screenOracle, type ScreenFacts } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';
import { renderScreen, shellI18n, textOf } from './deskFixtures';

type Draft = Readonly<Record<string, string>>;
const realDay = (value: string | undefined) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
};
const reasonOk = (value: string | undefined) => {
  const trimmed = (value ?? '').trim();
  return trimmed !== '' && trimmed.length <= 500;
};
const FACTS: ScreenFacts = {
  id: 'establishmentVisits',
  family: 'list',
  load: 'getEstablishmentVisits',
  pageSize: 20,
  actions: {
    request: {
      call: 'requestJobPlaceVisit',
      on: 'new',
      form: {
        initial: () => ({ date: '', reason: '' }),
        valid: (draft: Draft) => realDay(draft.date) && reasonOk(draft.reason),
        body: (draft: Draft) => ({ date: draft.date, reason: draft.reason.trim() }),
      },
      effect: 'store',
    },
    cancel: {
      call: 'cancelJobPlaceVisit',
      on: 'item',
      confirm: true,
      allowedFor: (item) => item.status === 'requested' || item.status === 'planned',
      effect: 'store',
    },
  },
};

const ROUTE = { path: '/my-establishment/job-place-visits', params: {}, tab: null };
const visit = (id: string, date: string, status: string) => ({
  id,
  clientId: 'c-logistique-rhone',
  clientName: 'Logistique Rhône',
  establishmentId: 'c-logistique-rhone-e1',
  establishmentName: 'Entrepôt de Corbas',
  date,
  reason: 'Visite annuelle du poste de cariste',
  status,
  visitor: status === 'requested' ? null : 'Claire Martin',
});
const DONE = visit('v-1', '2026-09-14', 'done');
const PLANNED = visit('v-3', '2026-12-15', 'planned');
const PAGE = { items: [PLANNED, DONE], total: 3 };
const MORE_PAGE = { items: [visit('v-2', '2026-06-10', 'done')], total: 3 };
const ASKED = visit('v-new-1', '2026-12-21', 'requested');
const KEPT = { action: 'request', targetId: null, draft: { date: '2026-12-21', reason: ' Nouvelle ligne ' } };

const input = { route: ROUTE, user: { roles: ['clientUser'] } as never, tenant: 'alpha' };
const client = createModel(establishmentVisitsMachine, {
  input,
  oracle: screenOracle(FACTS, input),
  ignores: screenIgnores(FACTS),
  events: {
    'xstate.done.actor.loadPage': [{ output: PAGE }, { output: MORE_PAGE }, { output: { items: [], total: 0 } }],
    'xstate.error.actor.loadPage': [{ error: httpFailure(500, 'Visites indisponibles') }],
    // One view: the same page again changes nothing.
    'ROUTE.CHANGED': [{ route: ROUTE }],
    'xstate.done.actor.readDraft': [{ output: null }, { output: KEPT }],
    'xstate.error.actor.readDraft': [{ error: new Error('storage') }],
    'ACTION.START': [{ action: 'request' }, { action: 'cancel', id: 'v-3' }, { action: 'cancel', id: 'v-1' }],
    // One change keeps the graph small; the date's and the reason's edges are checked below.
    'ACTION.CHANGE': [{ field: 'reason', value: 'Nouvelle ligne' }],
    'xstate.done.actor.perform': [{ output: { item: ASKED } }, { output: { item: { ...PLANNED, status: 'cancelled' } } }],
    'xstate.error.actor.perform': [{ error: httpFailure(409, 'Cette visite ne peut plus être annulée.') }],
    'ACTION.RETRY': [{ request: { action: 'cancel', targetId: 'v-3', body: null, params: {} } }],
  },
});

describe('my establishment visits model, a client user', () => {
  for (const path of client.paths()) it(path.description, () => client.replay(path));
});

describe('the request form’s rules, at their edges (docs/screens/establishmentVisits.md)', () => {
  const problems = VISIT_ACTIONS.request.form!.problems;
  it('a date is a real calendar day written YYYY-MM-DD', () => {
    expect(problems({ date: '2028-02-29', reason: 'x' })).toEqual({});
    expect(problems({ date: '2027-02-29', reason: 'x' })).toEqual({ date: 'date' });
    expect(problems({ date: '2026-13-01', reason: 'x' })).toEqual({ date: 'date' });
    expect(problems({ date: '21/12/2026', reason: 'x' })).toEqual({ date: 'date' });
    expect(problems({ date: '', reason: 'x' })).toEqual({ date: 'required' });
    expect(problems({ reason: 'x' })).toEqual({ date: 'required' });
    for (const framed of [' 2026-12-21', '2026-12-21 ', 'x2026-12-21', '2026-12-21x', '2026-12-2', '02026-12-21'])
      expect(problems({ date: framed, reason: 'x' }), framed).toEqual({ date: 'date' });
  });
  it('a written day is taken exactly when the calendar has it (leap years and centuries, months 00 to 13, days 00 to 32)', () => {
    const two = (n: number) => String(n).padStart(2, '0');
    const day = fc
      .tuple(
        fc.oneof(fc.integer({ min: 1600, max: 2400 }), fc.constantFrom(1900, 2000, 2100, 2024, 2027)),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
      )
      .map(([year, month, date]) => `${year}-${two(month)}-${two(date)}`);
    fc.assert(
      fc.property(day, (date) => (problems({ date, reason: 'x' }).date === undefined) === realDay(date)),
      { numRuns: 2000 },
    );
    for (const date of ['2000-02-29', '2026-01-01', '2026-12-31']) expect(problems({ date, reason: 'x' }), date).toEqual({});
    for (const date of ['2100-02-29', '2026-00-10', '2026-12-00', '2026-04-31'])
      expect(problems({ date, reason: 'x' }), date).toEqual({ date: 'date' });
  });
  it('a reason of 500 characters is taken, 501 are not; blanks are missing', () => {
    expect(problems({ date: '2026-12-21', reason: ` ${'r'.repeat(500)} ` })).toEqual({});
    expect(problems({ date: '2026-12-21', reason: 'r'.repeat(501) })).toEqual({ reason: 'tooLong' });
    expect(problems({ date: '2026-12-21', reason: '   ' })).toEqual({ reason: 'required' });
    expect(problems({ date: '2026-12-21' })).toEqual({ reason: 'required' });
  });
});

let fr: I18n;
beforeAll(async () => {
  fr = await shellI18n('fr');
});
afterEach(() => cleanup());

describe('my establishment visits view: what a client user sees and can do, in French', () => {
  for (const path of chartCover(client.paths().filter((p) => pathMentions(p, 'ACTION.START')))) {
    it(path.description, () =>
      client.replay(path, {
        onStart: ({ actor }) => renderScreen(fr, <EstablishmentVisitsScreen actorRef={actor as never} />),
        onStep: (live) => {
          const snapshot = live as unknown as AnyMachineSnapshot;
          const root = document.body;
          const under = snapshot.context.action;
          const form = root.querySelector('form');
          const formOpen = under?.name === 'request' && ['editing', 'pending', 'failed'].some((s) => snapshot.matches({ action: s }));
          expect(Boolean(form)).toBe(formOpen);
          if (formOpen) {
            const values = [...form!.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].map(
              (field) => field.value,
            );
            // A date field shows only a real day (the browser empties any other).
            expect(values).toEqual([realDay(under.draft.date) ? under.draft.date : '', under.draft.reason]);
            if (under.draftRestored) expect(textOf(form)).toContain('Vos modifications non enregistrées ont été reprises.');
            if (snapshot.matches({ action: 'failed' }))
              expect(textOf(form)).toContain('La demande n’a pas pu être envoyée. Vos saisies sont conservées.');
          }
          if (!snapshot.matches({ data: 'loaded' })) return;
          const idle = snapshot.matches({ action: 'idle' });
          for (const item of snapshot.context.items as ReturnType<typeof visit>[]) {
            const card = root.querySelector(`li[data-item="${item.id}"]`)!;
            const buttons = [...card.querySelectorAll('.desk-actions button')].map((button) => button.textContent);
            // Cancel only a visit asked for or planned, and only while nothing else is under way.
            expect(buttons).toEqual(idle && (item.status === 'requested' || item.status === 'planned') ? ['Annuler la visite'] : []);
          }
          const question = root.querySelector('.desk-confirm');
          expect(Boolean(question)).toBe(
            // On the card of the visit, when the list shows it (a Retry may name one on no page read).
            under?.name === 'cancel' &&
              (snapshot.matches({ action: 'confirming' }) || snapshot.matches({ action: 'pending' })) &&
              snapshot.context.items.some((item: { id: string }) => item.id === under.targetId),
          );
        },
      }),
    );
  }
});

publishJourneys('establishmentVisits', { client });

it('gate: every state, transition, named action and sneak path of my establishment’s visits', () => assertJointCoverage([client]));
