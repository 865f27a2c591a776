// @vitest-environment happy-dom
// Referential › sections (docs/screens/sections.md): the list family with three actions. The
// contract's facts written out: one list, 20 a page, no tabs, no push refreshes it; the
// administrator adds a section and renames one (a name required, at most 60 characters once trimmed
// and its inner blanks made one, sent so; kept as a draft; the answer stored), and removes one no
// client is filed under after a question (the row goes); support reads. Two models: the
// administrator (every action) and support (none).
import { afterEach, beforeAll, describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { cleanup } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { AnyMachineSnapshot } from 'xstate';
import type { KeptActionDraft } from '../../machines/families/action';
import type { ScreenPage } from '../../machines/families/screen';
import { sectionNameKey, sectionNameProblem } from '../../machines/domain/referential';
import { sectionsMachine } from '../../machines/sections/sections.machine';
import SectionsScreen from '../../src/views/screens/sections/SectionsScreen';
import { assertJointCoverage, chartCover, createModel } from './harness';
import { publishJourneys } from './journeys';
import { screenIgnores, screenOracle, type ScreenFacts } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';
import { renderScreen, shellI18n, textOf } from './deskFixtures';

type Draft = Readonly<Record<string, string>>;
const tidy = (value: string | undefined) => (value ?? '').trim().replace(/\s+/g, ' ');
type Row = Readonly<Record<string, unknown>> | null;
const nameForm = (initial: (item: Row) => string) => ({
  initial: (item: Row) => ({ name: initial(item) }),
  valid: (draft: Draft) => tidy(draft.name) !== '' && tidy(draft.name).length <= 60,
  body: (draft: Draft) => ({ name: tidy(draft.name) }),
});
const administrator = (roles: readonly string[]) => roles.includes('administrator');
const FACTS: ScreenFacts = {
  id: 'sections',
  family: 'list',
  load: 'getSections',
  pageSize: 20,
  actions: {
    addSection: { call: 'addSection', on: 'new', offeredTo: administrator, form: nameForm(() => ''), effect: 'store' },
    renameSection: {
      call: 'renameSection',
      on: 'item',
      offeredTo: administrator,
      form: nameForm((item) => String(item?.name)),
      effect: 'store',
    },
    removeSection: {
      call: 'removeSection',
      on: 'item',
      confirm: true,
      allowedFor: (item) => item.clients === 0,
      offeredTo: administrator,
      effect: 'remove',
    },
  },
};

const route = { path: '/referential/sections', params: {}, tab: null };
const section = (id: string, name: string, clients: number) => ({ id, name, clients });
const LOGISTICS = section('sec-a', 'Logistique', 2);
const HOTELS = section('sec-b', 'Hôtellerie <b>et</b> restauration', 0);
const HEALTH = section('sec-c', 'Santé', 1);
const PAGE = { items: [LOGISTICS, HOTELS, HEALTH], total: 3 };
const ADDED = section('sec-n', 'Transport routier', 0);
const KEPT: KeptActionDraft = { action: 'renameSection', targetId: 'sec-a', draft: { name: 'Logistique urbaine' } };
const MORE = { items: [section('sec-d', 'Sidérurgie', 1)], total: 4 };

function model(roles: string[], pages: { items: unknown[]; total: number }[]) {
  const input = { route, user: { roles } as never, tenant: 'alpha', agencyFolders: [] };
  const editor = roles.includes('administrator');
  return createModel(sectionsMachine, {
    input,
    oracle: screenOracle(FACTS, input),
    ignores: screenIgnores(FACTS),
    events: {
      'xstate.done.actor.loadPage': [...pages.map((output) => ({ output })), { output: { items: [], total: 0 } }],
      'xstate.error.actor.loadPage': [{ error: httpFailure(500, 'Sections indisponibles') }],
      // The same screen under another spelling of its URL: nothing is read again.
      'ROUTE.CHANGED': [{ route: { path: '/Referential/Sections/', params: {}, tab: null } }],
      'xstate.done.actor.readDraft': editor ? [{ output: null }, { output: KEPT }] : [],
      'xstate.error.actor.readDraft': editor ? [{ error: new Error('storage') }] : [],
      'ACTION.START': [
        { action: 'addSection' },
        { action: 'renameSection', id: 'sec-a' },
        { action: 'removeSection', id: 'sec-b' },
        // In use: not offered.
        { action: 'removeSection', id: 'sec-a' },
      ],
      'ACTION.CHANGE': editor
        ? [
            { field: 'name', value: '  Transport   routier ' },
            { field: 'name', value: 'x'.repeat(61) },
          ]
        : [],
      'xstate.done.actor.perform': editor ? [{ output: { item: ADDED } }] : [],
      'xstate.error.actor.perform': editor ? [{ error: httpFailure(409, 'Une section porte déjà ce nom : Santé.') }] : [],
      'ACTION.RETRY': [{ request: { action: 'removeSection', targetId: 'sec-b', body: null, params: {} } }],
    },
  });
}
// An administrator who also holds support: any one of their roles that edits is enough.
const admin = model(['support', 'administrator'], [PAGE]);
const support = model(['support'], [{ ...PAGE, total: 4 }, MORE]);

describe('referential sections model, the administrator', () => {
  for (const path of admin.paths()) it(path.description, () => admin.replay(path));
});
describe('referential sections model, support (reads only)', () => {
  for (const path of support.paths()) it(path.description, () => support.replay(path));
});

describe('a section’s name (docs/screens/sections.md), at its edges', () => {
  it('1 to 60 characters once trimmed, inner blanks made one', () => {
    expect(sectionNameProblem('')).toBe('required');
    expect(sectionNameProblem('   ')).toBe('required');
    expect(sectionNameProblem('x')).toBeNull();
    expect(sectionNameProblem(` ${'x'.repeat(60)} `)).toBeNull();
    expect(sectionNameProblem('x'.repeat(61))).toBe('tooLong');
    expect(sectionNameProblem(`${'x'.repeat(30)}     ${'y'.repeat(29)}`)).toBeNull();
    expect(sectionNameProblem(`${'x'.repeat(30)}  ${'y'.repeat(30)}`)).toBe('tooLong');
  });
  it('unique among the others, case and accents aside', () => {
    expect(sectionNameProblem('sante', ['Santé'])).toBe('taken');
    expect(sectionNameProblem('  SANTÉ ', ['Logistique', 'Santé'])).toBe('taken');
    expect(sectionNameProblem('Santé  publique', ['Santé publique'])).toBe('taken');
    expect(sectionNameProblem('Santé publique', ['Santé'])).toBeNull();
    expect(sectionNameKey(' Hôtellerie  Et Restauration ')).toBe('hotellerie et restauration');
  });
});

let fr: I18n;
beforeAll(async () => {
  fr = await shellI18n('fr');
});
afterEach(() => cleanup());

const buttons = () => [...document.body.querySelectorAll<HTMLButtonElement>('button')];
const labelled = (label: string) => buttons().find((b) => (b.getAttribute('aria-label') ?? b.textContent) === label);
const PLAIN: Record<string, string> = { 'sec-a': 'Logistique', 'sec-b': 'Hôtellerie <b>et</b> restauration', 'sec-c': 'Santé' };

describe('referential sections view, the administrator, in French', () => {
  for (const path of chartCover(admin.paths())) {
    it(path.description, () =>
      admin.replay(path, {
        onStart: ({ actor }) => renderScreen(fr, <SectionsScreen actorRef={actor as never} />),
        onStep: (live) => {
          const snapshot = live as unknown as AnyMachineSnapshot;
          const root = document.body;
          const items = snapshot.context.items as { id: string; name: string; clients: number }[];
          const under = snapshot.context.action as { name: string; targetId: string | null; draft: Draft | null } | null;
          const idle = snapshot.matches({ action: 'idle' });
          const shown = snapshot.matches({ data: 'loaded' }) || snapshot.matches({ data: 'refreshing' });
          if (shown) {
            for (const item of items) {
              const row = root.querySelector(`[data-item="${item.id}"]`);
              // The name as text, never as markup; the count of clients, and why one in use stays.
              expect(textOf(row?.querySelector('h2'))).toBe(item.name);
              expect(textOf(row)).toContain(
                item.clients === 0 ? 'Aucun client classé' : item.clients === 1 ? '1 client classé' : `${item.clients} clients classés`,
              );
              expect(textOf(row).includes('Ne peut pas être supprimée tant qu’un client y est classé.'), item.id).toBe(item.clients > 0);
              // Rename on every row, Remove on the unused ones, while no action is under way.
              expect(Boolean(labelled(`Renommer la section ${item.name}`)), item.id).toBe(idle);
              expect(Boolean(labelled(`Supprimer la section ${item.name}`)), item.id).toBe(idle && item.clients === 0);
            }
            expect(root.querySelector('[data-item] b')).toBeNull();
          }
          expect(Boolean(labelled('Ajouter une section'))).toBe(idle);
          // The form: where its action says, with what was typed.
          const formOpen = ['editing', 'pending', 'failed', 'confirming'].some((s) => snapshot.matches({ action: s })) && under?.draft;
          const form = root.querySelector('form');
          expect(Boolean(form)).toBe(Boolean(formOpen));
          if (formOpen) {
            if (under!.name === 'renameSection' && root.querySelector(`[data-item="${under!.targetId}"]`))
              expect(root.querySelector(`[data-item="${under!.targetId}"] form`)).not.toBeNull();
            if (under!.name === 'addSection') expect(textOf(form)).toContain('Nouvelle section');
            expect(form!.querySelector('input')!.value).toBe(under!.draft!.name);
            if (snapshot.matches({ action: 'failed' }))
              expect(textOf(form)).toContain('La section n’a pas pu être enregistrée. Votre saisie est conservée.');
            const problem = (snapshot.context.action as { showProblems: boolean }).showProblems ? tidy(under!.draft!.name) : null;
            expect(textOf(form).includes('Saisissez un nom.')).toBe(problem === '');
            expect(textOf(form).includes('60 caractères au plus.')).toBe(problem !== null && problem.length > 60);
            if (snapshot.matches({ action: 'pending' })) expect(textOf(form)).toContain('Enregistrement…');
          }
          // The question shows on the row it is about.
          if (snapshot.matches({ action: 'confirming' }) && root.querySelector(`[data-item="${under?.targetId}"]`))
            expect(textOf(root.querySelector(`[data-item="${under?.targetId}"]`))).toContain(
              `Supprimer la section ${PLAIN[under!.targetId!] ?? ''} ? Elle ne sera plus proposée pour classer un client.`,
            );
          else expect(textOf(root)).not.toContain('Elle ne sera plus proposée');
          const outcome = snapshot.context.outcome as { action: string; targetId: string | null } | null;
          const said = (action: string) => idle && outcome?.action === action;
          expect(textOf(root).includes('Section ajoutée.')).toBe(said('addSection'));
          expect(textOf(root).includes('Section supprimée.')).toBe(said('removeSection'));
          expect(textOf(root).includes('Section renommée.')).toBe(
            said('renameSection') && shown && items.some((item) => item.id === outcome?.targetId),
          );
          if (snapshot.matches({ data: 'empty' })) expect(textOf(root)).toContain('Aucune section pour le moment.');
          if (snapshot.matches({ data: 'loadFailed' })) expect(textOf(root)).toContain('Les sections n’ont pas pu être chargées.');
        },
        send: (event, { actor }) => {
          const e = event as { type: string; action?: string; id?: string };
          const label =
            e.type === 'ACTION.START' && e.action === 'addSection'
              ? 'Ajouter une section'
              : e.type === 'ACTION.START' && e.action === 'renameSection'
                ? `Renommer la section ${PLAIN[e.id!]}`
                : e.type === 'ACTION.START' && e.action === 'removeSection'
                  ? `Supprimer la section ${PLAIN[e.id!]}`
                  : e.type === 'ACTION.CONFIRM'
                    ? 'Supprimer'
                    : e.type === 'ACTION.SUBMIT'
                      ? 'Enregistrer'
                      : null;
          const button = label ? labelled(label) : undefined;
          if (button) button.click();
          else actor.send(event as never);
        },
      }),
    );
  }

  it('support reads the sections and their counts, and has no button', async () => {
    const { createActor, fromPromise } = await import('xstate');
    const actor = createActor(sectionsMachine.provide({ actors: { loadPage: fromPromise(async (): Promise<ScreenPage> => PAGE) } }), {
      input: { route, user: { roles: ['support'] } as never, tenant: 'alpha' },
    });
    actor.start();
    renderScreen(fr, <SectionsScreen actorRef={actor as never} />);
    for (let i = 0; i < 4; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(textOf(document.body)).toContain('2 clients classés');
    expect(textOf(document.body)).toContain('Hôtellerie <b>et</b> restauration');
    expect(buttons()).toEqual([]);
    actor.stop();
  });

  it('the administrator may add, rename each, and remove only the unused one', async () => {
    const { createActor, fromPromise } = await import('xstate');
    const actor = createActor(
      sectionsMachine.provide({
        actors: {
          loadPage: fromPromise(async (): Promise<ScreenPage> => PAGE),
          readDraft: fromPromise(async (): Promise<KeptActionDraft | null> => null),
        },
        actions: { keepDraft: () => {}, dropDraft: () => {} },
      }),
      { input: { route, user: { roles: ['administrator'] } as never, tenant: 'alpha' } },
    );
    actor.start();
    renderScreen(fr, <SectionsScreen actorRef={actor as never} />);
    for (let i = 0; i < 4; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(buttons().map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual([
      'Ajouter une section',
      'Renommer la section Logistique',
      'Renommer la section Hôtellerie <b>et</b> restauration',
      'Supprimer la section Hôtellerie <b>et</b> restauration',
      'Renommer la section Santé',
    ]);
    actor.stop();
  });
});

publishJourneys('sections', { administrator: admin, support });

it('gate: every state, transition, named action and sneak path of the referential sections', () => assertJointCoverage([admin, support]));
