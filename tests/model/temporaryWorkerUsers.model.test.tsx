// @vitest-environment happy-dom
// Temporary workers › users (docs/screens/temporaryWorkerUsers.md): the list family following the
// agency folders, with the worker account lifecycle's actions. The facts of the contract are written
// out: invite only an unregistered worker, resend only an invited one's invitation, deactivate only a
// registered account, reactivate only a deactivated one, each after a confirmation, the answer stored
// in place; offered to the agency's roles only. One model per kind of reader: an agency user (the
// actions happen) and the administrator (the same starts change nothing). The agency's paths are
// replayed through the view too.
import { afterEach, beforeAll, describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { cleanup } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { AnyMachineSnapshot } from 'xstate';
import { temporaryWorkerUsersMachine } from '../../machines/temporaryWorkerUsers/temporaryWorkerUsers.machine';
import TemporaryWorkerUsersScreen from '../../src/views/screens/temporaryWorkerUsers/TemporaryWorkerUsersScreen';
import { assertJointCoverage, chartCover, createModel, pathMentions } from './harness';
import { publishJourneys } from './journeys';
import { screenIgnores, screenOracle, type ScreenFacts } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';
import { renderScreen, shellI18n, textOf } from './deskFixtures';

const AGENCY = ['agencyAssistant', 'agencySales', 'agencyDirector'];
const lifecycle = (call: string, from: string) => ({
  call,
  on: 'item' as const,
  confirm: true,
  allowedFor: (item: { id: string; status?: unknown }) => item.status === from,
  offeredTo: (roles: readonly string[]) => roles.some((role) => AGENCY.includes(role)),
  effect: 'store' as const,
});
const FACTS: ScreenFacts = {
  id: 'temporaryWorkerUsers',
  family: 'list',
  load: 'getTemporaryWorkerUsers',
  pageSize: 20,
  followsAgencyFolders: true,
  actions: {
    invite: lifecycle('inviteTemporaryWorker', 'unregistered'),
    resend: lifecycle('resendTemporaryWorkerInvitation', 'invited'),
    deactivate: lifecycle('deactivateTemporaryWorker', 'registered'),
    reactivate: lifecycle('reactivateTemporaryWorker', 'deactivated'),
  },
};

const route = (tab: string) => ({ path: `/temporary-workers/users/${tab}`, params: {}, tab });
const worker = (id: string, firstName: string, lastName: string, status: string, invitedOn: string | null, changedOn: string | null) => ({
  id,
  firstName,
  lastName,
  email: `${id}@mail.example`,
  folderId: 'f-lyo',
  folderName: 'Lyon Part-Dieu',
  status,
  invitedOn,
  changedOn,
});
const LEMOINE = worker('lemoine', 'Thomas', 'Lemoine', 'unregistered', null, null);
const PERRIN = worker('perrin', 'Julien', 'Perrin', 'invited', '2026-11-23', null);
const MARTIN = worker('martin', 'Camille', 'Martin', 'registered', '2026-07-01', '2026-07-10');
const MARCHAND = worker('marchand', 'Kevin', 'Marchand', 'deactivated', '2026-10-01', '2026-10-29');
const ROUSSEL = worker('roussel', 'Damien', 'Roussel', 'unsubscribed', '2026-10-01', '2026-11-08');
const PAGE = { items: [LEMOINE, MARCHAND, MARTIN, PERRIN, ROUSSEL], total: 5 };
const MORE_PAGE = { items: [worker('colin', 'Amandine', 'Colin', 'unregistered', null, null)], total: 6 };

function readerModel(roles: string[], pages: { items: unknown[]; total: number }[]) {
  const input = { route: route('all'), user: { roles } as never, tenant: 'alpha', agencyFolders: ['f-lyo'] };
  return createModel(temporaryWorkerUsersMachine, {
    input,
    oracle: screenOracle(FACTS, input),
    ignores: screenIgnores(FACTS),
    events: {
      'xstate.done.actor.loadPage': [...pages.map((output) => ({ output })), { output: { items: [], total: 0 } }],
      'xstate.error.actor.loadPage': [{ error: httpFailure(500, 'Intérimaires indisponibles') }],
      'ROUTE.CHANGED': [{ route: route('unregistered') }],
      'AGENCY_FOLDERS.CHANGED': [{ ids: ['f-par'] }],
      'ACTION.START': [
        { action: 'invite', id: 'lemoine' },
        { action: 'invite', id: 'perrin' },
        { action: 'resend', id: 'perrin' },
        { action: 'resend', id: 'martin' },
        { action: 'deactivate', id: 'martin' },
        { action: 'deactivate', id: 'roussel' },
        { action: 'reactivate', id: 'marchand' },
        { action: 'reactivate', id: 'martin' },
        { action: 'invite', id: 'roussel' },
        { action: 'remove', id: 'lemoine' },
      ],
      'xstate.done.actor.perform': [{ output: { item: { ...LEMOINE, status: 'invited', invitedOn: '2026-11-28' } } }],
      'xstate.error.actor.perform': [{ error: httpFailure(409, 'Cet intérimaire a déjà été invité.') }],
      'ACTION.RETRY': [{ request: { action: 'resend', targetId: 'perrin', body: null, params: {} } }],
    },
  });
}
const agency = readerModel(['agencyDirector'], [PAGE]);
const reader = readerModel(['administrator'], [{ ...PAGE, total: 6 }, MORE_PAGE]);

describe('temporary worker users model, an agency user', () => {
  for (const path of agency.paths()) it(path.description, () => agency.replay(path));
});
describe('temporary worker users model, the administrator (reads only)', () => {
  for (const path of reader.paths()) it(path.description, () => reader.replay(path));
});

let fr: I18n;
beforeAll(async () => {
  fr = await shellI18n('fr');
});
afterEach(() => cleanup());

const STATUS_WORDS: Record<string, string> = {
  unregistered: 'Non inscrit',
  invited: 'Invité',
  registered: 'Inscrit',
  unsubscribed: 'Désinscrit',
  deactivated: 'Désactivé',
};
// The lifecycle, as the contract says, in the buttons' words.
const BUTTONS: Record<string, string[]> = {
  unregistered: ['Inviter'],
  invited: ['Renvoyer l’invitation'],
  registered: ['Désactiver'],
  deactivated: ['Réactiver'],
  unsubscribed: [],
};

describe('temporary worker users view: what an agency user sees and can do, in French', () => {
  for (const path of chartCover(agency.paths().filter((p) => pathMentions(p, 'ACTION') || pathMentions(p, 'perform')))) {
    it(path.description, () =>
      agency.replay(path, {
        onStart: ({ actor }) => renderScreen(fr, <TemporaryWorkerUsersScreen actorRef={actor as never} />),
        onStep: (live) => {
          const snapshot = live as unknown as AnyMachineSnapshot;
          const root = document.body.querySelector<HTMLElement>('[data-machine="temporaryWorkerUsers"]')!;
          if (!snapshot.matches({ data: 'loaded' })) return;
          const idle = snapshot.matches({ action: 'idle' });
          for (const item of snapshot.context.items as ReturnType<typeof worker>[]) {
            const card = root.querySelector(`li[data-item="${item.id}"]`)!;
            expect(textOf(card)).toContain(STATUS_WORDS[item.status]);
            expect(textOf(card)).toContain('Lyon Part-Dieu');
            const buttons = [...card.querySelectorAll('.desk-actions button')].map((button) => button.textContent);
            const expected = idle ? BUTTONS[item.status] : [];
            expect(buttons).toEqual(expected);
          }
          const under = snapshot.context.action;
          const question = root.querySelector('.desk-confirm');
          if (snapshot.matches({ action: 'confirming' }) || snapshot.matches({ action: 'pending' })) {
            const item = snapshot.context.items.find((candidate: { id: string }) => candidate.id === under.targetId);
            const invitation = under.name === 'invite' || under.name === 'resend';
            expect(textOf(question)).toContain(invitation ? item.email : `${item.firstName} ${item.lastName}`);
            expect(textOf(question)).toContain(
              snapshot.matches({ action: 'pending' }) ? (invitation ? 'Envoi…' : 'En cours…') : 'Confirmer',
            );
          } else expect(question).toBeNull();
          const outcome = snapshot.context.outcome;
          if (outcome && idle)
            expect(textOf(root.querySelector(`li[data-item="${outcome.targetId}"] .desk-outcome`))).toMatch(
              /^(Invitation (envoyée|renvoyée) à .+@mail\.example|Compte de .+ (désactivé|réactivé))\.$/,
            );
        },
        send: (event, { actor }) => {
          const root = document.body.querySelector<HTMLElement>('[data-machine="temporaryWorkerUsers"]')!;
          const press = (selector: string, label: string) =>
            [...root.querySelectorAll<HTMLButtonElement>(selector)].find((button) => button.textContent === label);
          // The person's button where the view shows it; else the event as the model sends it.
          const label = event.type === 'ACTION.CONFIRM' ? 'Confirmer' : event.type === 'ACTION.CANCEL' ? 'Annuler' : null;
          const button = label ? press('.desk-confirm button', label) : undefined;
          if (button) button.click();
          else actor.send(event as never);
        },
      }),
    );
  }
});

describe('temporary worker users as declared', () => {
  it('its own machine, for internal users, the internal temporary workers’ first entry, all by default', async () => {
    const { temporaryWorkerUsersScreen } = await import('../../machines/screens/temporaryWorkerUsers.screen');
    expect(temporaryWorkerUsersScreen).toMatchObject({
      paths: ['/temporary-workers', '/temporary-workers/users'],
      userTypes: ['internalUser'],
      tabs: 'temporaryWorkerUsers',
      defaultTab: 'all',
      machine: 'own',
    });
  });
});

publishJourneys('temporaryWorkerUsers', { agency, reader });

it('gate: every state, transition, named action and sneak path of temporary worker users', () => assertJointCoverage([agency, reader]));
