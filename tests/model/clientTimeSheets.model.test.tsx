// @vitest-environment happy-dom
// The client's time sheets (docs/screens/clientTimeSheets.md): the list family with two actions,
// checked at every step by the families' oracle (tests/model/families/screenOracle.ts) with the facts
// of the screen contract written out here: 20 weeks a page read from getClientTimeSheets, read again
// on a push of the time-sheets category; `approve` (the weeks ticked, one field per week valued
// "ticked", at least one and at most 100; confirmed; its body the weeks ticked in the order they were
// ticked; the tab read again) and `dispute` (a reason of 10 to 500 characters once trimmed, sent
// trimmed; the tab read again), both only on a week sent and not answered, both kept as drafts. Two
// focused models share the oracle: the data and the actions. Then the action paths through the view,
// each state checked on screen in French, and the rules at their edges.
import { afterEach, beforeAll, describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { cleanup, fireEvent } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { AnyMachineSnapshot } from 'xstate';
import type { KeptActionDraft } from '../../machines/families/action';
import type { ScreenPage } from '../../machines/families/screen';
import {
  approvalProblems,
  clientTimeSheetsMachine,
  disputeProblems,
  reasonLength,
} from '../../machines/clientTimeSheets/clientTimeSheets.machine';
import { clientTimeSheetsScreen } from '../../machines/screens/clientTimeSheets.screen';
import ClientTimeSheetsScreen from '../../src/views/screens/clientTimeSheets/ClientTimeSheetsScreen';
import { assertJointCoverage, chartCover, createModel, pathMentions } from './harness';
import { publishJourneys } from './journeys';
import { screenIgnores, screenOracle, type ScreenFacts } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';
import { renderScreen, shellI18n, textOf } from './deskFixtures';

type Draft = Readonly<Record<string, string>>;
type Day = { date: string; start: string | null; end: string | null; breakMinutes: number | null };

// ---- The contract's facts, written out -------------------------------------------------------

/** "The weeks ticked": the fields valued `ticked`, in the order they were ticked. */
const ticked = (draft: Draft) =>
  Object.entries(draft)
    .filter(([, value]) => value === 'ticked')
    .map(([id]) => id);
/** "10 to 500 characters once the blanks around it are trimmed, an accent or an emoji counting one." */
const reasonOk = (reason: string | undefined) => {
  const length = Array.from((reason ?? '').trim()).length;
  return length >= 10 && length <= 500;
};
const waiting = (item: Readonly<Record<string, unknown>>) => item.status === 'submitted';

const FACTS: ScreenFacts = {
  id: 'clientTimeSheets',
  family: 'list',
  load: 'getClientTimeSheets',
  pageSize: 20,
  refreshOn: ['timeSheets'],
  actions: {
    approve: {
      call: 'approveClientTimeSheets',
      on: 'item',
      confirm: true,
      allowedFor: waiting,
      form: {
        initial: (item) => ({ [item!.id]: 'ticked' }),
        valid: (draft) => ticked(draft).length >= 1 && ticked(draft).length <= 100,
        body: (draft) => ({ ids: ticked(draft) }),
      },
      effect: 'reload',
    },
    dispute: {
      call: 'disputeClientTimeSheet',
      on: 'item',
      allowedFor: waiting,
      form: {
        initial: () => ({ reason: '' }),
        valid: (draft) => reasonOk(draft.reason),
        body: (draft) => ({ reason: draft.reason.trim() }),
      },
      effect: 'reload',
    },
  },
};

// ---- The weeks -------------------------------------------------------------------------------

const MONDAY = '2026-11-16';
const worked = (date: string): Day => ({ date, start: '08:00', end: '15:30', breakMinutes: 30 });
const off = (date: string): Day => ({ date, start: null, end: null, breakMinutes: null });
const sheet = (id: string, status: string, workerName: string, extra: Record<string, unknown> = {}) => ({
  id,
  missionId: 'm-alpha-2',
  weekStart: MONDAY,
  weekEnd: '2026-11-22',
  clientName: 'Logistique Rhône',
  establishmentName: 'Plateforme de Saint-Priest',
  position: 'Cariste CACES 3',
  plannedHours: 35,
  status,
  days: [worked(MONDAY), worked('2026-11-17'), off('2026-11-18')],
  disputeReason: null,
  submittedAt: '2026-11-23T09:12:00Z',
  answeredAt: null,
  // A tag from the server stays text.
  workerName,
  ...extra,
});
const A = sheet('ts-a', 'submitted', 'Jean <b>Dupont</b>');
const B = sheet('ts-b', 'submitted', 'Inès Moreau');
const C = sheet('ts-c', 'approved', 'Jean <b>Dupont</b>', { answeredAt: '2026-11-24T14:05:00Z' });
const D = sheet('ts-d', 'disputed', 'Inès Moreau', {
  disputeReason: 'Vendredi : départ à 15 h 30, pas à 17 h 00.',
  answeredAt: '2026-11-24T14:05:00Z',
});

const route = (tab: string, path = `/time-sheets/${tab === 'toApprove' ? 'to-approve' : tab}`) => ({ path, params: {}, tab });
const INPUT = { route: route('toApprove'), user: { roles: ['clientUser'] } as never, tenant: 'alpha' };

const FIRST = { items: [A, B, ...Array.from({ length: 18 }, (_, n) => sheet(`ts-more-${n}`, 'submitted', 'Luc Petit'))], total: 21 };
const NEXT = { items: [sheet('ts-last', 'submitted', 'Luc Petit')], total: 21 };
const NONE = { items: [], total: 0 };
const ACTION_PAGE = { items: [A, B, C, D], total: 4 };

const REASON = '  Vendredi : départ à 15 h 30, pas à 17 h 00.  ';
const KEPT_APPROVAL = { action: 'approve', targetId: 'ts-a', draft: { 'ts-a': 'ticked', 'ts-b': 'ticked' } };
const KEPT_ON_ANSWERED = { action: 'dispute', targetId: 'ts-c', draft: { reason: REASON } };
const APPROVE_BOTH = { action: 'approve', targetId: 'ts-a', body: { ids: ['ts-a', 'ts-b'] }, params: {} };

const dataModel = createModel(clientTimeSheetsMachine, {
  input: INPUT,
  oracle: screenOracle(FACTS, INPUT),
  ignores: screenIgnores(FACTS),
  events: {
    'xstate.done.actor.loadPage': [{ output: FIRST }, { output: NEXT }, { output: NONE }],
    'xstate.error.actor.loadPage': [{ error: httpFailure(500, 'Relevés indisponibles') }],
    'ROUTE.CHANGED': [{ route: route('approved') }, { route: route('toApprove', '/Time-Sheets/to-approve/') }],
    'NOTIFICATION.RECEIVED': [
      { notification: { id: 'n-1', type: 'timeSheetToValidate', category: 'timeSheets' } },
      { notification: { id: 'n-2', type: 'invoiceAvailable', category: 'invoices' } },
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

const actionModel = createModel(clientTimeSheetsMachine, {
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
    'xstate.done.actor.readDraft': [{ output: null }, { output: KEPT_APPROVAL }, { output: KEPT_ON_ANSWERED }],
    'xstate.error.actor.readDraft': [{ error: new Error('storage') }],
    // Both answers read the tab again: what they answer is not shown.
    'xstate.done.actor.perform': [{ output: undefined }],
    'xstate.error.actor.perform': [{ error: httpFailure(409, 'Cette semaine n’attend plus votre réponse.') }],
    'ACTION.START': [
      { action: 'approve', id: 'ts-a' },
      { action: 'dispute', id: 'ts-b' },
      // An answered week offers neither; an unknown week nothing.
      { action: 'approve', id: 'ts-c' },
      { action: 'dispute', id: 'ts-d' },
      { action: 'approve', id: 'ts-unknown' },
    ],
    'ACTION.CHANGE': [
      { field: 'ts-b', value: 'ticked' },
      { field: 'ts-a', value: '' },
      { field: 'reason', value: REASON },
      // Nine characters: too short.
      { field: 'reason', value: ' Vendredi ' },
    ],
    'ACTION.RETRY': [{ request: APPROVE_BOTH }],
  },
});

describe('clientTimeSheets model: data', () => {
  for (const path of dataModel.paths()) it(path.description, () => dataModel.replay(path));
});

describe('clientTimeSheets model: actions', () => {
  for (const path of actionModel.paths()) it(path.description, () => actionModel.replay(path));
});

describe('the rules at their edges (docs/screens/clientTimeSheets.md "The rules")', () => {
  it('a reason: required, 10 to 500 characters once trimmed, an accent or an emoji counting one', () => {
    expect(disputeProblems({})).toEqual({ reason: 'required' });
    expect(disputeProblems({ reason: '   ' })).toEqual({ reason: 'required' });
    expect(disputeProblems({ reason: ' 123456789 ' })).toEqual({ reason: 'tooShort' });
    expect(disputeProblems({ reason: ' 1234567890 ' })).toEqual({});
    expect(disputeProblems({ reason: 'é'.repeat(500) })).toEqual({});
    expect(disputeProblems({ reason: '😀'.repeat(500) })).toEqual({});
    expect(disputeProblems({ reason: 'é'.repeat(501) })).toEqual({ reason: 'tooLong' });
    expect(reasonLength('  😀 à  ')).toBe(3);
  });
  it('an approval: one week ticked at least, 100 at most; an unticked week does not count', () => {
    const weeks = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, n) => [`ts-${n}`, 'ticked']));
    expect(approvalProblems({})).toEqual({ selection: 'noneTicked' });
    expect(approvalProblems({ 'ts-a': '' })).toEqual({ selection: 'noneTicked' });
    expect(approvalProblems({ 'ts-a': '', 'ts-b': 'ticked' })).toEqual({});
    expect(approvalProblems(weeks(100))).toEqual({});
    expect(approvalProblems(weeks(101))).toEqual({ selection: 'tooMany' });
  });
});

// ---- Through the view ------------------------------------------------------------------------

let fr: I18n;
beforeAll(async () => {
  fr = await shellI18n('fr');
});
afterEach(() => cleanup());

type Under = { name: string; targetId: string; draft: Draft | null; showProblems: boolean; draftRestored: boolean } | null;
const root = () => document.body.querySelector<HTMLElement>('[data-machine="clientTimeSheets"]')!;
const cardOf = (id: string) => document.body.querySelector<HTMLElement>(`[data-item="${id}"]`);
const boxOf = (id: string) => cardOf(id)?.querySelector<HTMLInputElement>('input[type="checkbox"]') ?? null;
const bar = () => document.body.querySelector<HTMLElement>('[data-approval]');
const buttonIn = (scope: ParentNode | null | undefined, name: RegExp) =>
  [...(scope?.querySelectorAll('button') ?? [])].find((button) => name.test(button.getAttribute('aria-label') ?? button.textContent ?? ''));
const STATUS: Record<string, string> = { submitted: 'À valider', approved: 'Validée', disputed: 'Contestée, en attente de correction' };

function checkScreen(snapshot: AnyMachineSnapshot) {
  const {
    items,
    total,
    action: under,
    outcome,
  } = snapshot.context as {
    items: ReturnType<typeof sheet>[];
    total: number;
    action: Under;
    outcome: { action: string } | null;
  };
  const at = (state: string) => snapshot.matches({ action: state });
  const text = textOf(root());
  if (snapshot.matches({ data: 'loading' })) expect(text).toContain('Chargement…');
  const approving = under?.name === 'approve' && !at('idle');
  const disputing = under?.name === 'dispute' && !at('idle') ? under.targetId : null;
  const confirmingApproval = approving && (at('confirming') || at('pending'));
  // The approval's bar: the count and the total, or the question.
  expect(Boolean(bar()), 'the approval bar').toBe(approving);
  if (approving) {
    const count = ticked(under.draft!).length;
    if (confirmingApproval) {
      expect(textOf(bar())).toContain(count === 1 ? 'Valider 1 semaine (' : `Valider ${count} semaines (`);
    } else {
      expect(textOf(bar())).toContain(
        count === 0 ? 'Cochez les semaines à valider' : count === 1 ? '1 semaine sélectionnée' : `${count} semaines sélectionnées`,
      );
      if (under.showProblems && count === 0) expect(textOf(bar())).toContain('Cochez au moins une semaine à valider.');
    }
    if (under.draftRestored) expect(textOf(bar())).toContain('Vos modifications non enregistrées ont été reprises.');
  }
  if (outcome && at('idle'))
    expect(text).toContain(
      outcome.action === 'approve'
        ? 'Semaines validées. Les intérimaires en sont avertis.'
        : 'Semaine contestée. L’intérimaire en est averti et peut la corriger.',
    );
  else expect(text).not.toMatch(/Semaines validées|Semaine contestée\./);
  if (!snapshot.matches({ data: 'loaded' }) && !snapshot.matches({ data: 'refreshing' })) return;
  expect([...root().querySelectorAll('[data-item]')].map((li) => li.getAttribute('data-item'))).toEqual(items.map((item) => item.id));
  expect(root().querySelector('b')).toBeNull();
  expect(text).toContain(`${items.length} sur ${total}`);
  for (const item of items) {
    const card = cardOf(item.id)!;
    expect(textOf(card)).toContain(item.workerName);
    expect(textOf(card.querySelector('.client-week__status'))).toBe(STATUS[item.status]);
    if (item.status === 'disputed') expect(textOf(card)).toContain(String(item.disputeReason));
    // A week waiting has its box, ticked as the approval holds it, usable unless a dispute or the question is open.
    const box = boxOf(item.id);
    expect(Boolean(box), `${item.id} has a box`).toBe(waiting(item));
    if (box) {
      expect(box.checked, `${item.id} ticked`).toBe(approving && under.draft![item.id] === 'ticked');
      expect(box.disabled, `${item.id} box disabled`).toBe(!(at('idle') || (approving && !confirmingApproval)));
    }
    expect(Boolean(buttonIn(card, /^Contester la semaine/)), `${item.id} offers a dispute`).toBe(at('idle') && waiting(item));
    const form = card.querySelector('form');
    expect(Boolean(form), `${item.id} shows the dispute`).toBe(disputing === item.id);
    if (form) {
      expect(form.querySelector('textarea')!.value).toBe(under!.draft!.reason);
      const problem = form.querySelector('.form-error');
      expect(Boolean(problem), 'the reason’s problem').toBe(Boolean(under!.showProblems) && !reasonOk(under!.draft!.reason));
      if (under!.draftRestored) expect(textOf(form)).toContain('Vos modifications non enregistrées ont été reprises.');
    }
  }
}

// The action paths that take every step of the region's chart: each replayed through the view.
const VIEW_PATHS = chartCover(actionModel.paths());

describe('clientTimeSheets view: what a person sees in each state, in French', () => {
  it('replays paths of both actions', () => {
    expect(VIEW_PATHS.filter((path) => pathMentions(path, '"approve"')).length).toBeGreaterThan(0);
    expect(VIEW_PATHS.filter((path) => pathMentions(path, '"dispute"')).length).toBeGreaterThan(0);
  });
  for (const path of VIEW_PATHS) {
    it(path.description, () =>
      actionModel.replay(path, {
        onStart: ({ actor }) => renderScreen(fr, <ClientTimeSheetsScreen actorRef={actor as never} />),
        onStep: (live) => checkScreen(live as unknown as AnyMachineSnapshot),
        // The person's events through the view: the boxes, the buttons, the reason.
        send: (event, { actor }) => {
          const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
          const under = (snapshot.context as { action: Under }).action;
          const step = event as { type: string; action?: string; id?: string; field?: string; value?: string };
          const card = under ? cardOf(under.targetId) : null;
          const approving = under?.name === 'approve';
          let target: HTMLElement | undefined;
          // The first tick is a START and a CHANGE at once (its own test below): a START goes to the actor.
          if (step.type === 'ACTION.START') {
            target = step.action === 'dispute' ? buttonIn(cardOf(step.id ?? ''), /^Contester la semaine/) : undefined;
          } else if (step.type === 'ACTION.CHANGE' && approving && step.field !== 'reason') {
            const box = boxOf(step.field ?? '');
            if (box && !box.disabled && box.checked !== (step.value === 'ticked')) target = box;
          } else if (step.type === 'ACTION.CHANGE' && !approving && step.field === 'reason') {
            const area = card?.querySelector('textarea');
            if (area && area.value !== step.value) {
              fireEvent.change(area, { target: { value: step.value } });
              return;
            }
          } else if (step.type === 'ACTION.SUBMIT') {
            target = approving ? buttonIn(bar(), /^Valider la sélection$/) : buttonIn(card, /^Envoyer la contestation$/);
          } else if (step.type === 'ACTION.CONFIRM') {
            target = buttonIn(bar()?.querySelector('[role="group"]'), /^Valider$/);
          } else if (step.type === 'ACTION.CANCEL') {
            target = approving ? buttonIn(bar(), /^(Revenir à la sélection|Tout désélectionner)$/) : buttonIn(card, /^Annuler$/);
          }
          if (target) target.click();
          else actor.send(event as never);
        },
      }),
    );
  }
});

describe('the first tick, through the view', () => {
  it('opens the approval on that week and keeps it as a draft at once; unticked, the draft holds none', async () => {
    const { createActor, fromPromise } = await import('xstate');
    const kept: unknown[] = [];
    const actor = createActor(
      clientTimeSheetsMachine.provide({
        actors: {
          loadPage: fromPromise(async (): Promise<ScreenPage> => ACTION_PAGE),
          readDraft: fromPromise(async (): Promise<KeptActionDraft | null> => null),
        },
        actions: { keepDraft: (_, params) => void kept.push(params), dropDraft: () => {} },
      }),
      { input: INPUT },
    );
    actor.start();
    renderScreen(fr, <ClientTimeSheetsScreen actorRef={actor as never} />);
    for (let i = 0; i < 4; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(bar()).toBeNull();
    fireEvent.click(boxOf('ts-b')!);
    expect(textOf(bar())).toContain('1 semaine sélectionnée');
    expect(boxOf('ts-b')!.checked).toBe(true);
    expect(kept).toEqual([{ action: 'approve', targetId: 'ts-b', draft: { 'ts-b': 'ticked' } }]);
    fireEvent.click(boxOf('ts-a')!);
    fireEvent.click(boxOf('ts-b')!);
    expect(kept.at(-1)).toEqual({ action: 'approve', targetId: 'ts-b', draft: { 'ts-b': '', 'ts-a': 'ticked' } });
    expect(textOf(bar())).toContain('1 semaine sélectionnée');
    actor.stop();
  });
});

describe('the client’s time sheets as declared', () => {
  it('their own machine on /time-sheets for clients, tabs to approve / disputed / approved / all, the notification’s query opening "to approve"', () => {
    expect(clientTimeSheetsScreen).toMatchObject({
      id: 'clientTimeSheets',
      paths: ['/time-sheets'],
      userTypes: ['client'],
      tabs: 'clientTimeSheets',
      defaultTab: 'toApprove',
      queryTabs: { status: { toValidate: 'toApprove' } },
      machine: 'own',
    });
  });
});

publishJourneys('clientTimeSheets', { dataModel, actionModel });

it('gate: every state, transition, named action and sneak path of the client’s time sheets', () =>
  assertJointCoverage([dataModel, actionModel]));
