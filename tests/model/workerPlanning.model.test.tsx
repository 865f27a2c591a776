// @vitest-environment happy-dom
// A worker's planning (docs/screens/workerPlanning.md): its own machine, checked at every step by an
// oracle written from the screen contract: one read (a detail of the families: loading, shown, a
// failed read raised to the error dialog whose Retry reads again), the planning opening on the
// server's today, and the moves: a month or a week back and forth (the day kept, or the month's last),
// back to today, a day chosen, the focus moved by days; month and week keep the focused day. Then the
// paths through the view, in French.
import { afterEach, beforeAll, describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { cleanup, render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate';
import { workerPlanningMachine } from '../../machines/workerPlanning/workerPlanning.machine';
import { workerPlanningScreen } from '../../machines/screens/workerPlanning.screen';
import WorkerPlanningScreen from '../../src/views/screens/workerPlanning/WorkerPlanningScreen';
import { assertJointCoverage, createModel, expectEffect, expectNoEffect, type IgnoredEvents, type Oracle } from './harness';
import { publishJourneys } from './journeys';
import { httpFailure } from './notificationFixtures';

// ---- The contract, written out ---------------------------------------------------------------

/** Calendar arithmetic with the platform's own dates (not the machine's). */
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
const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && iso(utc(text)) === text;

// The last day of a month, so that a month's move shows the clamping.
const TODAY = '2027-01-31';
const mission = (id: string, from: string, to: string, position: string) => ({
  id,
  clientName: 'Logistique <b>Rhône</b>',
  establishmentName: 'Plateforme de Saint-Priest',
  address: '4 allée du Levant, 69800 Saint-Priest',
  position,
  startDate: from,
  endDate: to,
  weeklyHours: 35,
  dayStart: '08:00',
  dayEnd: '15:30',
  breakMinutes: 30,
});
const PLANNING = {
  today: TODAY,
  missions: [
    mission('m-1', '2026-11-02', '2026-12-11', 'Préparateur de commandes'),
    mission('m-2', '2027-01-04', '2027-02-19', 'Cariste CACES 3'),
  ],
};

const route = (tab: 'month' | 'week') => ({ path: `/temporary-workers/planning/${tab}`, params: {}, tab });
const INPUT = { route: route('week'), user: {} as never, tenant: 'alpha' };

type Context = { route: { tab: string }; planning: typeof PLANNING | null; focus: string | null };
const contextOf = (snapshot: unknown) => (snapshot as { context: Context }).context;
/** The focused day the contract expects after this step's event, from the one before. */
function expectedFocus(before: Context, event: { type: string; days?: number; date?: string }): string | null {
  if (before.focus === null) return event.type === 'xstate.done.actor.loadPlanning' ? TODAY : null;
  const month = before.route.tab === 'month';
  switch (event.type) {
    case 'PERIOD.PREVIOUS':
      return month ? plusMonths(before.focus, -1) : plusDays(before.focus, -7);
    case 'PERIOD.NEXT':
      return month ? plusMonths(before.focus, 1) : plusDays(before.focus, 7);
    case 'PERIOD.TODAY':
      return TODAY;
    case 'DAY.FOCUS':
      return isDate(event.date!) ? event.date! : before.focus;
    case 'DAY.MOVE':
      return Number.isInteger(event.days) ? plusDays(before.focus, event.days!) : before.focus;
    default:
      return before.focus;
  }
}

/** Each path's live contexts, step by step (the generated path's own snapshots stand for any snapshot of their vertex). */
const lived = new WeakMap<object, Context[]>();

const oracle: Oracle<typeof workerPlanningMachine> = {
  // Everywhere: the route is the last one heard; the focus moves as the contract says; nothing is read but on entering loading.
  workerPlanning: (check) => {
    const now = contextOf(check.snapshot);
    const history = lived.get(check.path) ?? [];
    lived.set(check.path, history);
    history[check.index] = now;
    const before = check.index > 0 ? history[check.index - 1] : null;
    if (check.event.type === 'ROUTE.CHANGED') expect(now.route).toEqual((check.event as unknown as { route: unknown }).route);
    else expect(now.route).toEqual(before?.route ?? INPUT.route);
    if (before) expect(now.focus).toBe(expectedFocus(before, check.event as never));
  },
  'workerPlanning.loading': (check) => {
    expect(contextOf(check.snapshot).planning).toBeNull();
    if (check.entered) expect(check.invocations.at(-1)).toMatchObject({ src: 'loadPlanning' });
  },
  'workerPlanning.loadFailed': (check) => {
    if (check.entered) {
      expect(check.sent).toEqual([
        {
          to: 'parent',
          event: {
            type: 'FAILURE.RAISED',
            failure: { source: 'screen', call: 'getWorkerPlanning', message: 'Planning indisponible', retry: { type: 'LOAD.RETRY' } },
          },
        },
      ]);
      expectEffect(check, 'raiseFailure');
    } else expectNoEffect(check, 'raiseFailure');
  },
  'workerPlanning.shown': (check) => {
    expect(contextOf(check.snapshot).planning).toEqual(PLANNING);
    expect(check.sent).toEqual([]);
  },
};

// The data region reads, the person moves: each state hears only its own (screens/README.md "Detail").
const ignores: IgnoredEvents<typeof workerPlanningMachine> = {
  // Nothing pushed reads the planning again.
  workerPlanning: ['NOTIFICATION.RECEIVED'],
  'workerPlanning.loading': ['LOAD.RETRY', 'PERIOD.PREVIOUS', 'PERIOD.NEXT', 'PERIOD.TODAY', 'DAY.FOCUS', 'DAY.MOVE'],
  'workerPlanning.loadFailed': ['PERIOD.PREVIOUS', 'PERIOD.NEXT', 'PERIOD.TODAY', 'DAY.FOCUS', 'DAY.MOVE'],
  'workerPlanning.shown': ['LOAD.RETRY'],
};

const model = createModel(workerPlanningMachine, {
  input: INPUT,
  oracle,
  ignores,
  events: {
    'xstate.done.actor.loadPlanning': [{ output: PLANNING }],
    'xstate.error.actor.loadPlanning': [{ error: httpFailure(500, 'Planning indisponible') }],
    'ROUTE.CHANGED': [{ route: route('month') }, { route: route('week') }],
    'NOTIFICATION.RECEIVED': [{ notification: { id: 'n-1', type: 'contractToSign', category: 'contracts' } }],
    'DAY.FOCUS': [{ date: '2027-03-31' }, { date: '2027-02-30' }],
    'DAY.MOVE': [{ days: 1 }, { days: -7 }, { days: 1.5 }],
  },
  // The focused day is any date: the vertices tell apart the tab (the guard reads it) and whether the focus is on today.
  serializeState: (snapshot) => {
    const context = contextOf(snapshot);
    return JSON.stringify({
      value: snapshot.value,
      tab: context.route.tab,
      read: context.planning !== null,
      onToday: context.focus === TODAY,
    });
  },
});

describe('workerPlanning model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

describe('workerPlanning: what the paths above do not show', () => {
  it('a month back from 31 March is 28 February, or 29 in a leap year; a week back crosses the year', async () => {
    const planning = (today: string) =>
      createActor(workerPlanningMachine.provide({ actors: { loadPlanning: fromPromise(async () => ({ ...PLANNING, today })) } }), {
        input: INPUT,
      });
    const focusAfter = async (today: string, tab: 'month' | 'week', type: 'PERIOD.PREVIOUS' | 'PERIOD.NEXT') => {
      const actor = planning(today).start();
      await waitFor(actor, (snapshot) => snapshot.matches('shown'));
      actor.send({ type: 'ROUTE.CHANGED', route: route(tab) });
      actor.send({ type });
      return actor.getSnapshot().context.focus;
    };
    expect(await focusAfter('2028-03-31', 'month', 'PERIOD.PREVIOUS')).toBe('2028-02-29');
    expect(await focusAfter('2027-03-31', 'month', 'PERIOD.PREVIOUS')).toBe('2027-02-28');
    expect(await focusAfter('2027-01-31', 'month', 'PERIOD.NEXT')).toBe('2027-02-28');
    expect(await focusAfter('2027-01-03', 'week', 'PERIOD.PREVIOUS')).toBe('2026-12-27');
    expect(await focusAfter('2026-12-31', 'month', 'PERIOD.NEXT')).toBe('2027-01-31');
  });
});

// ---- Through the view ------------------------------------------------------------------------

const FR = JSON.parse(readFileSync(join(process.cwd(), 'public/i18n/core/fr.json'), 'utf8'));
let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({ lng: 'fr', resources: { fr: { translation: FR } }, interpolation: { escapeValue: false } });
});
afterEach(() => cleanup());

const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];

describe('workerPlanning view: what a person sees in each state', () => {
  for (const path of model.paths()) {
    it(path.description, () =>
      model.replay(path, {
        onStart: ({ actor }) =>
          render(
            <I18nextProvider i18n={i18n}>
              <WorkerPlanningScreen actorRef={actor as never} />
            </I18nextProvider>,
          ).container,
        onStep: (live) => {
          const snapshot = live as unknown as AnyMachineSnapshot;
          const root = document.body.querySelector<HTMLElement>('[data-machine="workerPlanning"]')!;
          expect(root.dataset.state).toBe(String(snapshot.value));
          const text = root.textContent ?? '';
          if (snapshot.matches('loading')) expect(root.getAttribute('aria-busy')).toBe('true');
          if (snapshot.matches('loadFailed')) expect(text).toContain('Votre planning n’a pas pu être chargé.');
          if (!snapshot.matches('shown')) return;
          const { focus, route: where } = contextOf(snapshot) as { focus: string; route: { tab: string } };
          // One tab stop: the focused day, selected; a French week starts on Monday.
          const stops = root.querySelectorAll('[role="grid"] button[tabindex="0"]');
          expect([...stops].map((button) => button.getAttribute('data-date'))).toEqual([focus]);
          expect(stops[0].closest('[role="gridcell"]')!.getAttribute('aria-selected')).toBe('true');
          const days = [...root.querySelectorAll('[role="grid"] button[data-date]')].map((button) => button.getAttribute('data-date')!);
          expect(utc(days[0]).getUTCDay()).toBe(1);
          if (where.tab === 'month') {
            expect(days.length % 7).toBe(0);
            expect(days).toContain(`${focus.slice(0, 7)}-01`);
            expect(root.querySelector('h3')!.textContent).toBe(
              new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utc(focus)),
            );
          } else {
            expect(days).toHaveLength(7);
            expect(days).toContain(focus);
          }
          // The focused day below, its mission as text; a Saturday or a day outside the missions has none.
          const detail = root.querySelector('.planning__detail')!;
          expect(detail.querySelector('h4')!.textContent).toContain(WEEKDAYS[utc(focus).getUTCDay()]);
          const held = PLANNING.missions.filter(
            (m) => m.startDate <= focus && focus <= m.endDate && ![0, 6].includes(utc(focus).getUTCDay()),
          );
          expect([...detail.querySelectorAll('.planning__mission-name')].map((p) => p.textContent)).toEqual(
            held.map((m) => `${m.position} chez Logistique <b>Rhône</b>`),
          );
          if (held.length === 0) expect(detail.textContent).toContain('Pas de mission');
          expect(root.querySelector('b')).toBeNull();
          // Every mission, ended, under way or to come on the server's today.
          expect([...root.querySelectorAll('.planning__missions li')].map((li) => li.getAttribute('data-status'))).toEqual([
            'ended',
            'current',
          ]);
        },
      }),
    );
  }
});

describe('the planning as declared', () => {
  it('their own machine on /temporary-workers for workers, the planning’s month and week, the week by default', () => {
    expect(workerPlanningScreen).toMatchObject({
      id: 'workerPlanning',
      paths: ['/temporary-workers'],
      userTypes: ['worker'],
      tabs: 'planning',
      defaultTab: 'week',
      machine: 'own',
    });
  });
});

publishJourneys('workerPlanning', { model });

it('gate: every state, transition, named action and sneak path of the worker’s planning', () => assertJointCoverage([model]));
