// @vitest-environment happy-dom
// My establishment › notifications (docs/screens/establishmentNotifications.md): the detail family
// on the establishment's notification settings, one view, with one action, `save` (a form of one
// switch per category), checked at every step by the families' oracle
// (tests/model/families/screenOracle.ts) with the facts of the screen contract written out here,
// then through its view, where each state is checked on screen in French.
import { afterEach, beforeAll, describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { cleanup, render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import type { AnyMachineSnapshot } from 'xstate';
import {
  establishmentNotificationsMachine,
  ESTABLISHMENT_NOTIFICATION_ACTIONS,
} from '../../machines/establishmentNotifications/establishmentNotifications.machine';
import { blockedOf, settingsProblems, switchesOf } from '../../machines/domain/establishmentNotifications';
import { establishmentNotificationsScreen } from '../../machines/screens/establishmentNotifications.screen';
import EstablishmentNotificationsScreen from '../../src/views/screens/establishmentNotifications/EstablishmentNotificationsScreen';
import { assertJointCoverage, chartCover, createModel, pathMentions } from './harness';
import { publishJourneys } from './journeys';
import { screenIgnores, screenOracle, type ScreenFacts } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';

// The contract's categories, in its order: contracts, missions, time sheets, invoices, documents, news.
const CATEGORIES = ['contracts', 'missions', 'timeSheets', 'invoices', 'documents', 'news'];
/** The `client` demo user's establishment: it blocks news (the contract's stand-in data). */
const SETTINGS = { id: 'c-logistique-rhone-e1', establishmentName: 'Entrepôt de <b>Corbas</b>', blockedCategories: ['news'] };
/** As saved after invoices were turned off too. */
const SAVED = { ...SETTINGS, blockedCategories: ['invoices', 'news'] };

// The contract's rule: every switch on or off, and not what was loaded (Save is enabled only then).
const loadedSwitches = (item: { blockedCategories?: unknown } | null) =>
  Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      Array.isArray(item?.blockedCategories) && item.blockedCategories.includes(category) ? 'off' : 'on',
    ]),
  );
const valid = (draft: Readonly<Record<string, string>>, item: { blockedCategories?: unknown } | null) => {
  const loaded = loadedSwitches(item);
  return (
    CATEGORIES.every((category) => draft[category] === 'on' || draft[category] === 'off') &&
    CATEGORIES.some((category) => draft[category] !== loaded[category])
  );
};

const FACTS: ScreenFacts = {
  id: 'establishmentNotifications',
  family: 'detail',
  load: 'getEstablishmentNotificationSettings',
  actions: {
    save: {
      call: 'saveEstablishmentNotificationSettings',
      on: 'item',
      form: {
        initial: (item) => loadedSwitches(item as { blockedCategories?: unknown }),
        valid: (draft, item) => valid(draft, item as { blockedCategories?: unknown } | null),
        // The whole blocked list, in the contract's order.
        body: (draft) => ({ blockedCategories: CATEGORIES.filter((category) => draft[category] === 'off') }),
      },
      effect: 'store',
    },
  },
};
const ROUTE = { path: '/my-establishment/notifications', params: {}, tab: 'notifications' };
const INPUT = { route: ROUTE, user: {} as never, tenant: 'alpha' };
const KEPT_DRAFT = { ...loadedSwitches(SETTINGS), invoices: 'off' };
const KEPT = { action: 'save', targetId: SETTINGS.id, draft: KEPT_DRAFT };
const REQUEST = { action: 'save', targetId: SETTINGS.id, body: { blockedCategories: ['invoices', 'news'] }, params: {} };

const model = createModel(establishmentNotificationsMachine, {
  input: INPUT,
  oracle: screenOracle(FACTS, INPUT),
  ignores: screenIgnores(FACTS),
  events: {
    'xstate.done.actor.loadItem': [{ output: SETTINGS }],
    'xstate.error.actor.loadItem': [
      { error: httpFailure(500, 'Préférences indisponibles') },
      { error: httpFailure(403, 'Réservé aux utilisateurs des entreprises clientes') },
      { error: httpFailure(404, 'Aucun établissement') },
    ],
    // One view: the same route again reads nothing.
    'ROUTE.CHANGED': [{ route: ROUTE }],
    // No push reads the settings again: a notification changes nothing.
    'NOTIFICATION.RECEIVED': [{ notification: { id: 'n-1', type: 'newsPublished', category: 'news' } }],
    'xstate.done.actor.readDraft': [{ output: null }, { output: KEPT }],
    'xstate.error.actor.readDraft': [{ error: new Error('storage') }],
    'xstate.done.actor.perform': [{ output: { item: SAVED } }],
    'xstate.error.actor.perform': [{ error: httpFailure(400, 'La catégorie « fax » n’existe pas.') }],
    'ACTION.START': [
      { action: 'save', id: SETTINGS.id },
      { action: 'save', id: 'c-other-e1' },
    ],
    // Invoices off (changed, may be saved), then back on (as loaded: nothing to save).
    'ACTION.CHANGE': (snapshot) => {
      const draft = snapshot.context.action?.draft;
      if (!draft) return [{ field: 'invoices', value: 'off' }];
      return draft.invoices === 'on' ? [{ field: 'invoices', value: 'off' }] : [{ field: 'invoices', value: 'on' }];
    },
    'ACTION.RETRY': [{ request: REQUEST }],
  },
});

describe('establishmentNotifications model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

describe('the switches’ rule (docs/screens/establishmentNotifications.md › What they see and do)', () => {
  it('shows every category on but the blocked ones, whatever else the list holds', () => {
    expect(switchesOf(['news'])).toEqual({
      contracts: 'on',
      missions: 'on',
      timeSheets: 'on',
      invoices: 'on',
      documents: 'on',
      news: 'off',
    });
    expect(switchesOf(['daysOff', 'system'])).toEqual(loadedSwitches(null));
    expect(switchesOf(undefined)).toEqual(loadedSwitches(null));
  });

  it('sends the whole blocked list in the screen’s order', () => {
    expect(blockedOf({ ...loadedSwitches(null), news: 'off', contracts: 'off' })).toEqual(['contracts', 'news']);
    expect(blockedOf(loadedSwitches(null))).toEqual([]);
    expect(ESTABLISHMENT_NOTIFICATION_ACTIONS.save.form!.body!({ ...loadedSwitches(null), timeSheets: 'off' })).toEqual({
      blockedCategories: ['timeSheets'],
    });
  });

  it('may save only switches that differ from what was loaded, each on or off', () => {
    expect(settingsProblems(loadedSwitches(SETTINGS), ['news'])).toEqual({ form: 'unchanged' });
    expect(settingsProblems({ ...loadedSwitches(SETTINGS), news: 'on' }, ['news'])).toEqual({});
    expect(settingsProblems({ ...loadedSwitches(SETTINGS), documents: 'off' }, ['news'])).toEqual({});
    expect(settingsProblems({ ...loadedSwitches(SETTINGS), missions: 'maybe' }, ['news'])).toEqual({ form: 'unknownValue' });
    const { news: _news, ...missing } = loadedSwitches(null);
    expect(settingsProblems(missing, [])).toEqual({ form: 'unknownValue' });
    // The settings read: a list that is not one counts as nothing blocked.
    const form = ESTABLISHMENT_NOTIFICATION_ACTIONS.save.form!;
    expect(form.initial({ id: 'e', blockedCategories: 'news' })).toEqual(loadedSwitches(null));
    expect(form.problems(loadedSwitches(null), { id: 'e', blockedCategories: 'news' })).toEqual({ form: 'unchanged' });
    expect(form.problems(loadedSwitches(SETTINGS), { id: 'e', blockedCategories: ['news'] })).toEqual({ form: 'unchanged' });
  });

  it('is declared for client users, the establishment menu’s first entry, opened by /my-establishment (› Who)', () => {
    expect(establishmentNotificationsScreen).toMatchObject({
      id: 'establishmentNotifications',
      paths: ['/my-establishment/notifications', '/my-establishment'],
      userTypes: ['client'],
      tabs: 'establishment',
      defaultTab: 'notifications',
      machine: 'own',
    });
  });
});

const FR = JSON.parse(readFileSync(join(process.cwd(), 'public/i18n/core/fr.json'), 'utf8'));
let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({ lng: 'fr', resources: { fr: { translation: FR } }, interpolation: { escapeValue: false } });
});
afterEach(() => cleanup());

const FORM_OPEN = ['editing', 'pending', 'failed'];
const NAMES: Record<string, string> = {
  contracts: 'Contrats',
  missions: 'Missions',
  timeSheets: 'Relevés d’heures',
  invoices: 'Factures',
  documents: 'Documents',
  news: 'Actualités',
};

describe('establishmentNotifications view: what a person sees in each state', () => {
  for (const path of chartCover(model.paths().filter((p) => !pathMentions(p, 'NOTIFICATION')))) {
    it(path.description, () =>
      model.replay(path, {
        onStart: ({ actor }) =>
          render(
            <I18nextProvider i18n={i18n}>
              <EstablishmentNotificationsScreen actorRef={actor as never} />
            </I18nextProvider>,
          ).container,
        onStep: (live) => {
          const snapshot = live as unknown as AnyMachineSnapshot;
          const root = document.body.querySelector<HTMLElement>('[data-machine="establishmentNotifications"]')!;
          const text = root.textContent ?? '';
          const action = snapshot.value.action as string;
          const item = snapshot.context.item as typeof SETTINGS | null;
          if (snapshot.matches({ data: 'loading' })) expect(text).toContain('Chargement…');
          if (snapshot.matches({ data: 'loadFailed' }))
            expect(text).toContain('Les préférences de notification de votre établissement n’ont pas pu être chargées.');
          if (snapshot.matches({ data: 'forbidden' }) || snapshot.matches({ data: 'notFound' }))
            expect(text).toContain('Les préférences de notification ne sont pas accessibles à votre compte.');
          const reading = action === 'waiting' || action === 'restoring';
          const form = root.querySelector('form');
          expect(Boolean(form)).toBe(item !== null && !reading);
          if (!form || !item) return;
          // The establishment's name, as text.
          expect(text).toContain('Notifications reçues par Entrepôt de <b>Corbas</b>');
          expect(root.querySelector('b')).toBeNull();
          // One switch per category, in the contract's order, as set (the draft) or as saved.
          const under = snapshot.context.action;
          const expected = FORM_OPEN.includes(action) ? under.draft : loadedSwitches(item);
          const switches = [...form.querySelectorAll<HTMLInputElement>('input[role="switch"]')];
          expect(switches.map((input) => input.name)).toEqual(CATEGORIES);
          expect(switches.map((input) => (input.checked ? 'on' : 'off'))).toEqual(CATEGORIES.map((category) => expected[category]));
          for (const input of switches) expect(input.closest('label')!.textContent).toContain(NAMES[input.name]);
          // Save only when the switches differ from what was loaded; Cancel only while they are changed.
          const buttons = [...form.querySelectorAll('button')];
          const save = buttons.find((button) => button.getAttribute('type') === 'submit')!;
          const differs =
            FORM_OPEN.includes(action) && CATEGORIES.some((category) => under.draft[category] !== loadedSwitches(item)[category]);
          expect(save.disabled).toBe(!differs);
          expect(save.textContent).toBe(action === 'pending' ? 'Enregistrement…' : 'Enregistrer');
          expect(buttons.some((button) => button.textContent === 'Annuler les modifications')).toBe(FORM_OPEN.includes(action));
          expect(Boolean(form.querySelector('[data-draft-restored]'))).toBe(FORM_OPEN.includes(action) && under.draftRestored);
          expect(text.includes('Vos préférences n’ont pas été enregistrées.')).toBe(action === 'failed');
          expect(text.includes('Préférences de notification enregistrées.')).toBe(
            action === 'idle' && snapshot.context.outcome?.action === 'save',
          );
        },
      }),
    );
  }
});

publishJourneys('establishmentNotifications', { model });

it('gate: every state, transition, named action and sneak path of my establishment’s notifications', () => assertJointCoverage([model]));
