// @vitest-environment happy-dom
// The agency's planning (docs/screens/agencyPlanning.md): its own machine, checked at every step by
// an oracle written from the screen contract: the first read names no period (the server's today and
// the missions around it), the tab and the folder selection it was read with; then each other period
// (a month or a week before or after the one asked for, today's), the other tab, another selection
// reads that period, the one shown staying until it answers; a failure goes to the error dialog, whose
// Retry reads the same again. The expected state is worked out step by step from the contract, with
// the platform's own dates, not the machine's. Then the chart's steps through the view, in French.
import { afterEach, beforeAll, describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { cleanup, render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate';
import { agencyPlanningMachine } from '../../machines/agencyPlanning/agencyPlanning.machine';
import { agencyPlanningScreen } from '../../machines/screens/agencyPlanning.screen';
import AgencyPlanningScreen from '../../src/views/screens/agencyPlanning/AgencyPlanningScreen';
import { assertJointCoverage, chartCover, createModel, type IgnoredEvents, type Oracle } from './harness';
import { publishJourneys } from './journeys';
import { httpFailure } from './notificationFixtures';

// ---- The contract, written out ---------------------------------------------------------------

const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const plusDays = (date: string, days: number) => iso(new Date(utc(date).getTime() + days * 86_400_000));
/** "The same day of the month before or after, its last day when the month is shorter." */
function plusMonths(date: string, months: number): string {
  const d = utc(date);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return iso(new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(d.getUTCDate(), last))));
}
/** The days a period's read covers: the month; a week's, six days either side of the day asked for. */
function periodOf(anchor: string, tab: string | null) {
  if (tab !== 'month') return { from: plusDays(anchor, -6), to: plusDays(anchor, 6) };
  const d = utc(anchor);
  return {
    from: iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1))),
    to: iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0))),
  };
}

// A Sunday, the last of its month: a month's move shows the clamping, a week's read crosses the month.
const TODAY = '2027-01-31';
const mission = (id: string, from: string, to: string, position: string) => ({
  id,
  clientName: 'Logistique <b>Rhône</b>',
  establishmentName: 'Plateforme de Saint-Priest',
  position,
  startDate: from,
  endDate: to,
  dayStart: '08:00',
  dayEnd: '15:30',
});
/** The first read's answer. */
const FIRST = {
  today: TODAY,
  rows: [
    { workerId: 'tw-1', workerName: 'Jean <i>Dupont</i>', missions: [mission('m-1', '2027-01-04', '2027-02-19', 'Cariste CACES 3')] },
    { workerId: 'tw-2', workerName: 'Nora Chevalier', missions: [mission('m-2', '2027-02-01', '2027-03-12', 'Soudeur TIG')] },
  ],
};
/** A period's answer: another set of rows, so the first read's cannot pass for it. */
const LATER = {
  today: TODAY,
  rows: [{ workerId: 'tw-3', workerName: 'Laura Gauthier', missions: [mission('m-3', '2026-12-07', '2027-04-30', 'Agent de quai')] }],
};

const route = (tab: 'month' | 'week') => ({ path: `/temporary-workers/planning/${tab}`, params: {}, tab });
const FOLDERS = ['f-lyo', 'f-par'];
const INPUT = { route: route('week'), user: {} as never, tenant: 'alpha', agencyFolders: FOLDERS };

type Phase = 'loading' | 'loadFailed' | 'shown' | 'reading' | 'readFailed';
interface Expected {
  phase: Phase;
  route: { tab: string | null };
  folders: string[];
  today: string | null;
  wanted: string | null;
  shown: { anchor: string; tab: string | null; rows: unknown[] } | null;
  /** What the step asks the server for, if it asks. */
  read: { period: { from: string; to: string } | null; folders: string[] } | null;
  raised: boolean;
}
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));
const inPeriod = (phase: Phase) => phase === 'shown' || phase === 'reading' || phase === 'readFailed';

/** The contract's answer to `event` from `before`. */
function next(before: Expected, event: { type: string } & Record<string, unknown>): Expected {
  const after: Expected = { ...before, read: null, raised: false };
  const readPeriod = (state: Expected): Expected => ({
    ...state,
    phase: 'reading',
    read: { period: periodOf(state.wanted!, state.route.tab), folders: state.folders },
  });
  switch (event.type) {
    case 'xstate.done.actor.loadPlanning': {
      const { today, rows } = event.output as typeof FIRST;
      return { ...after, phase: 'shown', today, wanted: today, shown: { anchor: today, tab: before.route.tab, rows } };
    }
    case 'xstate.done.actor.readPeriod':
      return {
        ...after,
        phase: 'shown',
        shown: { anchor: before.wanted!, tab: before.route.tab, rows: (event.output as typeof LATER).rows },
      };
    case 'xstate.error.actor.loadPlanning':
      return { ...after, phase: 'loadFailed', raised: true };
    case 'xstate.error.actor.readPeriod':
      return { ...after, phase: 'readFailed', raised: true };
    case 'LOAD.RETRY':
      if (before.phase === 'loadFailed') return { ...after, phase: 'loading', read: { period: null, folders: before.folders } };
      return before.phase === 'readFailed' ? readPeriod(after) : after;
    case 'PERIOD.PREVIOUS':
    case 'PERIOD.NEXT': {
      if (!inPeriod(before.phase)) return after;
      const step = event.type === 'PERIOD.NEXT' ? 1 : -1;
      const wanted = before.route.tab === 'month' ? plusMonths(before.wanted!, step) : plusDays(before.wanted!, 7 * step);
      return readPeriod({ ...after, wanted });
    }
    case 'PERIOD.TODAY':
      return inPeriod(before.phase) ? readPeriod({ ...after, wanted: before.today }) : after;
    case 'ROUTE.CHANGED': {
      const moved = { ...after, route: event.route as Expected['route'] };
      return inPeriod(before.phase) && moved.route.tab !== before.route.tab ? readPeriod(moved) : moved;
    }
    case 'AGENCY_FOLDERS.CHANGED': {
      const ids = event.ids as string[];
      if (sameSet(ids, before.folders)) return after;
      const chosen = { ...after, folders: [...ids] };
      return inPeriod(before.phase) ? readPeriod(chosen) : { ...chosen, phase: 'loading', read: { period: null, folders: chosen.folders } };
    }
    default:
      return after;
  }
}

const START: Expected = {
  phase: 'loading',
  route: INPUT.route,
  folders: FOLDERS,
  today: null,
  wanted: null,
  shown: null,
  read: { period: null, folders: FOLDERS },
  raised: false,
};

/** Each path's expected states, step by step. */
const expectations = new WeakMap<object, Expected[]>();
type Context = { route: { tab: string | null }; folders: string[]; today: string | null; wanted: string | null; shown: Expected['shown'] };
const contextOf = (snapshot: unknown) => (snapshot as { context: Context }).context;

const PHASE_STATE: Record<Phase, string> = {
  loading: 'agencyPlanning.loading',
  loadFailed: 'agencyPlanning.loadFailed',
  shown: 'agencyPlanning.period.shown',
  reading: 'agencyPlanning.period.reading',
  readFailed: 'agencyPlanning.period.readFailed',
};

/** In every state: where the contract says this step leads, what it reads, what it tells the error dialog. */
function expectContract(check: Parameters<Oracle<typeof agencyPlanningMachine>[string]>[0], phase: Phase) {
  const history = expectations.get(check.path) ?? [];
  expectations.set(check.path, history);
  const expected = check.index === 0 ? START : next(history[check.index - 1], check.event as never);
  history[check.index] = expected;
  expect(check.stateId).toBe(PHASE_STATE[expected.phase]);
  expect(phase).toBe(expected.phase);
  const context = contextOf(check.snapshot);
  expect(context.route).toEqual(expected.route);
  expect([...context.folders].sort()).toEqual([...expected.folders].sort());
  expect(context.today).toBe(expected.today);
  expect(context.wanted).toBe(expected.wanted);
  expect(context.shown).toEqual(expected.shown);
  // A read is asked for exactly when the contract says, with the period and the folders it says.
  if (expected.read) expect(check.invocations.at(-1)).toMatchObject({ src: 'loadPlanning', input: expected.read });
  if (check.entered !== Boolean(expected.read) && (phase === 'loading' || phase === 'reading'))
    throw new Error(`in ${phase}: a read ${check.entered ? 'started' : 'expected'} after ${check.event.type}`);
  expect(check.sent).toEqual(
    expected.raised
      ? [
          {
            to: 'parent',
            event: {
              type: 'FAILURE.RAISED',
              failure: { source: 'screen', call: 'getAgencyPlanning', message: 'Planning indisponible', retry: { type: 'LOAD.RETRY' } },
            },
          },
        ]
      : [],
  );
}

const oracle: Oracle<typeof agencyPlanningMachine> = {
  'agencyPlanning.loading': (check) => expectContract(check, 'loading'),
  'agencyPlanning.loadFailed': (check) => expectContract(check, 'loadFailed'),
  // A period shows from the first answer on, whatever is read after.
  'agencyPlanning.period': (check) => expect(contextOf(check.snapshot).shown).not.toBeNull(),
  'agencyPlanning.period.shown': (check) => expectContract(check, 'shown'),
  'agencyPlanning.period.reading': (check) => expectContract(check, 'reading'),
  'agencyPlanning.period.readFailed': (check) => expectContract(check, 'readFailed'),
};

const ignores: IgnoredEvents<typeof agencyPlanningMachine> = {
  // Nothing pushed reads the planning again (the contract names no category).
  agencyPlanning: ['NOTIFICATION.RECEIVED'],
  // Nothing shows yet: no period to move from; the read under way is not retried.
  'agencyPlanning.loading': ['LOAD.RETRY', 'PERIOD.PREVIOUS', 'PERIOD.NEXT', 'PERIOD.TODAY'],
  'agencyPlanning.loadFailed': ['PERIOD.PREVIOUS', 'PERIOD.NEXT', 'PERIOD.TODAY'],
  // Retry only after a failure.
  'agencyPlanning.period.shown': ['LOAD.RETRY'],
  'agencyPlanning.period.reading': ['LOAD.RETRY'],
};

const model = createModel(agencyPlanningMachine, {
  input: INPUT,
  oracle,
  ignores,
  events: {
    'xstate.done.actor.loadPlanning': [{ output: FIRST }],
    'xstate.error.actor.loadPlanning': [{ error: httpFailure(500, 'Planning indisponible') }],
    'xstate.done.actor.readPeriod': [{ output: LATER }],
    'xstate.error.actor.readPeriod': [{ error: httpFailure(500, 'Planning indisponible') }],
    'ROUTE.CHANGED': [{ route: route('month') }, { route: route('week') }],
    // The same selection in another order, and another one.
    'AGENCY_FOLDERS.CHANGED': [{ ids: ['f-par', 'f-lyo'] }, { ids: ['f-par'] }],
    'NOTIFICATION.RECEIVED': [{ notification: { id: 'n-1', type: 'contractToSign', category: 'contracts' } }],
  },
  // The day asked for is any date: the vertices tell apart the tab and the folders (the guards read
  // them), whether today is the day asked for, and whether a period shows.
  serializeState: (snapshot) => {
    const context = contextOf(snapshot);
    return JSON.stringify({
      value: snapshot.value,
      tab: context.route.tab,
      folders: [...context.folders].sort(),
      onToday: context.wanted === TODAY,
      shown: context.shown?.tab ?? null,
    });
  },
});

const PATHS = model.paths();

describe('agencyPlanning model', () => {
  for (const path of PATHS) it(path.description, () => model.replay(path));
});

// ---- Through the view ------------------------------------------------------------------------

const FR = JSON.parse(readFileSync(join(process.cwd(), 'public/i18n/core/fr.json'), 'utf8'));
let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({ lng: 'fr', resources: { fr: { translation: FR } }, interpolation: { escapeValue: false } });
});
afterEach(() => cleanup());

/** The days the grid shows: the month's, or the French week (from Monday) holding `anchor`. */
function daysShown(anchor: string, tab: string | null): string[] {
  if (tab === 'month') {
    const { from, to } = periodOf(anchor, 'month');
    const days: string[] = [];
    for (let day = from; day <= to; day = plusDays(day, 1)) days.push(day);
    return days;
  }
  const monday = plusDays(anchor, -((utc(anchor).getUTCDay() + 6) % 7));
  return Array.from({ length: 7 }, (_, index) => plusDays(monday, index));
}
const worked = (date: string, m: { startDate: string; endDate: string }) =>
  m.startDate <= date && date <= m.endDate && ![0, 6].includes(utc(date).getUTCDay());

describe('agencyPlanning view: what a person sees at each step of the chart', () => {
  for (const path of chartCover(PATHS)) {
    it(path.description, () =>
      model.replay(path, {
        onStart: ({ actor }) =>
          render(
            <I18nextProvider i18n={i18n}>
              <AgencyPlanningScreen actorRef={actor as never} />
            </I18nextProvider>,
          ).container,
        onStep: (live) => {
          const snapshot = live as unknown as AnyMachineSnapshot;
          const root = document.body.querySelector<HTMLElement>('[data-machine="agencyPlanning"]')!;
          const text = root.textContent ?? '';
          const busy = snapshot.matches('loading') || snapshot.matches({ period: 'reading' });
          expect(root.getAttribute('aria-busy')).toBe(busy ? 'true' : null);
          if (snapshot.matches('loading')) expect(text).toContain('Chargement…');
          if (snapshot.matches('loadFailed')) expect(text).toContain('Le planning n’a pas pu être chargé.');
          if (snapshot.matches({ period: 'reading' })) expect(text).toContain('Chargement de la période demandée');
          if (snapshot.matches({ period: 'readFailed' })) expect(text).toContain('La période demandée n’a pas pu être chargée');
          const shown = contextOf(snapshot).shown;
          expect(root.querySelector('h3') !== null).toBe(shown !== null);
          if (!shown) return;
          // The period shown, its workers at work, one row each; one tab stop; names as text.
          const days = daysShown(shown.anchor, shown.tab);
          const rows = (shown.rows as typeof FIRST.rows).filter((row) => days.some((day) => row.missions.some((m) => worked(day, m))));
          const title = root.querySelector('h3')!.textContent;
          if (shown.tab === 'month')
            expect(title).toBe(
              new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utc(shown.anchor)),
            );
          else expect(title).toMatch(/^Semaine du \d+ \S+ au \d+ \S+ \d{4}$/);
          const grid = root.querySelector('[role="grid"]');
          if (rows.length === 0) {
            expect(grid).toBeNull();
            expect(text).toContain('Aucun intérimaire en mission sur cette période.');
            return;
          }
          expect([...grid!.querySelectorAll('tbody th')].map((th) => th.textContent)).toEqual(rows.map((row) => row.workerName));
          const cells = [...grid!.querySelectorAll('tbody tr:first-child [role="gridcell"]')].map((cell) => cell.getAttribute('data-date'));
          expect(cells).toEqual(days);
          expect(grid!.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
          expect(root.querySelector('b, i')).toBeNull();
        },
      }),
    );
  }
});

describe('agencyPlanning: what the paths above do not show', () => {
  it('a user without a folder selection (absent from the input) reads every folder of theirs: no folder is named', async () => {
    const reads: unknown[] = [];
    const actor = createActor(
      agencyPlanningMachine.provide({
        actors: {
          loadPlanning: fromPromise(async ({ input }) => {
            reads.push(input);
            return FIRST;
          }),
        },
      }),
      { input: { route: route('week'), user: {} as never, tenant: 'alpha' } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('period'));
    expect(reads).toEqual([{ period: null, folders: [] }]);
  });
});

describe('the planning as declared', () => {
  it('its own machine under the planning entry, for internal users, on the week by default', () => {
    expect(agencyPlanningScreen).toMatchObject({
      id: 'agencyPlanning',
      paths: ['/temporary-workers/planning'],
      userTypes: ['internalUser'],
      tabs: 'planning',
      defaultTab: 'week',
      machine: 'own',
    });
  });
});

publishJourneys('agencyPlanning', { model });

it('gate: every state, transition, named action and sneak path of the agency’s planning', () => assertJointCoverage([model]));
