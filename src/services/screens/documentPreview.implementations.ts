// The browser side of the document preview (docs/screens/documentPreview.md): the document's
// description and file read with the bearer token (the API client checks the file is a PDF), the
// file kept in the page as an object URL for the browser's viewer and the download, let go once it
// no longer shows; marking it opened; the failures logged.
//
//   documentPreviewMachine.provide(createDocumentPreviewImplementations({ api, logger }))
import { fromPromise } from 'xstate';
import { documentPreviewCalls } from '../../../contract/screens/documentPreview';
import type { LoadedDocument, PreviewDocument } from '../../../machines/documentPreview/documentPreview.machine';
import type { FileAnswer } from '../http';
import type { ScreenDeps } from '../screens';

export interface DocumentPreviewDeps extends Pick<ScreenDeps, 'api' | 'logger'> {
  /** The object URLs of the page (tests give their own). */
  files?: { create: (blob: Blob) => string; revoke: (url: string) => void };
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createDocumentPreviewImplementations(deps: DocumentPreviewDeps) {
  const files = deps.files ?? { create: (blob: Blob) => URL.createObjectURL(blob), revoke: (url: string) => URL.revokeObjectURL(url) };
  return {
    actors: {
      loadDocument: fromPromise<LoadedDocument, { documentId: string }>(async ({ input, signal }) => {
        const params = { documentId: input.documentId };
        const [document, file] = await Promise.all([
          deps.api.call(documentPreviewCalls.getDocument, { params, signal }) as Promise<PreviewDocument>,
          deps.api.call(documentPreviewCalls.getDocumentContent, { params, signal }) as Promise<FileAnswer>,
        ]);
        const fileUrl = files.create(new Blob([file.bytes as BlobPart], { type: file.mediaType }));
        // The page was left while it read: nothing will show it.
        if (signal.aborted) files.revoke(fileUrl);
        return { document, fileUrl };
      }),
      markOpened: fromPromise<void, { documentId: string }>(async ({ input }) => {
        await deps.api.call(documentPreviewCalls.markDocumentOpened, { params: { documentId: input.documentId } });
      }),
    },
    actions: {
      releaseFile: (_: unknown, params: { fileUrl: string }) => files.revoke(params.fileUrl),
      logLoadFailed: (_: unknown, params: { error: unknown }) =>
        deps.logger.log('warn', `The document preview could not read the document: ${reason(params.error)}`),
      logMarkFailed: (_: unknown, params: { error: unknown }) =>
        deps.logger.log('warn', `The document could not be marked opened: ${reason(params.error)}`),
    },
  };
}
