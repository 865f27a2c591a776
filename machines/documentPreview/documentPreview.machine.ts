// The document preview (docs/screens/documentPreview.md; spec section 2, "Routes outside the
// layout": document-preview): one document read with the bearer token through the API, its PDF shown
// in the browser's viewer from a file kept in the page (never a token in a URL), offered to download
// under its own name, with the way back to where the person came from. A link that is not one says
// so; a document that is missing or not the person's says so; a read that fails offers Retry on the
// page (the shared error dialog is the layout's, and this page is outside it). Opening a new document
// marks it opened, quietly.
//
//   checking ─valid link→ loading ─→ shown.marking (a new one) ─→ shown.idle
//       └─not a link→ invalid   ├404→ notFound  ├403→ forbidden  └other→ failed ─RETRY→ loading
//   any ─ROUTE.CHANGED to another link→ checking (the file shown released)
import { assign, setup } from 'xstate';
import { errorStatus } from '../domain/errors';
import { readPreviewLink, type PreviewLink } from '../domain/documentPreview';
import type { ScreenHostEvent, ScreenInput, ScreenRoute } from '../families/screen';
import { placeholderAction, placeholderActor } from '../placeholders';

/** A document as its description answers it (contract/screens/documents.ts DocumentSchema). */
export interface PreviewDocument {
  id: string;
  category: string;
  kind: string;
  title: string;
  issuedAt: string;
  new: boolean;
  fileName: string;
}

/** What a read gives: the description, and the file kept in the page (an object URL of its bytes). */
export interface LoadedDocument {
  document: PreviewDocument;
  fileUrl: string;
}

export interface DocumentPreviewContext {
  route: ScreenRoute;
  link: PreviewLink;
  loaded: LoadedDocument | null;
}

export type DocumentPreviewEvent = ScreenHostEvent | { type: 'RETRY' };

const cite = '(screens/documentPreview.md › States)';
const NOT_FOUND = 404;
const FORBIDDEN = 403;

export const documentPreviewMachine = setup({
  types: {
    context: {} as DocumentPreviewContext,
    events: {} as DocumentPreviewEvent,
    input: {} as ScreenInput,
  },
  actors: {
    /** Reads the document's description and its file (a PDF, checked as one), and keeps the file in the page. */
    loadDocument: placeholderActor<LoadedDocument, { documentId: string }>('loadDocument'),
    /** Tells the server the document has been opened: it is no longer new. */
    markOpened: placeholderActor<void, { documentId: string }>('markOpened'),
  },
  actions: {
    assignRoute: assign({
      route: (_, params: { route: ScreenRoute }) => params.route,
      link: (_, params: { route: ScreenRoute }) => readPreviewLink(params.route.query),
    }),
    assignLoaded: assign({ loaded: (_, params: { loaded: LoadedDocument }) => params.loaded }),
    /** The file kept in the page is let go (its object URL revoked) when it no longer shows. */
    releaseFile: placeholderAction<{ fileUrl: string }>('releaseFile'),
    forgetLoaded: assign({ loaded: null }),
    /** A read that failed otherwise than 404/403: logged, the page offers Retry. */
    logLoadFailed: placeholderAction<{ error: unknown }>('logLoadFailed'),
    /** Marking it opened failed: logged; it stays new until opened again. */
    logMarkFailed: placeholderAction<{ error: unknown }>('logMarkFailed'),
  },
  guards: {
    isValidLink: ({ context }) => context.link.ok,
    isOtherLink: ({ context }, params: { route: ScreenRoute }) => {
      const next = readPreviewLink(params.route.query);
      return JSON.stringify(next) !== JSON.stringify(context.link);
    },
    isNew: ({ context }) => context.loaded?.document.new === true,
    isNotFound: (_, params: { error: unknown }) => errorStatus(params.error) === NOT_FOUND,
    isForbidden: (_, params: { error: unknown }) => errorStatus(params.error) === FORBIDDEN,
  },
}).createMachine({
  id: 'documentPreview',
  description: `A document’s PDF in the browser’s viewer, to download, with the way back (§2 Routes outside the layout, screens/documentPreview.md › Who)`,
  context: ({ input }) => ({ route: input.route, link: readPreviewLink(input.route.query), loaded: null }),
  initial: 'checking',
  on: {
    'ROUTE.CHANGED': [
      {
        guard: { type: 'isOtherLink', params: ({ event }) => ({ route: event.route }) },
        target: '.checking',
        actions: { type: 'assignRoute', params: ({ event }) => ({ route: event.route }) },
        description: `The person follows a link to another document: it is read ${cite}`,
      },
      {
        actions: { type: 'assignRoute', params: ({ event }) => ({ route: event.route }) },
        description: `The same link spelled otherwise: nothing is read again ${cite}`,
      },
    ],
  },
  states: {
    checking: {
      description: `Reads the link: which document, and the way back ${cite}`,
      always: [
        { guard: 'isValidLink', target: 'loading', description: `A document and a way back inside the portal ${cite}` },
        { target: 'invalid', description: `No document, an id that is not one, or a way back that leaves the portal ${cite}` },
      ],
    },
    invalid: { description: `The link is not a preview link: said so, with the way back to the portal ${cite}` },
    loading: {
      description: `Reads the document and its file with the person’s token ${cite}`,
      invoke: {
        id: 'loadDocument',
        src: 'loadDocument',
        input: ({ context }) => ({ documentId: (context.link as Extract<PreviewLink, { ok: true }>).documentId }),
        onDone: {
          target: 'shown',
          actions: { type: 'assignLoaded', params: ({ event }) => ({ loaded: event.output }) },
          description: `The PDF shows, with its title, Download and the way back ${cite}`,
        },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
            description: `No such document (404) ${cite}`,
          },
          {
            guard: { type: 'isForbidden', params: ({ event }) => ({ error: event.error }) },
            target: 'forbidden',
            description: `Not this person’s document (403) ${cite}`,
          },
          {
            target: 'failed',
            actions: { type: 'logLoadFailed', params: ({ event }) => ({ error: event.error }) },
            description: `The read fails otherwise (an error, no answer, bytes that are not a PDF): Retry on the page ${cite}`,
          },
        ],
      },
    },
    failed: {
      description: `The document could not be read: Retry, and the way back ${cite}`,
      on: { RETRY: { target: 'loading', description: `The person retries ${cite}` } },
    },
    notFound: { description: `The document does not exist, or no longer: the way back ${cite}` },
    forbidden: { description: `The document is not this person’s to see: the way back ${cite}` },
    shown: {
      description: `The PDF in the browser’s viewer, its title, Download under its file name, the way back ${cite}`,
      initial: 'deciding',
      exit: [{ type: 'releaseFile', params: ({ context }) => ({ fileUrl: context.loaded!.fileUrl }) }, 'forgetLoaded'],
      states: {
        deciding: {
          description: `A new document is marked opened ${cite}`,
          always: [
            { guard: 'isNew', target: 'marking', description: `New: it is marked opened ${cite}` },
            { target: 'idle', description: `Opened before: nothing to mark ${cite}` },
          ],
        },
        marking: {
          description: `Tells the server it has been opened, while it shows ${cite}`,
          invoke: {
            id: 'markOpened',
            src: 'markOpened',
            input: ({ context }) => ({ documentId: context.loaded!.document.id }),
            onDone: { target: 'idle', description: `Marked: the list no longer shows it new ${cite}` },
            onError: {
              target: 'idle',
              actions: { type: 'logMarkFailed', params: ({ event }) => ({ error: event.error }) },
              description: `Marking fails: logged, the preview stays; it stays new until opened again ${cite}`,
            },
          },
        },
        idle: { description: `The document shows ${cite}` },
      },
    },
  },
});

export type DocumentPreviewMachine = typeof documentPreviewMachine;
