// @vitest-environment happy-dom
// Back-office alerts (docs/screens/backOfficeAlerts.md): the list family with the alert's actions.
// The contract's facts written out: 20 a page read from getBackOfficeAlerts; a new alert is written
// in a form (message required, at most 300 characters, trimmed; a level of three; from and until
// days that exist, until not before from; an empty day sent as null), kept as a draft, stored first
// when saved; any alert may be edited in the same form; a disabled alert offers Enable, an enabled
// one Disable, each stored as answered; every back-office role writes.
import { afterEach, beforeAll, describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { cleanup } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { AnyMachineSnapshot } from 'xstate';
import { BACK_OFFICE_ALERT_ACTIONS, backOfficeAlertsMachine } from '../../machines/backOfficeAlerts/backOfficeAlerts.machine';
import { backOfficeAlertsScreen } from '../../machines/screens/backOfficeAlerts.screen';
import BackOfficeAlertsScreen from '../../src/views/screens/backOfficeAlerts/BackOfficeAlertsScreen';
import { assertJointCoverage, chartCover, createModel, pathMentions } from './harness';
import { publishJourneys } from './journeys';
import { screenIgnores, screenOracle, type ScreenFacts } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';
import { renderScreen, shellI18n, textOf } from './deskFixtures';

type Draft = Readonly<Record<string, string>>;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOk = (value: string) => value === '' || (DAY.test(value) && !Number.isNaN(Date.parse(value + 'T00:00:00Z')));
const valid = (draft: Draft) => {
  const message = draft.message.trim();
  return (
    message !== '' &&
    message.length <= 300 &&
    ['info', 'warning', 'critical'].includes(draft.level) &&
    dayOk(draft.from) &&
    dayOk(draft.until) &&
    (draft.from === '' || draft.until === '' || draft.until >= draft.from)
  );
};
const body = (draft: Draft) => ({
  message: draft.message.trim(),
  level: draft.level,
  from: draft.from || null,
  until: draft.until || null,
});
const form = {
  initial: (item: Readonly<Record<string, unknown>> | null) =>
    item
      ? { message: String(item.message), level: String(item.level), from: String(item.from ?? ''), until: String(item.until ?? '') }
      : { message: '', level: 'info', from: '', until: '' },
  valid,
  body,
};
const FACTS: ScreenFacts = {
  id: 'backOfficeAlerts',
  family: 'list',
  load: 'getBackOfficeAlerts',
  pageSize: 20,
  actions: {
    createAlert: { call: 'createBackOfficeAlert', on: 'new', form, effect: 'store' },
    editAlert: { call: 'updateBackOfficeAlert', on: 'item', form, effect: 'store' },
    enable: { call: 'enableBackOfficeAlert', on: 'item', allowedFor: (item) => item.enabled === false, effect: 'store' },
    disable: { call: 'disableBackOfficeAlert', on: 'item', allowedFor: (item) => item.enabled === true, effect: 'store' },
  },
};

const INPUT = {
  route: { path: '/back-office/alerts', params: {}, tab: null },
  user: { roles: ['communication'] } as never,
  tenant: 'alpha',
};
const ON = { id: 'a-on', message: 'Maintenance <b>dimanche</b>', level: 'warning', from: '2026-11-01', until: null, enabled: true };
const OFF = { id: 'a-off', message: 'Agences fermées le 24', level: 'info', from: '2026-12-20', until: '2026-12-24', enabled: false };
const PAGE = { items: [ON, OFF], total: 2 };
const KEPT = { action: 'createAlert', targetId: null, draft: { message: ' Grève <i>jeudi</i> ', level: 'critical', from: '', until: '' } };
const NEW = { id: 'al-new-1', message: 'Grève <i>jeudi</i>', level: 'critical', from: null, until: null, enabled: false };

const model = createModel(backOfficeAlertsMachine, {
  input: INPUT,
  oracle: screenOracle(FACTS, INPUT),
  ignores: screenIgnores(FACTS),
  events: {
    'xstate.done.actor.loadPage': [{ output: PAGE }, { output: { items: [], total: 0 } }],
    'xstate.error.actor.loadPage': [{ error: httpFailure(500, 'Liste indisponible') }],
    'ROUTE.CHANGED': [{ route: { ...INPUT.route, path: '/back-office/alerts/' } }],
    'xstate.done.actor.readDraft': [{ output: null }, { output: KEPT }],
    'xstate.error.actor.readDraft': [{ error: new Error('storage') }],
    'ACTION.START': [
      { action: 'createAlert' },
      { action: 'editAlert', id: 'a-on' },
      { action: 'enable', id: 'a-off' },
      { action: 'enable', id: 'a-on' },
      { action: 'disable', id: 'a-on' },
    ],
    // An end before a start in the edited alert's form (from 2026-11-01); the new alert's form, its
    // message empty, is refused too; the kept draft is a valid one.
    'ACTION.CHANGE': [{ field: 'until', value: '2026-10-31' }],
    'xstate.done.actor.perform': [{ output: { item: NEW } }, { output: { item: { ...OFF, enabled: true } } }],
    'xstate.error.actor.perform': [{ error: httpFailure(400, 'La fin de l’alerte précède son début.') }],
    'ACTION.RETRY': [{ request: { action: 'enable', targetId: 'a-off', body: null, params: {} } }],
  },
  alwaysPossible: ['MORE'],
});

// Paging, apart: more than a page, the next one read, its failure and retry.
const pager = createModel(backOfficeAlertsMachine, {
  input: INPUT,
  oracle: screenOracle(FACTS, INPUT),
  ignores: screenIgnores(FACTS),
  events: {
    'xstate.done.actor.loadPage': [{ output: { ...PAGE, total: 3 } }, { output: { items: [NEW], total: 3 } }],
    'xstate.error.actor.loadPage': [{ error: httpFailure(500, 'Liste indisponible') }],
    'ROUTE.CHANGED': [{ route: { ...INPUT.route, path: '/back-office/alerts/' } }, { route: { ...INPUT.route, params: { x: '1' } } }],
    'xstate.done.actor.readDraft': [{ output: null }],
    'xstate.error.actor.readDraft': [],
    'ACTION.START': [],
    'ACTION.CHANGE': [],
    'xstate.done.actor.perform': [],
    'xstate.error.actor.perform': [],
    'ACTION.RETRY': [],
  },
  alwaysPossible: ['MORE'],
});

describe('back-office alerts model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});
describe('back-office alerts model, paging', () => {
  for (const path of pager.paths()) it(path.description, () => pager.replay(path));
});

describe('the alert form’s rules, at their edges (docs/screens/backOfficeAlerts.md)', () => {
  const problems = BACK_OFFICE_ALERT_ACTIONS.createAlert.form!.problems;
  const ok = { message: 'Fermeture', level: 'info', from: '', until: '' };
  it('a message of 300 characters is taken, 301 are not; blanks are missing', () => {
    expect(problems({ ...ok, message: ` ${'x'.repeat(300)} ` })).toEqual({});
    expect(problems({ ...ok, message: 'x'.repeat(301) })).toEqual({ message: 'tooLong' });
    expect(problems({ ...ok, message: '   ' })).toEqual({ message: 'required' });
  });
  it('a level is one of the three', () => {
    expect(problems({ ...ok, level: 'critical' })).toEqual({});
    expect(problems({ ...ok, level: 'urgent' })).toEqual({ level: 'required' });
  });
  it('until may be from’s day or later, not earlier; either may be empty', () => {
    expect(problems({ ...ok, from: '2026-12-24', until: '2026-12-24' })).toEqual({});
    expect(problems({ ...ok, from: '2026-12-24', until: '2026-12-23' })).toEqual({ until: 'beforeFrom' });
    expect(problems({ ...ok, from: '', until: '2026-12-23' })).toEqual({});
    expect(problems({ ...ok, from: '2026-12-24', until: '' })).toEqual({});
    expect(problems({ ...ok, from: '2026-02-30', until: '2026-02-01' })).toEqual({ from: 'date' });
  });
  it('a day must exist', () => {
    expect(problems({ ...ok, from: '2026-11-31' })).toEqual({ from: 'date' });
    expect(problems({ ...ok, until: '2026-02-29' })).toEqual({ until: 'date' });
    expect(problems({ ...ok, until: '2028-02-29' })).toEqual({});
    expect(problems({ ...ok, from: '24/12/2026', until: '2026-12-01' })).toEqual({ from: 'date' });
    expect(problems({ ...ok, from: '2026-12-1', until: 'x2026-12-01' })).toEqual({ from: 'date', until: 'date' });
    expect(problems({ ...ok, from: '0099-01-01', until: '2026-12-01 ' })).toEqual({ until: 'date' });
  });
  it('is sent trimmed, an empty day as null', () => {
    expect(BACK_OFFICE_ALERT_ACTIONS.createAlert.form!.body!({ message: ' a ', level: 'info', from: '', until: '2026-12-24' })).toEqual({
      message: 'a',
      level: 'info',
      from: null,
      until: '2026-12-24',
    });
  });
});

let fr: I18n;
beforeAll(async () => {
  fr = await shellI18n('fr');
});
afterEach(() => cleanup());

const button = (label: string) => [...document.body.querySelectorAll<HTMLButtonElement>('button')].filter((b) => b.textContent === label);

describe('back-office alerts view: what a person sees in each state, in French', () => {
  const paths = chartCover(model.paths());
  for (const path of paths) {
    it(path.description, () =>
      model.replay(path, {
        onStart: ({ actor }) => renderScreen(fr, <BackOfficeAlertsScreen actorRef={actor as never} />),
        onStep: (live) => {
          const snapshot = live as unknown as AnyMachineSnapshot;
          const root = document.body.querySelector<HTMLElement>('[data-machine="backOfficeAlerts"]') ?? document.body;
          const text = textOf(root);
          if (snapshot.matches({ data: 'loading' })) expect(text).toContain('Chargement…');
          if (snapshot.matches({ data: 'loadFailed' })) expect(text).toContain('Les alertes n’ont pas pu être chargées.');
          if (snapshot.matches({ data: 'empty' })) expect(text).toContain('Aucune alerte pour le moment.');
          const under = snapshot.context.action;
          const formOpen = under?.draft != null && ['editing', 'pending', 'failed'].some((s) => snapshot.matches({ action: s }));
          const formEl = document.body.querySelector('form');
          expect(Boolean(formEl)).toBe(formOpen);
          if (formOpen) {
            const values = [...formEl!.querySelectorAll<HTMLInputElement>('textarea, select, input')].map((field) => field.value);
            expect(values).toEqual([under.draft.message, under.draft.level, under.draft.from, under.draft.until]);
            expect(textOf(formEl)).toContain(under.name === 'createAlert' ? 'Nouvelle alerte' : 'Modifier l’alerte');
            if (snapshot.matches({ action: 'failed' }))
              expect(textOf(formEl)).toContain('L’alerte n’a pas pu être enregistrée. Vos saisies sont conservées.');
            if (under.draftRestored) expect(textOf(formEl)).toContain('Vos modifications non enregistrées ont été reprises.');
            if (under.showProblems && under.draft.message.trim() === '') expect(textOf(formEl)).toContain('Ce champ est obligatoire.');
            if (under.showProblems && under.draft.from !== '' && under.draft.until !== '' && under.draft.until < under.draft.from)
              expect(textOf(formEl)).toContain('La fin ne peut pas précéder le début.');
          }
          // New alert while nothing is under way; each card's buttons are what its switch allows.
          expect(button('Nouvelle alerte').length).toBe(snapshot.matches({ action: 'idle' }) ? 1 : 0);
          if (snapshot.matches({ data: 'loaded' })) {
            const items = snapshot.context.items as (typeof ON)[];
            const rows = [...root.querySelectorAll<HTMLElement>('li[data-item]')];
            expect(rows.map((li) => li.querySelector('p')?.textContent)).toEqual(items.map((i) => i.message));
            expect(root.querySelector('li b, li i')).toBeNull();
            for (const row of rows) {
              const item = items.find((i) => i.id === row.dataset.item)!;
              const labels = [...row.querySelectorAll('button')].map((b) => b.textContent);
              if (snapshot.matches({ action: 'idle' })) expect(labels).toEqual(['Modifier', item.enabled ? 'Désactiver' : 'Activer']);
              else expect(labels).toEqual([]);
            }
            const on = rows.find((li) => li.dataset.item === 'a-on');
            if (on && items.find((i) => i.id === 'a-on')!.enabled)
              expect(textOf(on.querySelectorAll('p')[1])).toBe('Avertissement · Affichée · À partir du 1 novembre 2026');
          }
          const outcome = snapshot.matches({ action: 'idle' }) ? snapshot.context.outcome?.action : undefined;
          const said = {
            createAlert: 'Alerte enregistrée, désactivée : activez-la pour l’afficher.',
            editAlert: 'Alerte modifiée.',
            enable: 'Alerte activée',
            disable: 'Alerte désactivée :',
          } as Record<string, string>;
          for (const [name, line] of Object.entries(said))
            if (name === outcome) expect(textOf(document.body)).toContain(line);
            else expect(textOf(document.body)).not.toContain(line);
        },
        send: (event, { actor }) => {
          const start = event as { type: string; action?: string; id?: string };
          const card = start.id ? document.body.querySelector(`li[data-item="${start.id}"]`) : null;
          const label = { createAlert: 'Nouvelle alerte', editAlert: 'Modifier', enable: 'Activer', disable: 'Désactiver' }[
            start.action ?? ''
          ];
          const target =
            start.type === 'ACTION.START' && label
              ? [...(card ?? document.body).querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === label)
              : start.type === 'ACTION.SUBMIT'
                ? button('Enregistrer')[0]
                : undefined;
          if (target) target.click();
          else actor.send(event as never);
        },
      }),
    );
  }
  it('covers the form, the switch and its refusal', () => {
    expect(paths.some((p) => pathMentions(p, '"action":"enable","id":"a-off"'))).toBe(true);
    expect(paths.some((p) => pathMentions(p, 'createAlert'))).toBe(true);
  });
});

describe('the backOfficeAlerts screen as declared', () => {
  it('runs its own machine at /back-office/alerts (docs/screens/backOfficeAlerts.md)', () => {
    expect(backOfficeAlertsScreen).toMatchObject({ id: 'backOfficeAlerts', paths: ['/back-office/alerts'], machine: 'own' });
  });
});

publishJourneys('backOfficeAlerts', { model, pager });

it('gate: every state, transition, named action and sneak path of backOfficeAlerts', () => assertJointCoverage([model, pager]));
