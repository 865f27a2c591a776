// The FAQ screen's call (docs/screens/faq.md), proposed: the spec names the screen and its
// categories, not its calls.
import { object, picklist, string } from 'valibot';
import { call } from '../calls.ts';
import { listQuery, nonBlank, pageOf } from '../wire.ts';

/** The FAQ categories of spec section 2, "all" aside (a tab, not a category). */
export const FAQ_CATEGORIES = ['agencies', 'workers', 'clients', 'tutorial', 'other'] as const;

export const FaqEntrySchema = object({
  id: nonBlank(),
  category: picklist(FAQ_CATEGORIES),
  question: nonBlank(),
  /** Plain text; paragraphs separated by a blank line. */
  answer: string(),
});

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
