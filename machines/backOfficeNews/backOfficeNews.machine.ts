// Back office › news (docs/screens/backOfficeNews.md; spec section 2, its lists all, draft, enabled,
// disabled): the tenant's articles as the back office keeps them. The list family with the
// publishing actions (machines/families/publication.ts: create and edit with the article form,
// enable and disable by the publication lifecycle), the article form's rules here (title, summary,
// text, readers). A failure goes to the shared error dialog, whose Retry repeats it.
import { ROLES } from '../../contract/wire';
import { NEWS_BODY_MAX, NEWS_SUMMARY_MAX, NEWS_TITLE_MAX } from '../../contract/screens/backOfficeNews';
import type { ActionSpecs, FormDraft, FormSpec } from '../families/action';
import { createListMachine } from '../families/list';
import { publicationActions } from '../families/publication';
import type { ScreenItem } from '../families/screen';

export { NEWS_BODY_MAX, NEWS_SUMMARY_MAX, NEWS_TITLE_MAX };

/** The roles an article may target, in the form's order (the contract's roles). */
export const NEWS_AUDIENCE_ROLES: readonly string[] = ROLES;

export type NewsFormProblem = 'required' | 'tooLong';

/** The form's `audience` field: the chosen roles, comma-separated, in the form's order; empty: everyone. */
export const audienceField = (roles: readonly string[]) => NEWS_AUDIENCE_ROLES.filter((role) => roles.includes(role)).join(',');
/** The roles an `audience` field names (anything else in it is not a role and is left out). */
export const audienceRoles = (field: string | undefined) => {
  const named = (field ?? '').split(',');
  return NEWS_AUDIENCE_ROLES.filter((role) => named.includes(role));
};

const LIMITS = { title: NEWS_TITLE_MAX, summary: NEWS_SUMMARY_MAX, body: NEWS_BODY_MAX } as const;

/** Each field's problem: the title is required; no text longer than the contract takes (trimmed). */
export function newsProblems(draft: FormDraft): Readonly<Record<string, NewsFormProblem>> {
  const problems: Record<string, NewsFormProblem> = {};
  for (const field of ['title', 'summary', 'body'] as const) {
    const value = (draft[field] ?? '').trim();
    if (field === 'title' && value === '') problems[field] = 'required';
    else if (value.length > LIMITS[field]) problems[field] = 'tooLong';
  }
  return problems;
}

interface NewsTexts {
  title: string;
  summary: string;
  body: string;
  audience: readonly string[];
}
const texts = (item: ScreenItem | null) => item as (ScreenItem & NewsTexts) | null;

const NEWS_FORM: FormSpec = {
  initial: (item) => {
    const article = texts(item);
    return {
      title: article?.title ?? '',
      summary: article?.summary ?? '',
      body: article?.body ?? '',
      audience: audienceField(article?.audience ?? []),
    };
  },
  problems: newsProblems,
  // Sent trimmed; the readers as roles.
  body: (draft) => ({
    title: (draft.title ?? '').trim(),
    summary: (draft.summary ?? '').trim(),
    body: (draft.body ?? '').trim(),
    audience: audienceRoles(draft.audience),
  }),
};

export const BACK_OFFICE_NEWS_ACTIONS: ActionSpecs = publicationActions(
  { create: 'createBackOfficeNews', update: 'updateBackOfficeNews', enable: 'enableBackOfficeNews', disable: 'disableBackOfficeNews' },
  NEWS_FORM,
);

export const backOfficeNewsMachine = createListMachine({
  id: 'backOfficeNews',
  contract: 'docs/screens/backOfficeNews.md',
  description: 'Back office › news: write, edit, publish, withdraw articles',
  load: 'getBackOfficeNews',
  pageSize: 20,
  actions: BACK_OFFICE_NEWS_ACTIONS,
});
