// Back office › FAQs (docs/screens/backOfficeFaqs.md; spec section 2, its lists all, draft, enabled,
// disabled): the tenant's questions and answers as the back office keeps them. The list family with
// the publishing actions (machines/families/publication.ts: create and edit with the entry form,
// enable and disable by the publication lifecycle); the entry form's rules here (an FAQ category, a
// question and an answer, both required). A failure goes to the shared error dialog, whose Retry
// repeats it.
import { FAQ_CATEGORIES } from '../../contract/screens/faq';
import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX } from '../../contract/screens/backOfficeFaqs';
import type { ActionSpecs, FormDraft, FormSpec } from '../families/action';
import { createListMachine } from '../families/list';
import { publicationActions } from '../families/publication';
import type { ScreenItem } from '../families/screen';

export { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX };
export const FAQ_FORM_CATEGORIES: readonly string[] = FAQ_CATEGORIES;

export type FaqFormProblem = 'required' | 'tooLong';

const LIMITS = { question: FAQ_QUESTION_MAX, answer: FAQ_ANSWER_MAX } as const;

/** Each field's problem: a category of the FAQ's; a question and an answer, within the contract's lengths (trimmed). */
export function faqProblems(draft: FormDraft): Readonly<Record<string, FaqFormProblem>> {
  const problems: Record<string, FaqFormProblem> = {};
  if (!FAQ_FORM_CATEGORIES.includes(draft.category ?? '')) problems.category = 'required';
  for (const field of ['question', 'answer'] as const) {
    const value = (draft[field] ?? '').trim();
    if (value === '') problems[field] = 'required';
    else if (value.length > LIMITS[field]) problems[field] = 'tooLong';
  }
  return problems;
}

interface FaqTexts {
  category: string;
  question: string;
  answer: string;
}
const texts = (item: ScreenItem | null) => item as (ScreenItem & FaqTexts) | null;

const FAQ_FORM: FormSpec = {
  // A new entry's category is chosen, not assumed.
  initial: (item) => ({ category: texts(item)?.category ?? '', question: texts(item)?.question ?? '', answer: texts(item)?.answer ?? '' }),
  problems: faqProblems,
  body: (draft) => ({ category: draft.category, question: (draft.question ?? '').trim(), answer: (draft.answer ?? '').trim() }),
};

export const BACK_OFFICE_FAQ_ACTIONS: ActionSpecs = publicationActions(
  { create: 'createBackOfficeFaq', update: 'updateBackOfficeFaq', enable: 'enableBackOfficeFaq', disable: 'disableBackOfficeFaq' },
  FAQ_FORM,
);

export const backOfficeFaqsMachine = createListMachine({
  id: 'backOfficeFaqs',
  contract: 'docs/screens/backOfficeFaqs.md',
  description: 'Back office › FAQs: write, edit, publish, disable questions',
  load: 'getBackOfficeFaqs',
  pageSize: 20,
  actions: BACK_OFFICE_FAQ_ACTIONS,
});
