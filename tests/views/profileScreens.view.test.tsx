// @vitest-environment happy-dom
// What a person sees on My profile, days off and devices, in every state of their machines: the
// shortest path to each state of each model is replayed through the panel itself (typing and
// buttons go through the DOM; the error dialog's Retry events are sent to the actor as the app
// would), and each state is checked on screen with the real French texts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { ListContext } from '../../machines/families/list';
import type { ScreenItem } from '../../machines/families/screen';
import { myProfileMachine } from '../../machines/myProfile/myProfile.machine';
import { daysOffMachine } from '../../machines/daysOff/daysOff.machine';
import { devicesMachine } from '../../machines/devices/devices.machine';
import type { DaysOffRequest, RegisteredDevice, UserProfile } from '../../machines/domain/types';
import MyProfilePanel from '../../src/views/screens/myProfile/MyProfileScreen';
import DaysOffPanel from '../../src/views/screens/daysOff/DaysOffScreen';
import DevicesPanel from '../../src/views/screens/devices/DevicesScreen';
import { dataState } from '../../machines/domain/statePaths';
import { createModel } from '../model/harness';

const FR = JSON.parse(readFileSync(join(process.cwd(), 'public/i18n/core/fr.json'), 'utf8'));
let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({ lng: 'fr', resources: { fr: { translation: FR } } });
});
afterEach(() => cleanup());

const withI18n = (node: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
function typeInto(field: HTMLElement, value: string) {
  const input = field as HTMLInputElement;
  if (input.value === value) fireEvent.change(input, { target: { value: `${value}x` } });
  fireEvent.change(input, { target: { value } });
}
const root = (container: HTMLElement, machine: string) => container.querySelector<HTMLElement>(`[data-machine="${machine}"]`)!;

const PROFILE_FIELDS_OF = (profile: UserProfile) => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  email: profile.email,
  function: profile.function ?? '',
  landlinePhone: profile.landlinePhone ?? '',
  mobilePhone: profile.mobilePhone ?? '',
});
/** The restore notice, found by its French text; its discard button next to it. */
const draftNotice = () => screen.queryByText(FR.drafts.restored);

/** The three profiles (docs/decisions.md "The three profiles"): what each shows, in French. */
const PROFILE_VIEWS = [
  {
    name: 'worker',
    user: { userType: 'worker', roles: ['worker'], disabledFeatures: [], workerType: 'temporary', hasValidCdii: false },
    shown: ['firstName', 'lastName', 'email', 'mobilePhone'],
    phone: 'mobilePhone',
    facts: [
      ['Statut', 'Intérimaire'],
      ['CDI intérimaire', 'Non'],
    ],
  },
  {
    name: 'client',
    user: { userType: 'client', roles: ['clientUser'], disabledFeatures: [] },
    shown: ['firstName', 'lastName', 'email', 'function', 'landlinePhone', 'mobilePhone'],
    phone: 'mobilePhone',
    facts: [],
  },
  {
    name: 'generic',
    user: { userType: 'internalUser', roles: ['agencyDirector', 'support'], disabledFeatures: [] },
    shown: ['firstName', 'lastName', 'email', 'function', 'landlinePhone'],
    phone: 'landlinePhone',
    facts: [['Rôles', 'Directeur·rice d’agence, Support']],
  },
] as const;

for (const who of PROFILE_VIEWS) {
  describe(`My profile panel, ${who.name} profile`, () => {
    const PROFILE: UserProfile = {
      id: 'u-1',
      firstName: 'Camille',
      lastName: 'Martin',
      email: 'camille@alpha.example',
      function: null,
      landlinePhone: '04 72 00 00 00',
      mobilePhone: '06 12 34 56 78',
    };
    const phoneLabel = FR.profile.field[who.phone] as string;
    const model = createModel(myProfileMachine, {
      traversal: 'shortest',
      input: { user: who.user as never },
      serializeState: (snapshot) =>
        JSON.stringify({
          value: snapshot.value,
          phone: snapshot.context.fields[who.phone],
          showProblems: snapshot.context.showProblems,
          draftRestored: snapshot.context.draftRestored,
        }),
      events: {
        'xstate.done.actor.readProfile': [{ output: PROFILE }],
        'xstate.done.actor.readDraft': [{ output: null }, { output: { ...PROFILE_FIELDS_OF(PROFILE), [who.phone]: '07 11 22 33 44' } }],
        'xstate.error.actor.readDraft': [{ error: new Error('storage refused') }],
        'xstate.error.actor.readProfile': [{ error: new Error('500') }],
        'FIELD.CHANGE': [
          { field: who.phone, value: '06 99 88 77 66' },
          { field: who.phone, value: '12' },
        ],
        'SAVE.RETRY': [{ profile: { ...PROFILE, [who.phone]: '06 99 88 77 66' } }],
        'xstate.done.actor.saveProfile': [{ output: undefined }],
        'xstate.error.actor.saveProfile': [{ error: new Error('500') }],
      },
    });
    const send = (event: AnyEventObject, { actor }: { actor: { send: (e: never) => void } }) => {
      if (event.type === 'EDIT') fireEvent.click(screen.getByRole('button', { name: 'Modifier mes informations' }));
      else if (event.type === 'FIELD.CHANGE') typeInto(screen.getByLabelText(phoneLabel), event.value);
      else if (event.type === 'SAVE') fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
      // Leaving a restored form: through the notice's discard button when it shows (the same event).
      else if (event.type === 'CANCEL')
        fireEvent.click(screen.getByRole('button', { name: draftNotice() ? FR.drafts.discard : 'Annuler' }));
      else actor.send(event as never);
    };
    /** The read-only lines from the user info, as dt/dd pairs. */
    const factsShown = (container: HTMLElement) =>
      [...container.querySelectorAll('.profile-panel__facts > div')].map((line) => [
        line.querySelector('dt')!.textContent,
        line.querySelector('dd')!.textContent,
      ]);
    for (const path of model.paths()) {
      it(path.description, async () => {
        let container!: HTMLElement;
        await model.replay(path, {
          onStart: ({ actor }) => {
            container = withI18n(<MyProfilePanel actorRef={actor as never} />).container;
            return container;
          },
          send,
          onStep: async (snapshot) => {
            const state = dataState(snapshot.value);
            await waitFor(() => expect(root(container, 'myProfile').getAttribute('data-state')).toBe(state));
            if (state === 'viewing') {
              // This profile's fields, in order, as saved; an empty one said so.
              const fields = [...container.querySelectorAll('.profile-panel__details [data-field]')].map((f) =>
                f.getAttribute('data-field'),
              );
              expect(fields).toEqual(who.shown);
              expect(
                within(container.querySelector(`[data-field="${who.phone}"]`)!).getByText(snapshot.context.profile![who.phone]!),
              ).toBeTruthy();
              if (who.shown.includes('function' as never)) {
                expect(within(container.querySelector('[data-field="function"]')!).getByText('Non renseigné')).toBeTruthy();
              }
            }
            if (state === 'viewing' || state.startsWith('form') || state === 'saving') expect(factsShown(container)).toEqual(who.facts);
            else expect(factsShown(container)).toEqual([]);
            if (state.startsWith('form') || state === 'saving') {
              // This profile's fields only, in order.
              const inputs = [...container.querySelectorAll('form [data-field]')].map((f) => f.getAttribute('data-field'));
              expect(inputs).toEqual(who.shown);
              expect((screen.getByLabelText(phoneLabel) as HTMLInputElement).value).toBe(snapshot.context.fields[who.phone]);
              expect((screen.getByLabelText(phoneLabel) as HTMLInputElement).readOnly).toBe(state === 'saving');
              const problem = screen.queryByText(FR.profile.problem.phoneShape);
              expect(Boolean(problem)).toBe(snapshot.context.showProblems && snapshot.context.fields[who.phone] === '12');
              // A form opened again on a kept draft says so, with a way to discard it.
              expect(Boolean(draftNotice())).toBe(snapshot.context.draftRestored);
            } else expect(draftNotice()).toBeNull();
            if (state === 'loading' || state === 'readingDraft') expect(screen.getByRole('status').textContent).toBe(FR.common.loading);
            if (state === 'loadFailed') expect(screen.getByText(FR.profile.loadFailed)).toBeTruthy();
          },
        });
      });
    }
  });
}

describe('Days-off panel', () => {
  const LIST: DaysOffRequest[] = [
    { id: 'd-1', startDate: '2025-07-14', endDate: '2025-07-18', reason: 'Été', status: 'accepted' },
    { id: 'd-2', startDate: '2025-08-11', endDate: '2025-08-11', reason: 'Médecin', status: 'pending' },
  ];
  const model = createModel(daysOffMachine, {
    traversal: 'shortest',
    // What the panel shows apart: the list's length, the form's values, the problems, new or existing.
    serializeState: (snapshot) =>
      JSON.stringify({
        value: snapshot.value,
        n: snapshot.context.requests.length,
        draft: snapshot.context.draft,
        showProblems: snapshot.context.showProblems,
        existing: snapshot.context.selectedId !== null,
        draftRestored: snapshot.context.draftRestored,
      }),
    events: {
      'xstate.done.actor.readRequests': [{ output: LIST }],
      'xstate.done.actor.readDraft': [
        { output: null },
        { output: { id: null, draft: { startDate: '2025-10-06', endDate: '2025-10-10', reason: 'Vacances' } } },
      ],
      'xstate.error.actor.readDraft': [{ error: new Error('storage refused') }],
      'xstate.error.actor.readRequests': [{ error: new Error('500') }],
      DETAILS: [{ id: 'd-2' }],
      EDIT: [{ id: 'd-2' }],
      'DRAFT.CHANGE': [
        { field: 'startDate', value: '2025-09-01' },
        { field: 'endDate', value: '2025-08-01' },
      ],
      'SUBMIT.RETRY': [{ submission: { id: null, request: { startDate: '2025-09-01', endDate: '2025-09-02', reason: '' } } }],
      'xstate.done.actor.submitRequest': [
        { output: { id: 'd-3', startDate: '2025-09-01', endDate: '2025-09-02', reason: 'Déménagement', status: 'pending' } },
      ],
      'xstate.error.actor.submitRequest': [{ error: new Error('500') }],
    },
  });
  const send = (event: AnyEventObject, { actor }: { actor: { send: (e: never) => void } }) => {
    const row = (id: string) =>
      within(
        document.querySelector<HTMLElement>(`tr[data-request="${id}"]`) ??
          document.querySelector<HTMLElement>(`section[data-request="${id}"]`)!,
      );
    if (event.type === 'CREATE') fireEvent.click(screen.getByRole('button', { name: 'Nouvelle demande' }));
    else if (event.type === 'DETAILS') fireEvent.click(row(event.id).getByRole('button', { name: 'Détail' }));
    else if (event.type === 'EDIT') fireEvent.click(row(event.id).getByRole('button', { name: 'Modifier' }));
    else if (event.type === 'BACK') fireEvent.click(screen.getByRole('button', { name: draftNotice() ? FR.drafts.discard : 'Retour' }));
    else if (event.type === 'DRAFT.CHANGE')
      typeInto(screen.getByLabelText(event.field === 'startDate' ? 'Premier jour' : 'Dernier jour'), event.value);
    else if (event.type === 'SUBMIT') fireEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    else actor.send(event as never);
  };
  for (const path of model.paths()) {
    it(path.description, async () => {
      let container!: HTMLElement;
      await model.replay(path, {
        onStart: ({ actor }) => {
          container = withI18n(<DaysOffPanel actorRef={actor as never} />).container;
          return container;
        },
        send,
        onStep: async (snapshot) => {
          const state = dataState(snapshot.value);
          await waitFor(() => expect(root(container, 'daysOff').getAttribute('data-state')).toBe(state));
          if (state === 'list') {
            const rows = container.querySelectorAll('tbody tr');
            expect([...rows].map((r) => r.getAttribute('data-request'))).toEqual(snapshot.context.requests.map((r) => r.id));
            // Only a pending request offers Modifier.
            for (const request of snapshot.context.requests) {
              const edit = within(container.querySelector<HTMLElement>(`tr[data-request="${request.id}"]`)!).queryByRole('button', {
                name: 'Modifier',
              });
              expect(Boolean(edit)).toBe(request.status === 'pending');
            }
          }
          if (state === 'details') expect(screen.getByRole('heading', { name: FR.subnav.workerProfile.details })).toBeTruthy();
          if (state.startsWith('form') || state === 'submitting') {
            expect((screen.getByLabelText('Premier jour') as HTMLInputElement).value).toBe(snapshot.context.draft.startDate);
            expect((screen.getByLabelText('Dernier jour') as HTMLInputElement).value).toBe(snapshot.context.draft.endDate);
            const title = snapshot.context.selectedId ? FR.subnav.workerProfile.edit : FR.subnav.workerProfile.create;
            expect(screen.getByRole('heading', { name: title })).toBeTruthy();
            const required = screen.queryAllByText(FR.daysOff.problem.required);
            expect(required.length > 0).toBe(
              snapshot.context.showProblems && (snapshot.context.draft.startDate === '' || snapshot.context.draft.endDate === ''),
            );
            // A form opened again on a kept draft says so, with a way to discard it.
            expect(Boolean(draftNotice())).toBe(snapshot.context.draftRestored);
          } else expect(draftNotice()).toBeNull();
          if (state === 'readingDraft') expect(screen.getByRole('status').textContent).toBe(FR.common.loading);
          if (state === 'loadFailed') expect(screen.getByText(FR.daysOff.loadFailed)).toBeTruthy();
        },
      });
    });
  }
});

describe('Devices panel', () => {
  const DEVICES = [
    { id: 'laptop', deviceId: 'laptop', name: 'Ordinateur portable' },
    { id: 'phone', deviceId: 'phone', name: 'Téléphone' },
  ];
  type Snapshot = AnyMachineSnapshot & { context: ListContext };
  const model = createModel(devicesMachine, {
    traversal: 'shortest',
    input: { route: { path: '/parameters/devices', params: {}, tab: null }, user: {} as never, tenant: 'alpha' },
    events: {
      'xstate.done.actor.loadPage': [{ output: { items: DEVICES, total: 2 } }],
      'xstate.error.actor.loadPage': [{ error: new Error('500') }],
      'xstate.done.actor.readDraft': [
        { output: null },
        { output: { action: 'rename', targetId: 'phone', draft: { name: 'Téléphone pro' } } },
      ],
      'xstate.error.actor.readDraft': [{ error: new Error('storage refused') }],
      'ACTION.START': [
        { action: 'rename', id: 'phone' },
        { action: 'remove', id: 'laptop' },
      ],
      'ACTION.CHANGE': [
        { field: 'name', value: 'Mon téléphone' },
        { field: 'name', value: ' ' },
      ],
      // The error dialog's Retry and a move of the URL: the model test covers them; here they would only multiply paths.
      'ACTION.RETRY': [],
      'ROUTE.CHANGED': [],
      'xstate.done.actor.perform': [{ output: { item: { id: 'phone', deviceId: 'phone', name: 'Mon téléphone' } } }],
      'xstate.error.actor.perform': [{ error: new Error('500') }],
    },
  });
  const send = (event: AnyEventObject, { actor }: { actor: { send: (e: never) => void } }) => {
    const item = (id: string) => within(document.querySelector<HTMLElement>(`li[data-device="${id}"]`)!);
    if (event.type === 'ACTION.START' && event.action === 'rename')
      fireEvent.click(item(event.id).getByRole('button', { name: /^Renommer / }));
    else if (event.type === 'ACTION.START' && event.action === 'remove')
      fireEvent.click(item(event.id).getByRole('button', { name: /^Supprimer / }));
    else if (event.type === 'ACTION.CHANGE') typeInto(screen.getByLabelText('Nom de l’appareil'), event.value);
    else if (event.type === 'ACTION.SUBMIT') fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    else if (event.type === 'ACTION.CONFIRM') fireEvent.click(within(screen.getByRole('group')).getByRole('button', { name: 'Supprimer' }));
    // Leaving a restored form: through the notice's discard button when it shows (the same event).
    else if (event.type === 'ACTION.CANCEL')
      fireEvent.click(screen.getByRole('button', { name: draftNotice() ? FR.drafts.discard : 'Annuler' }));
    else actor.send(event as never);
  };
  for (const path of model.paths()) {
    it(path.description, async () => {
      let container!: HTMLElement;
      await model.replay(path, {
        onStart: ({ actor }) => {
          container = withI18n(<DevicesPanel actorRef={actor as never} />).container;
          return container;
        },
        send,
        onStep: async (live) => {
          const snapshot = live as unknown as Snapshot;
          const state = dataState(snapshot.value);
          await waitFor(() => expect(root(container, 'devices').getAttribute('data-state')).toBe(state));
          const reading =
            snapshot.matches({ data: 'loading' }) || snapshot.matches({ action: 'waiting' }) || snapshot.matches({ action: 'restoring' });
          if (reading) expect(screen.getByRole('status').textContent).toBe(FR.common.loading);
          if (snapshot.matches({ data: 'loaded' }) && !reading) {
            expect([...container.querySelectorAll('li')].map((li) => li.getAttribute('data-device'))).toEqual(
              snapshot.context.items.map((item: ScreenItem) => (item as unknown as RegisteredDevice).deviceId),
            );
          }
          const under = snapshot.context.action;
          const renaming =
            under?.name === 'rename' && ['editing', 'pending', 'failed'].some((phase) => snapshot.matches({ action: phase }));
          if (renaming) {
            expect((screen.getByLabelText('Nom de l’appareil') as HTMLInputElement).value).toBe(under!.draft!.name);
            // A rename opened again on a kept draft says so, with a way to discard it.
            expect(Boolean(draftNotice())).toBe(under!.draftRestored);
            // A name sent with a problem says which.
            expect(Boolean(screen.queryByText(FR.deviceRegistration.problem.required))).toBe(
              under!.showProblems && under!.draft!.name.trim() === '',
            );
          } else expect(draftNotice()).toBeNull();
          const removing =
            under?.name === 'remove' && (snapshot.matches({ action: 'confirming' }) || snapshot.matches({ action: 'pending' }));
          expect(Boolean(screen.queryByRole('group'))).toBe(removing);
          if (snapshot.matches({ data: 'loadFailed' })) expect(screen.getByText(FR.devices.loadFailed)).toBeTruthy();
        },
      });
    });
  }
});
