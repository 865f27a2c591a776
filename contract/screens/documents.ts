// The documents screen's call (docs/screens/documents.md), proposed: the spec names the screen and its
// sub-menu (non-binding, personal, administrative, resources), not its calls. A document's preview
// and file are the document preview's calls (documentPreview.ts).
import { boolean, description, examples, maxLength, object, picklist, pipe, regex, string } from 'valibot';
import { call } from '../calls.ts';
import { date, listQuery, nonBlank, pageOf } from '../wire.ts';

/** The documents sub-menu of spec section 2: the tabs of the screen, a document's category. */
export const DOCUMENT_CATEGORIES = ['nonBinding', 'personal', 'administrative', 'resources'] as const;
/**
 * What a document is, for its label and picture: a payslip, a certificate (attestation employeur,
 * France Travail, the Belgian C4 or holiday certificate), a mission order, a piece of information, a
 * guide, a contract (its PDF in Contracts, its signed copy in administrative).
 */
export const DOCUMENT_KINDS = ['payslip', 'certificate', 'missionOrder', 'information', 'guide', 'contract'] as const;

/** A file name a download may use: a PDF's, without a path, at most 120 characters. */
const fileName = () =>
  pipe(
    string(),
    maxLength(120, 'a file name of at most 120 characters'),
    regex(/^[^\\/:*?"<>|\u0000-\u001f]+\.[Pp][Dd][Ff]$/, 'a file name ending in .pdf, without a path or reserved characters'),
  );

export const DocumentSchema = pipe(
  object({
    id: pipe(nonBlank(), description('The document’s id: the preview’s `{documentId}`.'), examples(['doc-payslip-2026-10'])),
    /** The tab it is listed under; `contract`: a contract's PDF, shown from Contracts only. */
    category: pipe(
      picklist([...DOCUMENT_CATEGORIES, 'contract']),
      description('The documents tab it is listed under; `contract`: a contract’s PDF, reached from Contracts only.'),
      examples(['personal']),
    ),
    kind: pipe(picklist(DOCUMENT_KINDS), description('What it is, for its label and picture.'), examples(['payslip'])),
    /** Shown as written by the agency (French for the demo tenants). */
    title: pipe(
      nonBlank(),
      maxLength(200, 'a title of at most 200 characters'),
      description('Its title as the agency wrote it, 1 to 200 characters, shown as text.'),
      examples(['Bulletin de salaire octobre 2026']),
    ),
    /** The day it was issued: the list is newest first. */
    issuedAt: pipe(date(), description('The day it was issued, `YYYY-MM-DD`: the list is newest first.'), examples(['2026-11-03'])),
    /** Not opened yet by this person: marked new until it is previewed. */
    new: pipe(boolean(), description('Not opened yet by this person: shown as new until previewed (PUT …/opened).'), examples([true])),
    /** The name a download saves it under. */
    fileName: pipe(
      fileName(),
      description('The name a download saves it under: ends in .pdf, at most 120 characters, no path nor reserved characters.'),
      examples(['bulletin-2026-10.pdf']),
    ),
  }),
  description('A document of the worker’s.'),
);

export const documentsCalls = {
  getDocuments: call({
    method: 'GET',
    path: '/v1/documents',
    query: listQuery([...DOCUMENT_CATEGORIES]),
    answers: { 200: pageOf(DocumentSchema) },
    proposed: true,
    summary:
      'One page of the signed-in worker’s documents of one category (the documents screen’s tabs), newest first, each saying whether it is new (not opened yet).',
  }),
};
