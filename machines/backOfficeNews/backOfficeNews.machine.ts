// Back office › news (docs/screens/backOfficeNews.md; spec section 2, its lists all, draft, enabled,
// disabled): the tenant's articles as the back office keeps them. The list family with the
// publication lifecycle's actions (machines/domain/publicationLifecycle.ts), offered to the back
// office's roles:
// - `create`: the article form (title, summary, text, readers), saved as a draft; what is typed is
//   kept as the family's draft, so it survives a failed save, a re-login or the maintenance page;
// - `edit`: the same form over an article, in any status;
// - `enable` (publish) a draft or a disabled article, `disable` an enabled one, each after a
//   confirmation.
// A failure goes to the shared error dialog, whose Retry repeats it.
import { ROLES } from '../../contract/wire';
import { NEWS_BODY_MAX, NEWS_SUMMARY_MAX, NEWS_TITLE_MAX } from '../../contract/screens/backOfficeNews';
import { hasOneRole } from '../domain/accountLifecycle';
import { offersPublicationAction, PUBLISHERS, type PublicationAction } from '../domain/publicationLifecycle';
import type { ActionSpec, ActionSpecs, FormDraft, FormSpec } from '../families/action';
import { createListMachine } from '../families/list';
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

const offeredToPublishers = (roles: readonly string[]) => hasOneRole(roles, PUBLISHERS);

const lifecycleAction = (action: PublicationAction, call: string): ActionSpec => ({
  call,
  on: 'item',
  confirm: true,
  allowedFor: (item) => offersPublicationAction(item.status, action),
  offeredTo: offeredToPublishers,
  effect: 'store',
});

export const BACK_OFFICE_NEWS_ACTIONS: ActionSpecs = {
  create: { call: 'createBackOfficeNews', on: 'new', offeredTo: offeredToPublishers, form: NEWS_FORM, effect: 'store' },
  edit: {
    call: 'updateBackOfficeNews',
    on: 'item',
    allowedFor: (item) => offersPublicationAction(item.status, 'edit'),
    offeredTo: offeredToPublishers,
    form: NEWS_FORM,
    effect: 'store',
  },
  enable: lifecycleAction('enable', 'enableBackOfficeNews'),
  disable: lifecycleAction('disable', 'disableBackOfficeNews'),
};

export const backOfficeNewsMachine = createListMachine({
  id: 'backOfficeNews',
  contract: 'docs/screens/backOfficeNews.md',
  description: 'Back office › news: write, edit, publish, withdraw articles',
  load: 'getBackOfficeNews',
  pageSize: 20,
  actions: BACK_OFFICE_NEWS_ACTIONS,
});
