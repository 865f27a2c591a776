// Referential › sections (docs/screens/sections.md), proposed: the tenant's business sections a
// client company is filed under; the administrator adds, renames and removes an unused one.
import { description, examples, maxLength, object, pipe, string } from 'valibot';
import { call } from '../calls.ts';
import { count, nonBlank, pageOf, ErrorBodySchema, PageQuerySchema } from '../wire.ts';

/** The longest section name (docs/decisions-domain.md "Referential edit"). */
export const SECTION_NAME_MAX_LENGTH = 60;

const SECTION_ID = { description: 'The section’s `id`, as the sections list answered it.', example: 'sec-2291' };

export const SectionSchema = pipe(
  object({
    id: pipe(nonBlank(), description('The section’s id: the rename and remove calls’ `{sectionId}`.'), examples(['sec-2291'])),
    name: pipe(
      nonBlank(),
      description(
        'Its name, plain text (rendered as text), 1 to 60 characters; the list is sorted by it. The clients hub shows it as a client’s sector.',
      ),
      examples(['Transport et messagerie']),
    ),
    clients: pipe(
      count(),
      description('How many client companies of the tenant are filed under it: 0 lets it be removed; more says why it cannot be.'),
      examples([3]),
    ),
  }),
  description('A business section a client company is filed under.'),
);

export const SectionNameSchema = pipe(
  object({
    name: pipe(
      string(),
      nonBlank(),
      maxLength(SECTION_NAME_MAX_LENGTH, `at most ${SECTION_NAME_MAX_LENGTH} characters`),
      description(
        'The name, trimmed with inner runs of spaces made one, 1 to 60 characters. It must differ from every other section’s name ignoring case and accents: 409 otherwise.',
      ),
      examples(['Transport et messagerie']),
    ),
  }),
  description('A section’s name, new or changed.'),
);

export const sectionsCalls = {
  getSections: call({
    method: 'GET',
    path: '/v1/referential/sections',
    query: PageQuerySchema,
    answers: { 200: pageOf(SectionSchema), 403: ErrorBodySchema },
    proposed: true,
    summary:
      'One page of the tenant’s sections, by name, each with its count of clients; for the administrator and support (403 for any other role).',
  }),
  addSection: call({
    method: 'POST',
    path: '/v1/referential/sections',
    body: SectionNameSchema,
    answers: { 201: SectionSchema, 403: ErrorBodySchema, 409: ErrorBodySchema },
    proposed: true,
    summary:
      'Adds a section; answers it, with no client. 409 when another section has the name (case and accents aside); 403 but for the administrator.',
  }),
  renameSection: call({
    method: 'PUT',
    path: '/v1/referential/sections/{sectionId}/name',
    parameters: { sectionId: SECTION_ID },
    body: SectionNameSchema,
    answers: { 200: SectionSchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    proposed: true,
    summary:
      'Renames a section; its clients show the new name as their sector. Answers the section. 409 when another section has the name; 403 but for the administrator.',
  }),
  removeSection: call({
    method: 'DELETE',
    path: '/v1/referential/sections/{sectionId}',
    parameters: { sectionId: SECTION_ID },
    answers: { 204: null, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    proposed: true,
    summary: 'Removes a section no client is filed under. 409 while a client is filed under it; 403 but for the administrator.',
  }),
};
