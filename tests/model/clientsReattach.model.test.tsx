// @vitest-environment happy-dom
// Referential › clients reattach (docs/screens/clientsReattach.md): the list family with one action.
// The contract's facts written out: one list, 20 a page, no tabs, no push refreshes it; the
// administrator picks another folder of the tenant for a client that has one to move to (a folder
// required, not its own; kept as a draft), confirms, and the answer replaces the row (store).
// Support reads. Two models: the administrator and support.
import { afterEach, beforeAll, describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { cleanup } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { AnyMachineSnapshot } from 'xstate';
import type { KeptActionDraft } from '../../machines/families/action';
import type { ScreenPage } from '../../machines/families/screen';
import { reattachProblem } from '../../machines/domain/referential';
import { clientsReattachMachine } from '../../machines/clientsReattach/clientsReattach.machine';
import ClientsReattachScreen from '../../src/views/screens/clientsReattach/ClientsReattachScreen';
import { assertJointCoverage, chartCover, createModel } from './harness';
import { publishJourneys } from './journeys';
import { screenIgnores, screenOracle, type ScreenFacts } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';
import { renderScreen, shellI18n, textOf } from './deskFixtures';

type Draft = Readonly<Record<string, string>>;
const FACTS: ScreenFacts = {
  id: 'clientsReattach',
  family: 'list',
  load: 'getReattachClients',
  pageSize: 20,
  actions: {
    reattachClient: {
      call: 'reattachClient',
      on: 'item',
      confirm: true,
      allowedFor: (item) => (item.moveTo as unknown[]).length > 0,
      offeredTo: (roles) => roles.includes('administrator'),
      form: {
        initial: () => ({ folderId: '' }),
        valid: (draft: Draft, item) => draft.folderId !== '' && draft.folderId !== item?.folderId,
        body: (draft: Draft) => ({ folderId: draft.folderId }),
      },
      effect: 'store',
    },
  },
};

const route = { path: '/referential/clients-reattach', params: {}, tab: null };
const LYON = { id: 'f-lyo', name: 'LYO - Lyon Part-Dieu' };
const LILLE = { id: 'f-lil', name: 'LIL - Lille <b>Euralille</b>' };
const PARIS = { id: 'f-par', name: 'PAR - Paris Bercy' };
const client = (id: string, name: string, folder: { id: string; name: string }, moveTo: { id: string; name: string }[]) => ({
  id,
  name,
  sector: 'Santé',
  folderId: folder.id,
  folderName: folder.name,
  establishments: 2,
  users: 3,
  moveTo,
});
const CLINIC = client('c-1', 'Clinique <i>des</i> Lilas', PARIS, [LILLE, LYON]);
// The tenant's only folder: nowhere to move to.
const BAKERY = client('c-2', 'Boulangerie Dupont', LYON, []);
const PAGE = { items: [BAKERY, CLINIC], total: 2 };
const MOVED = { ...CLINIC, folderId: LILLE.id, folderName: LILLE.name, moveTo: [LYON, PARIS] };
const KEPT: KeptActionDraft = { action: 'reattachClient', targetId: 'c-1', draft: { folderId: 'f-lil' } };
const MORE = { items: [client('c-3', 'Port Logistics', LYON, [PARIS])], total: 3 };

function model(roles: string[], pages: { items: unknown[]; total: number }[]) {
  const input = { route, user: { roles } as never, tenant: 'alpha', agencyFolders: ['f-par'] };
  const editor = roles.includes('administrator');
  return createModel(clientsReattachMachine, {
    input,
    oracle: screenOracle(FACTS, input),
    ignores: screenIgnores(FACTS),
    events: {
      'xstate.done.actor.loadPage': [...pages.map((output) => ({ output })), { output: { items: [], total: 0 } }],
      'xstate.error.actor.loadPage': [{ error: httpFailure(500, 'Clients indisponibles') }],
      // The same screen under another spelling of its URL: nothing is read again.
      'ROUTE.CHANGED': [{ route: { path: '/Referential/Clients-Reattach/', params: {}, tab: null } }],
      'xstate.done.actor.readDraft': editor ? [{ output: null }, { output: KEPT }] : [],
      'xstate.error.actor.readDraft': editor ? [{ error: new Error('storage') }] : [],
      'ACTION.START': [
        { action: 'reattachClient', id: 'c-1' },
        // Nowhere to move to: not offered.
        { action: 'reattachClient', id: 'c-2' },
      ],
      'ACTION.CHANGE': editor
        ? [
            { field: 'folderId', value: 'f-lil' },
            // Its own folder.
            { field: 'folderId', value: 'f-par' },
          ]
        : [],
      'xstate.done.actor.perform': editor ? [{ output: { item: MOVED } }] : [],
      'xstate.error.actor.perform': editor ? [{ error: httpFailure(404, 'Ce dossier d’agence n’existe pas.') }] : [],
    },
  });
}
const admin = model(['administrator'], [PAGE]);
const support = model(['support'], [{ ...PAGE, total: 3 }, MORE]);

describe('referential clients reattach model, the administrator', () => {
  for (const path of admin.paths()) it(path.description, () => admin.replay(path));
});
describe('referential clients reattach model, support (reads only)', () => {
  for (const path of support.paths()) it(path.description, () => support.replay(path));
});

describe('a move’s rule (docs/screens/clientsReattach.md)', () => {
  it('a folder is chosen, other than the client’s own', () => {
    expect(reattachProblem('', 'f-par')).toBe('required');
    expect(reattachProblem('  ', 'f-par')).toBe('required');
    expect(reattachProblem('f-par', 'f-par')).toBe('same');
    expect(reattachProblem('f-lil', 'f-par')).toBeNull();
  });
});

let fr: I18n;
beforeAll(async () => {
  fr = await shellI18n('fr');
});
afterEach(() => cleanup());

const buttons = () => [...document.body.querySelectorAll<HTMLButtonElement>('button')];
const labelled = (label: string) => buttons().find((b) => (b.getAttribute('aria-label') ?? b.textContent) === label);

describe('referential clients reattach view, the administrator, in French', () => {
  for (const path of chartCover(admin.paths())) {
    it(path.description, () =>
      admin.replay(path, {
        onStart: ({ actor }) => renderScreen(fr, <ClientsReattachScreen actorRef={actor as never} />),
        onStep: (live) => {
          const snapshot = live as unknown as AnyMachineSnapshot;
          const root = document.body;
          const items = snapshot.context.items as (typeof PAGE)['items'];
          const under = snapshot.context.action as { targetId: string | null; draft: Draft | null; showProblems: boolean } | null;
          const idle = snapshot.matches({ action: 'idle' });
          const shown = snapshot.matches({ data: 'loaded' }) || snapshot.matches({ data: 'refreshing' });
          if (shown) {
            for (const item of items) {
              const row = root.querySelector(`[data-item="${item.id}"]`);
              // The name and the folder as text, never as markup.
              expect(textOf(row?.querySelector('h2'))).toBe(item.name);
              expect(textOf(row?.querySelector('[data-folder-name]'))).toBe(item.folderName);
              expect(Boolean(labelled(`Rattacher ${item.name} à un autre dossier`)), item.id).toBe(idle && item.moveTo.length > 0);
            }
            expect(root.querySelector('[data-item] b, [data-item] i')).toBeNull();
          }
          const phase = ['editing', 'pending', 'failed', 'confirming'].find((s) => snapshot.matches({ action: s }));
          const form = root.querySelector('form');
          const rowShown = Boolean(under?.targetId && root.querySelector(`[data-item="${under.targetId}"]`));
          expect(Boolean(form)).toBe(Boolean(phase && phase !== 'confirming' && rowShown));
          if (form) {
            expect(form.closest('[data-item]')?.getAttribute('data-item')).toBe(under!.targetId);
            // The list offers the folders it may move to: another value shows as none chosen.
            const row = items.find((item) => item.id === under!.targetId)!;
            const offeredIds = row.moveTo.map((folder) => folder.id);
            expect(form.querySelector('select')!.value).toBe(offeredIds.includes(under!.draft!.folderId) ? under!.draft!.folderId : '');
            if (snapshot.matches({ action: 'failed' }))
              expect(textOf(form)).toContain('Le rattachement n’a pas pu être enregistré. Votre choix est conservé.');
            const folderId = under!.showProblems ? under!.draft!.folderId : null;
            expect(textOf(form).includes('Choisissez un dossier.')).toBe(folderId === '');
            expect(textOf(form).includes('Choisissez un autre dossier que le sien.')).toBe(folderId === row.folderId);
            if (snapshot.matches({ action: 'pending' })) expect(textOf(form)).toContain('Rattachement…');
          }
          if (phase === 'confirming' && rowShown) {
            const row = items.find((item) => item.id === under!.targetId)!;
            const to = row.moveTo.find((folder) => folder.id === under!.draft!.folderId)!.name;
            expect(textOf(root.querySelector(`[data-item="${under!.targetId}"]`))).toContain(
              `Rattacher Clinique <i>des</i> Lilas au dossier ${to} ? Ses établissements et ses utilisateurs ne seront plus visibles sous ${row.folderName}.`,
            );
          } else expect(textOf(root)).not.toContain('ne seront plus visibles sous');
          const outcome = snapshot.context.outcome as { targetId: string } | null;
          const movedShown = idle && outcome !== null && shown && items.some((item) => item.id === outcome.targetId);
          expect(textOf(root).includes('Rattaché au dossier LIL - Lille <b>Euralille</b>.')).toBe(movedShown);
          if (snapshot.matches({ data: 'empty' })) expect(textOf(root)).toContain('Aucune entreprise cliente pour le moment.');
          if (snapshot.matches({ data: 'loadFailed' }))
            expect(textOf(root)).toContain('Les entreprises clientes n’ont pas pu être chargées.');
        },
        send: (event, { actor }) => {
          const e = event as { type: string; action?: string; id?: string; value?: string };
          const button =
            e.type === 'ACTION.START' && e.id === 'c-1'
              ? labelled('Rattacher Clinique <i>des</i> Lilas à un autre dossier')
              : e.type === 'ACTION.CONFIRM'
                ? labelled('Confirmer')
                : e.type === 'ACTION.SUBMIT'
                  ? labelled('Rattacher')
                  : undefined;
          if (button) button.click();
          else actor.send(event as never);
        },
      }),
    );
  }

  it('support reads each client’s folder and has no button', async () => {
    const { createActor, fromPromise } = await import('xstate');
    const actor = createActor(
      clientsReattachMachine.provide({ actors: { loadPage: fromPromise(async (): Promise<ScreenPage> => PAGE) } }),
      { input: { route, user: { roles: ['support'] } as never, tenant: 'alpha' } },
    );
    actor.start();
    renderScreen(fr, <ClientsReattachScreen actorRef={actor as never} />);
    for (let i = 0; i < 4; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(textOf(document.body)).toContain('PAR - Paris Bercy');
    expect(buttons()).toEqual([]);
    actor.stop();
  });

  it('the administrator may move the client that has another folder to go to, not the other', async () => {
    const { createActor, fromPromise } = await import('xstate');
    const actor = createActor(
      clientsReattachMachine.provide({
        actors: {
          loadPage: fromPromise(async (): Promise<ScreenPage> => PAGE),
          readDraft: fromPromise(async (): Promise<KeptActionDraft | null> => null),
        },
        actions: { keepDraft: () => {}, dropDraft: () => {} },
      }),
      { input: { route, user: { roles: ['administrator'] } as never, tenant: 'alpha' } },
    );
    actor.start();
    renderScreen(fr, <ClientsReattachScreen actorRef={actor as never} />);
    for (let i = 0; i < 4; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(buttons().map((b) => b.getAttribute('aria-label'))).toEqual(['Rattacher Clinique <i>des</i> Lilas à un autre dossier']);
    labelled('Rattacher Clinique <i>des</i> Lilas à un autre dossier')!.click();
    for (let i = 0; i < 2; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    // Its own folder is not offered.
    expect([...document.body.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Choisir un dossier…',
      'LIL - Lille <b>Euralille</b>',
      'LYO - Lyon Part-Dieu',
    ]);
    actor.stop();
  });
});

publishJourneys('clientsReattach', { administrator: admin, support });

it('gate: every state, transition, named action and sneak path of the referential clients reattach', () =>
  assertJointCoverage([admin, support]));
