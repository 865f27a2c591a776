// The FAQ screen's call (docs/screens/faq.md), proposed: the spec names the screen and its
// categories, not its calls.
import { description, examples, object, picklist, pipe, string } from 'valibot';
import { call } from '../calls.ts';
import { listQuery, nonBlank, pageOf } from '../wire.ts';

/** The FAQ categories of spec section 2, "all" aside (a tab, not a category). */
export const FAQ_CATEGORIES = ['agencies', 'workers', 'clients', 'tutorial', 'other'] as const;

export const FaqEntrySchema = pipe(
  object({
    id: pipe(nonBlank(), description('The entry’s id.'), examples(['faq-12'])),
    category: pipe(
      picklist(FAQ_CATEGORIES),
      description('The FAQ category (a tab of the screen; `all` is a tab, not a category).'),
      examples(['workers']),
    ),
    question: pipe(nonBlank(), description('The question, plain text.'), examples(['Quand suis-je payé ?'])),
    /** Plain text; paragraphs separated by a blank line. */
    answer: pipe(
      string(),
      description('The answer, plain text (never HTML); paragraphs separated by a blank line.'),
      examples(['Votre salaire est versé chaque semaine.\n\nUn acompte est possible entre deux paies.']),
    ),
  }),
  description('One question and its answer.'),
);

export const faqCalls = {
  getFaq: call({
    method: 'GET',
    path: '/v1/faq',
    query: listQuery([...FAQ_CATEGORIES, 'all'], { search: true }),
    answers: { 200: pageOf(FaqEntrySchema) },
    proposed: true,
    summary:
      'One page of the tenant’s questions and answers, of one FAQ category or all (the FAQ screen’s tabs), in the order they are shown; with `search`, only those whose question or answer holds every word of it (case and accents aside).',
  }),
};
