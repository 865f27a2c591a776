// The document preview's calls (docs/screens/documentPreview.md), proposed: the spec names the route
// `/document-preview`, not what it reads. A document is read with the bearer token like every call:
// its description, then its file (a PDF); it is marked opened once shown.
import { call, PDF_ANSWER } from '../calls.ts';
import { ErrorBodySchema } from '../wire.ts';
import { DocumentSchema } from './documents.ts';

const DOCUMENT_ID = {
  documentId: {
    description: 'The document’s `id`, from the documents list or a contract’s `documentId` (the preview page’s URL).',
    example: 'doc-payslip-2026-10',
  },
};

const OWN_STATES = {
  403: 'the page says the document is not the person’s to see, with the way back.',
  404: 'the page says the document does not exist, or no longer, with the way back.',
  other:
    'the page says the document could not be read, with Retry and the way back (the shared error dialog is the layout’s; this page is outside it).',
};

export const documentPreviewCalls = {
  getDocument: call({
    method: 'GET',
    path: '/v1/documents/{documentId}',
    parameters: DOCUMENT_ID,
    answers: { 200: DocumentSchema, 403: ErrorBodySchema, 404: ErrorBodySchema },
    proposed: true,
    summary: 'One document’s description (title, date, file name, whether it is new), for its preview page.',
    portal: OWN_STATES,
  }),
  getDocumentContent: call({
    method: 'GET',
    path: '/v1/documents/{documentId}/content',
    parameters: DOCUMENT_ID,
    answers: { 200: PDF_ANSWER, 403: ErrorBodySchema, 404: ErrorBodySchema },
    proposed: true,
    summary:
      'One document’s file, a PDF (`application/pdf`), read with the bearer token (never a token in a URL): the preview shows it and offers it to download.',
    portal: {
      ...OWN_STATES,
      200: 'the page shows the PDF in the browser’s viewer and offers it to download; bytes that are not a PDF are a failure, as below.',
    },
  }),
  markDocumentOpened: call({
    method: 'PUT',
    path: '/v1/documents/{documentId}/opened',
    parameters: DOCUMENT_ID,
    answers: { 204: null, 403: ErrorBodySchema, 404: ErrorBodySchema },
    proposed: true,
    summary: 'The person has opened the document: it is no longer new (idempotent).',
    portal: {
      204: 'nothing shows: the documents list reads it as opened next time.',
      other: 'logged as a warning; the preview stays (the document stays marked new until it is opened again).',
    },
  }),
};
