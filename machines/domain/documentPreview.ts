// What a link to the document preview may say (docs/screens/documentPreview.md "Who"; spec section 2,
// "Routes outside the layout": document-preview). `/document-preview?document=<id>&back=<path>`: the
// document's id, and where the way back leads, a page of the portal's layout. A link is anything
// someone pasted or crafted: an id that is not one, or a way back that leaves the portal (another
// site, `javascript:`, a sign-in route), makes the whole link invalid, said so, rather than half obeyed.
import { isLayoutPath } from './routes';
import { safeReturnUrl } from './session';

/** The query parameter naming the document. */
export const PREVIEW_DOCUMENT_PARAM = 'document';
/** The query parameter naming where the way back leads. */
export const PREVIEW_BACK_PARAM = 'back';
/** Where the way back leads when the link names none. */
export const PREVIEW_DEFAULT_BACK = '/home';
/** A document id as the portal's lists give them: letters, digits, `.`, `_`, `-`, at most 64. */
const DOCUMENT_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export type PreviewLinkProblem = 'noDocument' | 'badDocument' | 'badBack';

export type PreviewLink = { ok: true; documentId: string; back: string } | { ok: false; problem: PreviewLinkProblem; back: string };

/** Reads the preview's query (`route.query`): the document and the way back, or what is wrong. */
export function readPreviewLink(query: Readonly<Record<string, string>> | undefined): PreviewLink {
  const documentId = query?.[PREVIEW_DOCUMENT_PARAM];
  const asked = query?.[PREVIEW_BACK_PARAM];
  const back = asked === undefined ? PREVIEW_DEFAULT_BACK : safeBack(asked);
  if (documentId === undefined || documentId === '') return { ok: false, problem: 'noDocument', back: back ?? PREVIEW_DEFAULT_BACK };
  if (!DOCUMENT_ID.test(documentId)) return { ok: false, problem: 'badDocument', back: back ?? PREVIEW_DEFAULT_BACK };
  if (back === null) return { ok: false, problem: 'badBack', back: PREVIEW_DEFAULT_BACK };
  return { ok: true, documentId, back };
}

/** A way back inside the portal's layout (a same-origin path, not a sign-in route), else null. */
function safeBack(candidate: string): string | null {
  const safe = safeReturnUrl(candidate);
  return safe !== null && isLayoutPath(safe) ? safe : null;
}

/** The preview's address for a document, coming back to `back` (a list, a contract). */
export function previewPath(documentId: string, back: string): string {
  return `/document-preview?${new URLSearchParams({ [PREVIEW_DOCUMENT_PARAM]: documentId, [PREVIEW_BACK_PARAM]: back })}`;
}
