// @vitest-environment happy-dom
// The worker's time sheets (docs/screens/workerTimeSheets.md): the list family with two actions,
// checked at every step by the families' oracle (tests/model/families/screenOracle.ts) with the facts
// of the screen contract written out here: 10 weeks a page read from getWorkerTimeSheets, read again
// on a push of the time-sheets category; `fill` (the week's form, kept as a draft, its answer stored)
// only on a draft or disputed week; `submit` (confirmed, its answer stored) only on one with hours
// saved. Two focused models share the oracle: the data (pages, tabs, pushes, failures) and the actions
// (the form, the sending, the drafts, failures). Then the action paths through the view, each state
// checked on screen in French.
import { afterEach, beforeAll, describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { cleanup, fireEvent, render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import type { AnyMachineSnapshot } from 'xstate';
import { workerTimeSheetsMachine } from '../../machines/workerTimeSheets/workerTimeSheets.machine';
import { workerTimeSheetsScreen } from '../../machines/screens/workerTimeSheets.screen';
import WorkerTimeSheetsScreen from '../../src/views/screens/workerTimeSheets/WorkerTimeSheetsScreen';
import { assertJointCoverage, chartCover, createModel } from './harness';
import { publishJourneys } from './journeys';
import { screenIgnores, screenOracle, type ScreenFacts } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';

type Draft = Readonly<Record<string, string>>;
type Day = { date: string; start: string | null; end: string | null; breakMinutes: number | null };

// ---- The contract's facts, written out -------------------------------------------------------

const MONDAY = '2026-11-23';
const FRIDAY = '2026-11-27';

/** HH:MM (the only way these paths type a time) → minutes; anything else is not a time here. */
const clock = (text: string) => (/^\d{2}:\d{2}$/.test(text) ? Number(text.slice(0, 2)) * 60 + Number(text.slice(3)) : null);
const datesOf = (draft: Draft) => [...new Set(Object.keys(draft).map((name) => name.slice(0, 10)))].sort();
/** "A day is not worked (its three fields empty) or has a start and an end, the end after the start, a break shorter than the day." */
function dayMinutes(start: string, end: string, pause: string): number | 'problem' {
  if (start === '' && end === '' && pause === '') return 0;
  const [from, to] = [clock(start), clock(end)];
  const rest = pause === '' ? 0 : /^\d+$/.test(pause) ? Number(pause) : null;
  if (from === null || to === null || rest === null || to <= from || rest >= to - from) return 'problem';
  return to - from - rest;
}
const day = (draft: Draft, date: string) =>
  dayMinutes(draft[`${date}.start`] ?? '', draft[`${date}.end`] ?? '', draft[`${date}.break`] ?? '');
const valid = (draft: Draft) => datesOf(draft).every((date) => day(draft, date) !== 'problem');
const weekTotal = (draft: Draft) =>
  datesOf(draft).reduce((sum, date) => sum + (typeof day(draft, date) === 'number' ? (day(draft, date) as number) : 0), 0);
/** "The form opens on the days as saved, a day not worked empty." */
const initial = (days: Day[]): Draft =>
  Object.fromEntries(
    days.flatMap((d) => [
      [`${d.date}.start`, d.start ?? ''],
      [`${d.date}.end`, d.end ?? ''],
      [`${d.date}.break`, d.start === null || d.breakMinutes === null ? '' : String(d.breakMinutes)],
    ]),
  );
/** "Every day of the sheet, in order, times HH:MM; a day not worked all null." */
const body = (draft: Draft) => ({
  days: datesOf(draft).map((date) => {
    const [start, end, pause] = [draft[`${date}.start`], draft[`${date}.end`], draft[`${date}.break`]];
    return start && end
      ? { date, start, end, breakMinutes: pause ? Number(pause) : 0 }
      : { date, start: null, end: null, breakMinutes: null };
  }),
});
const minutesSaved = (days: Day[]) => weekTotal(initial(days));
const changeable = (item: Readonly<Record<string, unknown>>) => item.status === 'draft' || item.status === 'disputed';

const FACTS: ScreenFacts = {
  id: 'workerTimeSheets',
  family: 'list',
  load: 'getWorkerTimeSheets',
  pageSize: 10,
  refreshOn: ['timeSheets'],
  actions: {
    fill: {
      call: 'saveWorkerTimeSheet',
      on: 'item',
      allowedFor: changeable,
      form: { initial: (item) => initial(item!.days as Day[]), valid, body },
      effect: 'store',
    },
    submit: {
      call: 'submitWorkerTimeSheet',
      on: 'item',
      confirm: true,
      allowedFor: (item) => changeable(item) && minutesSaved(item.days as Day[]) > 0,
      effect: 'store',
    },
  },
};

// ---- The weeks -------------------------------------------------------------------------------

const worked = (date: string, start: string, end: string, pause: number): Day => ({ date, start, end, breakMinutes: pause });
const off = (date: string): Day => ({ date, start: null, end: null, breakMinutes: null });
const sheet = (id: string, status: string, days: Day[], extra: Record<string, unknown> = {}) => ({
  id,
  missionId: 'm-alpha-2',
  weekStart: MONDAY,
  weekEnd: '2026-11-29',
  // A tag from the server stays text.
  clientName: 'Logistique <b>Rhône</b>',
  establishmentName: 'Plateforme de Saint-Priest',
  position: 'Cariste CACES 3',
  plannedHours: 35,
  status,
  days,
  disputeReason: null,
  submittedAt: null,
  answeredAt: null,
  ...extra,
});
const DISPUTED = sheet('ts-disputed', 'disputed', [worked(MONDAY, '08:00', '15:30', 30), worked(FRIDAY, '08:00', '17:00', 30)], {
  disputeReason: 'Vendredi : départ à 15 h 30, pas à 17 h 00.',
  submittedAt: '2026-11-30T09:12:00Z',
  answeredAt: '2026-12-01T14:05:00Z',
});
const SAVED = sheet('ts-saved', 'draft', [worked(MONDAY, '08:00', '15:30', 30), off(FRIDAY)]);
const EMPTY = sheet('ts-empty', 'draft', [off(MONDAY), off(FRIDAY)]);
const SUBMITTED = sheet('ts-submitted', 'submitted', [worked(MONDAY, '08:00', '15:30', 30), worked(FRIDAY, '08:00', '15:30', 30)], {
  submittedAt: '2026-11-30T09:12:00Z',
});
const approved = (n: number) =>
  sheet(`ts-approved-${n}`, 'approved', [worked(MONDAY, '08:00', '15:30', 30), worked(FRIDAY, '08:00', '15:30', 30)]);

const route = (tab: string, path = `/time-sheets/${tab === 'toFill' ? 'to-fill' : tab}`) => ({ path, params: {}, tab });
const INPUT = { route: route('toFill'), user: {} as never, tenant: 'alpha' };

const FIRST = { items: [DISPUTED, SAVED, EMPTY, SUBMITTED, ...[1, 2, 3, 4, 5, 6].map(approved)], total: 11 };
const NEXT = { items: [approved(7)], total: 11 };
const NONE = { items: [], total: 0 };
const ACTION_PAGE = { items: [DISPUTED, SAVED, EMPTY, SUBMITTED], total: 4 };

const KEPT_DISPUTED = { action: 'fill', targetId: 'ts-disputed', draft: { ...initial(DISPUTED.days), [`${FRIDAY}.end`]: '15:30' } };
const KEPT_SUBMITTED = { action: 'fill', targetId: 'ts-submitted', draft: initial(SUBMITTED.days) };
const SUBMIT_SAVED = { action: 'submit', targetId: 'ts-saved', body: null, params: {} };

const dataModel = createModel(workerTimeSheetsMachine, {
  input: INPUT,
  oracle: screenOracle(FACTS, INPUT),
  ignores: screenIgnores(FACTS),
  events: {
    'xstate.done.actor.loadPage': [{ output: FIRST }, { output: NEXT }, { output: NONE }],
    'xstate.error.actor.loadPage': [{ error: httpFailure(500, 'Relevés indisponibles') }],
    'ROUTE.CHANGED': [{ route: route('submitted') }, { route: route('toFill', '/Time-Sheets/to-fill/') }],
    'NOTIFICATION.RECEIVED': [
      { notification: { id: 'n-1', type: 'timeSheetToValidate', category: 'timeSheets' } },
      { notification: { id: 'n-2', type: 'newsPublished', category: 'news' } },
    ],
    'xstate.done.actor.readDraft': [{ output: null }],
    'xstate.error.actor.readDraft': [],
    'xstate.done.actor.perform': [],
    'xstate.error.actor.perform': [],
    'ACTION.START': [],
    'ACTION.CHANGE': [],
    'ACTION.RETRY': [],
  },
  alwaysPossible: ['NOTIFICATION.RECEIVED', 'MORE'],
});

const actionModel = createModel(workerTimeSheetsMachine, {
  input: INPUT,
  oracle: screenOracle(FACTS, INPUT),
  ignores: screenIgnores(FACTS),
  events: {
    'xstate.done.actor.loadPage': [{ output: ACTION_PAGE }],
    'xstate.error.actor.loadPage': [],
    'ROUTE.CHANGED': [],
    'NOTIFICATION.RECEIVED': [],
    MORE: [],
    'MORE.RETRY': [],
    'xstate.done.actor.readDraft': [{ output: null }, { output: KEPT_DISPUTED }, { output: KEPT_SUBMITTED }],
    'xstate.error.actor.readDraft': [{ error: new Error('storage') }],
    // What the stand-in answers: a saved week as stored, a sent week now submitted.
    'xstate.done.actor.perform': (snapshot) => [
      {
        output: {
          item:
            (snapshot.context as { action: { name: string } | null }).action?.name === 'fill'
              ? { ...DISPUTED, days: [DISPUTED.days[0], worked(FRIDAY, '08:00', '15:30', 30)] }
              : { ...SAVED, status: 'submitted', submittedAt: '2026-12-02T10:00:00Z' },
        },
      },
    ],
    'xstate.error.actor.perform': [{ error: httpFailure(500, 'Enregistrement impossible') }],
    'ACTION.START': [
      { action: 'fill', id: 'ts-disputed' },
      { action: 'fill', id: 'ts-submitted' },
      { action: 'submit', id: 'ts-saved' },
      { action: 'submit', id: 'ts-empty' },
      { action: 'fill', id: 'ts-unknown' },
    ],
    'ACTION.CHANGE': [
      { field: `${FRIDAY}.end`, value: '15:30' },
      // An end before the start: refused.
      { field: `${FRIDAY}.end`, value: '07:00' },
    ],
    'ACTION.RETRY': [{ request: SUBMIT_SAVED }],
  },
});

describe('workerTimeSheets model: data', () => {
  for (const path of dataModel.paths()) it(path.description, () => dataModel.replay(path));
});

describe('workerTimeSheets model: actions', () => {
  for (const path of actionModel.paths()) it(path.description, () => actionModel.replay(path));
});

// ---- Through the view ------------------------------------------------------------------------

const FR = JSON.parse(readFileSync(join(process.cwd(), 'public/i18n/core/fr.json'), 'utf8'));
let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  // As the portal's (src/services/i18n.ts): React escapes, i18next does not.
  await i18n.init({ lng: 'fr', resources: { fr: { translation: FR } }, interpolation: { escapeValue: false } });
});
afterEach(() => cleanup());

const root = () => document.body.querySelector<HTMLElement>('[data-machine="workerTimeSheets"]')!;
const cardOf = (id: string) => document.body.querySelector<HTMLElement>(`[data-item="${id}"]`);
const buttonIn = (scope: ParentNode | null, name: RegExp) =>
  [...(scope?.querySelectorAll('button') ?? [])].find((button) => name.test(button.getAttribute('aria-label') ?? button.textContent ?? ''));
/** "7 h 30": the contract's way to show minutes. */
const hours = (minutes: number) => `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;

function checkScreen(snapshot: AnyMachineSnapshot) {
  const text = root().textContent ?? '';
  const { items, total, action } = snapshot.context as {
    items: ReturnType<typeof sheet>[];
    total: number;
    action: { name: string; targetId: string; draft: Draft | null; showProblems: boolean } | null;
  };
  if (snapshot.matches({ data: 'loading' })) expect(text).toContain('Chargement…');
  if (snapshot.matches({ data: 'loadFailed' })) expect(text).toContain('Vos relevés d’heures n’ont pas pu être chargés.');
  if (snapshot.matches({ data: 'empty' })) expect(text).toContain('Aucune semaine à remplir : tout est envoyé.');
  if (!snapshot.matches({ data: 'loaded' }) && !snapshot.matches({ data: 'refreshing' })) return;
  // Each week, its status in words, the client as text.
  expect([...root().querySelectorAll('[data-item]')].map((li) => li.getAttribute('data-item'))).toEqual(items.map((item) => item.id));
  expect(root().querySelector('b')).toBeNull();
  expect(text).toContain(`${items.length} sur ${total}`);
  for (const item of items) {
    const card = cardOf(item.id)!;
    const status =
      item.status === 'draft' && minutesSaved(item.days) === 0
        ? 'À remplir'
        : {
            draft: 'Brouillon',
            disputed: 'Contestée par le client',
            submitted: 'Envoyée, en attente de validation',
            approved: 'Validée par le client',
          }[item.status];
    expect(card.querySelector('.week__status')?.textContent).toBe(status);
    if (item.status === 'disputed') expect(card.textContent).toContain(String(item.disputeReason));
    const formHere = action?.name === 'fill' && action.targetId === item.id && !snapshot.matches({ action: 'idle' });
    expect(Boolean(card.querySelector('form')), `${item.id} shows its form`).toBe(formHere);
    if (formHere) {
      // The form holds what was typed, and the week's total follows it.
      for (const [name, value] of Object.entries(action.draft!))
        expect((card.querySelector(`input[name="${name}"]`) as HTMLInputElement).value).toBe(value);
      expect(card.querySelector('.week-form__total')?.textContent).toBe(`Total de la semaine : ${hours(weekTotal(action.draft!))}`);
      const invalid = card.querySelectorAll('[aria-invalid="true"]').length;
      if (valid(action.draft!)) expect(invalid).toBe(0);
      else expect(invalid).toBeGreaterThan(0);
    } else {
      expect(card.querySelector('.week__total')?.textContent).toBe(`Total : ${hours(minutesSaved(item.days))} sur 35 h prévues`);
    }
    // A sent or approved week offers nothing; a changeable one offers to fill it, and to send it once hours are saved.
    const idle = snapshot.matches({ action: 'idle' });
    expect(Boolean(buttonIn(card, /^(Remplir la semaine|Modifier|Corriger la semaine)/)), `${item.id} offers to fill`).toBe(
      idle && changeable(item),
    );
    expect(Boolean(buttonIn(card, /^Envoyer au client/)), `${item.id} offers to send`).toBe(
      idle && changeable(item) && minutesSaved(item.days) > 0,
    );
  }
  if (snapshot.matches({ action: 'confirming' }) || (snapshot.matches({ action: 'pending' }) && action?.name === 'submit')) {
    const question = cardOf(action!.targetId)!.querySelector('[role="group"]')!;
    expect(question.textContent).toContain('à Logistique <b>Rhône</b> ? Vous ne pourrez plus la modifier.');
  }
  const outcome = (snapshot.context as { outcome: { action: string; targetId: string } | null }).outcome;
  if (outcome && cardOf(outcome.targetId)) {
    expect(cardOf(outcome.targetId)!.querySelector('[role="status"]')?.textContent).toBe(
      outcome.action === 'fill'
        ? 'Semaine enregistrée en brouillon. Envoyez-la au client quand elle est complète.'
        : 'Semaine envoyée à Logistique <b>Rhône</b> pour validation.',
    );
  }
}

// The action paths that take every step of the region's chart: each replayed through the view.
const VIEW_PATHS = chartCover(actionModel.paths());

describe('workerTimeSheets view: what a person sees in each state', () => {
  for (const path of VIEW_PATHS) {
    it(path.description, () =>
      actionModel.replay(path, {
        onStart: ({ actor }) =>
          render(
            <I18nextProvider i18n={i18n}>
              <WorkerTimeSheetsScreen actorRef={actor as never} />
            </I18nextProvider>,
          ).container,
        onStep: (live) => checkScreen(live as unknown as AnyMachineSnapshot),
        // The person's events through the view: the week's buttons, its fields, the question's buttons.
        send: (event, { actor }) => {
          const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
          const under = (snapshot.context as { action: { targetId: string } | null }).action;
          const card = under ? cardOf(under.targetId) : null;
          const start = event as { type: string; action?: string; id?: string; field?: string; value?: string };
          const target =
            start.type === 'ACTION.START'
              ? buttonIn(
                  cardOf(start.id ?? ''),
                  start.action === 'fill' ? /^(Remplir la semaine|Modifier|Corriger la semaine)/ : /^Envoyer au client/,
                )
              : start.type === 'ACTION.SUBMIT'
                ? buttonIn(card, /^Enregistrer le brouillon$/)
                : start.type === 'ACTION.CONFIRM'
                  ? buttonIn(card?.querySelector('[role="group"]') ?? null, /^Envoyer$/)
                  : start.type === 'ACTION.CANCEL'
                    ? buttonIn(card, /^Annuler$/)
                    : undefined;
          const input = start.type === 'ACTION.CHANGE' ? card?.querySelector<HTMLInputElement>(`input[name="${start.field}"]`) : null;
          // Typing the value a field already holds changes nothing on screen: that step goes to the actor.
          if (input && input.value !== start.value) fireEvent.change(input, { target: { value: start.value } });
          else if (target) target.click();
          else actor.send(event as never);
        },
      }),
    );
  }
});

describe('the worker’s time sheets as declared', () => {
  it('their own machine on /time-sheets for workers, tabs to fill / sent / approved, the notification’s query opening "to fill"', () => {
    expect(workerTimeSheetsScreen).toMatchObject({
      id: 'workerTimeSheets',
      paths: ['/time-sheets'],
      userTypes: ['worker'],
      tabs: 'workerTimeSheets',
      defaultTab: 'toFill',
      queryTabs: { status: { toValidate: 'toFill' } },
      machine: 'own',
    });
  });
});

publishJourneys('workerTimeSheets', { dataModel, actionModel });

it('gate: every state, transition, named action and sneak path of the worker’s time sheets', () =>
  assertJointCoverage([dataModel, actionModel]));
