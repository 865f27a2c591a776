// The stand-in's answers to the document preview (docs/screens/documentPreview.md): a document's
// description, its PDF (written with pdfkit, server/screens/pdfs.ts), and marking it opened. Another
// person's document is a 403, an unknown id a 404, as a backend would tell them apart.
import { documentPreviewCalls } from '../../contract/screens/documentPreview.ts';
import { route, type Route } from '../api/router.ts';
import type { DemoAccount } from '../demo-data.ts';
import { HttpError } from '../http-utils.ts';
import type { StackState } from '../state.ts';
import { documentOnWire } from './documents.ts';
import { pdfOf } from './pdfs.ts';
import { papers, type StoredDocument } from './workerPapers.ts';

function ownDocument(state: StackState, account: DemoAccount, id: string): StoredDocument {
  const found = papers(state).documents.find((doc) => doc.id === id);
  if (!found) throw new HttpError(404, 'No such document');
  if (found.owner !== account.login) throw new HttpError(403, 'This document is not yours');
  return found;
}

export const documentPreviewRoutes: Route[] = [
  route(documentPreviewCalls.getDocument, ({ account, params, state }) => ({
    status: 200,
    body: documentOnWire(ownDocument(state, account, params.documentId)),
  })),
  route(documentPreviewCalls.getDocumentContent, async ({ account, params, state }) => {
    const doc = ownDocument(state, account, params.documentId);
    // The version follows what the file says (a contract signed since), so a cached file is never stale.
    const bytes = await pdfOf(`${state.tenant}:${doc.id}:${JSON.stringify(doc.content.signature ?? null)}`, doc.content);
    return { status: 200, body: bytes, file: { mediaType: 'application/pdf', fileName: doc.fileName } };
  }),
  route(documentPreviewCalls.markDocumentOpened, ({ account, params, state }) => {
    ownDocument(state, account, params.documentId).new = false;
    return { status: 204 };
  }),
];
