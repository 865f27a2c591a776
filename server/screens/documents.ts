// The stand-in's documents list (docs/screens/documents.md): the signed-in worker's documents of one
// tab, newest first; a contract's PDF is not listed (Contracts shows it), its signed copy is.
import { documentsCalls, DOCUMENT_CATEGORIES } from '../../contract/screens/documents.ts';
import { route, type Route } from '../api/router.ts';
import { listQuery, page } from './lists.ts';
import { papers, type StoredDocument } from './workerPapers.ts';

/** A document as the contract describes it (its content stays in the stand-in). */
export function documentOnWire({ id, category, kind, title, issuedAt, new: isNew, fileName }: StoredDocument) {
  return { id, category, kind, title, issuedAt, new: isNew, fileName };
}

/** Newest first; the same day, by title. */
export const newestFirst = (a: StoredDocument, b: StoredDocument) => b.issuedAt.localeCompare(a.issuedAt) || a.title.localeCompare(b.title);

export const documentsRoutes: Route[] = [
  route(documentsCalls.getDocuments, ({ account, query, state }) => {
    const list = listQuery(query, DOCUMENT_CATEGORIES);
    const mine = papers(state)
      .documents.filter((doc) => doc.owner === account.login && doc.category !== 'contract')
      .filter((doc) => list.filter === null || doc.category === list.filter)
      .sort(newestFirst)
      .map(documentOnWire);
    return { status: 200, body: page(mine, list) };
  }),
];
