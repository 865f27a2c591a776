// @vitest-environment happy-dom
// The document preview (docs/screens/documentPreview.md): paths from its machine's graph, replayed
// on a live actor; at every step an oracle written from the screen contract checks what the link
// says (a document and a way back inside the portal, or what is wrong with it), what is read (the
// link's document, once per arrival or Retry), what a failure shows (404 and 403 pages of their own,
// any other failure logged with Retry), that a new document is marked opened once and an opened one
// not, that a failed mark is only logged, and that the file kept in the page is let go when it no
// longer shows. Then the same paths through its view, in French.
import { afterEach, beforeAll, describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { cleanup, render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { documentPreviewMachine, type LoadedDocument } from '../../machines/documentPreview/documentPreview.machine';
import DocumentPreviewScreen from '../../src/views/screens/documentPreview/DocumentPreviewScreen';
import {
  assertJointCoverage,
  createModel,
  expectEffect,
  expectNoEffect,
  type IgnoredEvents,
  type Oracle,
  type OracleCheck,
} from './harness';
import { publishJourneys } from './journeys';
import { httpFailure } from './notificationFixtures';

const link = (query: Record<string, string>, path = '/document-preview') => ({ path, params: {}, tab: null, query });
const PAYSLIP_LINK = link({ document: 'doc-pay-worker-2026-10', back: '/documents/personal' });
const INPUT = { route: PAYSLIP_LINK, user: {} as never, tenant: 'alpha' };
// Another document (from a contract's page), the same link spelled otherwise, and a link whose way
// back leaves the portal.
const CONTRACT_LINK = link({ document: 'doc-ct-worker-3', back: '/contracts/ct-worker-3' });
const SAME_LINK = link({ document: 'doc-pay-worker-2026-10', back: '/documents/personal' }, '/Document-Preview/');
const EVIL_LINK = link({ document: 'doc-pay-worker-2026-10', back: 'https://evil.example/' });

const doc = (id: string, isNew: boolean) => ({
  id,
  category: 'personal',
  kind: 'payslip',
  title: 'Bulletin de salaire — <b>octobre</b> 2026',
  issuedAt: '2026-11-03',
  new: isNew,
  fileName: 'bulletin-de-salaire-2026-10.pdf',
});
const NEW_ONE: LoadedDocument = { document: doc('doc-pay-worker-2026-10', true), fileUrl: 'blob:http://portal/new-one' };
const OPENED_ONE: LoadedDocument = { document: doc('doc-pay-worker-2026-10', false), fileUrl: 'blob:http://portal/opened-one' };

const NOT_FOUND = httpFailure(404, 'Document introuvable');
const FORBIDDEN = httpFailure(403, 'Accès refusé');
const BROKEN = httpFailure(500, 'Documents indisponibles');
const MARK_BROKEN = httpFailure(500, 'Marquage impossible');

type Check = OracleCheck<typeof documentPreviewMachine>;
const event = (check: Check) => check.event as AnyEventObject;
const before = (check: Check) => (check.index > 0 ? check.path.steps[check.index - 1].state : null);
const linkNow = (check: Check) => check.snapshot.context.route.query!;

/** What the contract says of each link used here: the document and the way back, or the problem. */
const EXPECTED_LINK = (query: Readonly<Record<string, string>>) =>
  query.back.startsWith('https:')
    ? { ok: false, problem: 'badBack', back: '/home' }
    : { ok: true, documentId: query.document, back: query.back };

/** The file shown before is let go as soon as it no longer shows; never otherwise. */
function expectFileLetGo(check: Check) {
  const previous = before(check);
  const wasShown = previous?.matches('shown') === true && !check.snapshot.matches('shown');
  if (wasShown) expectEffect(check, 'releaseFile', { fileUrl: previous!.context.loaded!.fileUrl });
  else expectNoEffect(check, 'releaseFile');
  if (!check.snapshot.matches('shown')) expect(check.snapshot.context.loaded).toBeNull();
}

/** Each arrival in loading (the link read, another link, Retry) reads the link's document once. */
function expectReads(check: Check) {
  const reads = check.invocations.filter((i) => i.src === 'loadDocument');
  const arrivals = check.path.steps
    .slice(0, check.index + 1)
    .filter(
      (step, i, all) =>
        step.state.matches('loading') &&
        (i === 0 ||
          !all[i - 1].state.matches('loading') ||
          JSON.stringify(step.state.context.link) !== JSON.stringify(all[i - 1].state.context.link)),
    ).length;
  expect(reads).toHaveLength(arrivals);
}

const oracle: Oracle<typeof documentPreviewMachine> = {
  documentPreview: (check) => {
    // The link as the contract reads it; the way back always a page of the portal.
    expect(check.snapshot.context.link).toEqual(EXPECTED_LINK(linkNow(check)));
    expectFileLetGo(check);
    if (event(check).type !== 'xstate.error.actor.loadDocument') expectNoEffect(check, 'logLoadFailed');
    if (event(check).type !== 'xstate.error.actor.markOpened') expectNoEffect(check, 'logMarkFailed');
  },
  'documentPreview.invalid': (check) => {
    expect(check.snapshot.context.link.ok).toBe(false);
    expect(check.invocations.filter((i) => i.src === 'loadDocument').length).toBeLessThanOrEqual(check.index);
  },
  'documentPreview.loading': (check) => {
    expect(check.snapshot.context.link.ok).toBe(true);
    if (check.entered) {
      expect(['xstate.init', 'ROUTE.CHANGED', 'RETRY']).toContain(event(check).type);
      expect(check.invocations.filter((i) => i.src === 'loadDocument').at(-1)?.input).toEqual({ documentId: linkNow(check).document });
    }
    expectReads(check);
  },
  'documentPreview.failed': (check) => {
    if (check.entered) {
      expect(event(check).error).toBe(BROKEN);
      expectEffect(check, 'logLoadFailed', { error: BROKEN });
    } else expectNoEffect(check, 'logLoadFailed');
  },
  'documentPreview.notFound': (check) => {
    if (check.entered) expect(event(check).error).toBe(NOT_FOUND);
    expectNoEffect(check, 'logLoadFailed');
  },
  'documentPreview.forbidden': (check) => {
    if (check.entered) expect(event(check).error).toBe(FORBIDDEN);
    expectNoEffect(check, 'logLoadFailed');
  },
  'documentPreview.shown': (check) => {
    const e = event(check);
    if (e.type === 'xstate.done.actor.loadDocument') expect(check.snapshot.context.loaded).toEqual(e.output);
    else expect(check.snapshot.context.loaded).toEqual(before(check)!.context.loaded);
  },
  'documentPreview.shown.marking': (check) => {
    // A new document, marked opened once it shows.
    expect(check.snapshot.context.loaded!.document.new).toBe(true);
    if (check.entered)
      expect(check.invocations.at(-1)).toEqual(expect.objectContaining({ src: 'markOpened', input: { documentId: NEW_ONE.document.id } }));
  },
  'documentPreview.shown.idle': (check) => {
    const e = event(check);
    const marks = check.invocations.filter((i) => i.src === 'markOpened').length;
    // One mark per new document shown; none for one opened before.
    const newShown = check.path.steps
      .slice(0, check.index + 1)
      .filter((step, i) => step.event.type === 'xstate.done.actor.loadDocument' && step.event.output.document.new && i > 0).length;
    expect(marks).toBe(newShown);
    if (e.type === 'xstate.done.actor.loadDocument') expect(e.output.document.new).toBe(false);
    if (e.type === 'xstate.error.actor.markOpened') expectEffect(check, 'logMarkFailed', { error: MARK_BROKEN });
  },
};

// Written from the screen contract: a push does not concern the preview; Retry only where it is offered.
const ignores: IgnoredEvents<typeof documentPreviewMachine> = {
  documentPreview: ['NOTIFICATION.RECEIVED'],
  'documentPreview.invalid': ['RETRY'],
  'documentPreview.loading': ['RETRY'],
  'documentPreview.notFound': ['RETRY'],
  'documentPreview.forbidden': ['RETRY'],
  'documentPreview.shown': ['RETRY'],
};

const model = createModel(documentPreviewMachine, {
  input: INPUT,
  oracle,
  ignores,
  events: {
    'xstate.done.actor.loadDocument': [{ output: NEW_ONE }, { output: OPENED_ONE }],
    'xstate.error.actor.loadDocument': [{ error: NOT_FOUND }, { error: FORBIDDEN }, { error: BROKEN }],
    'xstate.done.actor.markOpened': [{ output: undefined }],
    'xstate.error.actor.markOpened': [{ error: MARK_BROKEN }],
    'ROUTE.CHANGED': [{ route: CONTRACT_LINK }, { route: SAME_LINK }, { route: EVIL_LINK }],
    'NOTIFICATION.RECEIVED': [{ notification: { id: 'n-1', type: 'documentAvailable', category: 'documents', data: {} } as never }],
  },
  alwaysPossible: ['RETRY', 'NOTIFICATION.RECEIVED'],
});

describe('documentPreview model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

const FR = JSON.parse(readFileSync(join(process.cwd(), 'public/i18n/core/fr.json'), 'utf8'));
let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({ lng: 'fr', resources: { fr: { translation: FR } }, interpolation: { escapeValue: false } });
});
afterEach(() => cleanup());

describe('documentPreview view: what a person sees in each state', () => {
  it.each(model.paths())('$description', (path) =>
    model.replay(path, {
      onStart: ({ actor }) =>
        render(
          <I18nextProvider i18n={i18n}>
            <MemoryRouter initialEntries={['/document-preview?document=doc-pay-worker-2026-10&back=%2Fdocuments%2Fpersonal']}>
              <DocumentPreviewScreen actorRef={actor as never} />
            </MemoryRouter>
          </I18nextProvider>,
        ).container,
      onStep: (live) => {
        const snapshot = live as unknown as AnyMachineSnapshot;
        const root = document.body.querySelector<HTMLElement>('[data-machine="documentPreview"]')!;
        const text = root.textContent ?? '';
        const back = root.querySelector('[data-testid="preview-back"]');
        const retry = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Réessayer');
        expect(Boolean(retry)).toBe(snapshot.matches('failed'));
        if (snapshot.matches('loading')) expect(text).toContain('Chargement du document…');
        if (snapshot.matches('invalid')) {
          expect(text).toContain('Ce lien d’aperçu n’est pas valide.');
          expect(text).toContain('Il renvoie vers une page extérieure au portail.');
          expect(back?.getAttribute('href')).toBe('/home');
        }
        if (snapshot.matches('notFound')) expect(text).toContain('Ce document n’existe pas, ou plus.');
        if (snapshot.matches('forbidden')) expect(text).toContain('Ce document ne vous concerne pas.');
        if (snapshot.matches('failed')) expect(text).toContain('Le document n’a pas pu être chargé.');
        if (['notFound', 'forbidden', 'failed', 'shown'].some((state) => snapshot.matches(state)))
          expect(back?.getAttribute('href')).toBe(snapshot.context.route.query.back);
        if (snapshot.matches('shown')) {
          const loaded = snapshot.context.loaded as LoadedDocument;
          // The title as text; the PDF from the file kept in the page; Download under its name.
          expect(root.querySelector('h1')?.textContent).toBe(loaded.document.title);
          expect(root.querySelector('b')).toBeNull();
          expect(root.querySelector('iframe')?.getAttribute('src')).toBe(loaded.fileUrl);
          const download = root.querySelector('[data-testid="preview-download"]')!;
          expect(download.getAttribute('href')).toBe(loaded.fileUrl);
          expect(download.getAttribute('download')).toBe('bulletin-de-salaire-2026-10.pdf');
        } else expect(root.querySelector('iframe')).toBeNull();
      },
      send: (e, { actor }) => {
        const retry = [...document.body.querySelectorAll('button')].find((b) => b.textContent === 'Réessayer');
        if (e.type === 'RETRY' && retry) retry.click();
        else actor.send(e as never);
      },
    }),
  );
});

publishJourneys('documentPreview', { model });

it('gate: every state, transition, named action and sneak path of the document preview', () => assertJointCoverage([model]));
