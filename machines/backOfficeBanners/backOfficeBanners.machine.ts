// Back office › banners (docs/screens/backOfficeBanners.md; spec section 2, its lists all, draft,
// enabled, disabled): the banners the homes show, as the back office keeps them. The list family with
// the publishing actions (machines/families/publication.ts: create and edit with the banner form,
// enable and disable by the publication lifecycle); the banner form's rules here (a title, a text, a
// link to a page of the portal only, the roles with a home). A failure goes to the shared error
// dialog, whose Retry repeats it.
import { BANNER_LINK_MAX, BANNER_TEXT_MAX, BANNER_TITLE_MAX } from '../../contract/screens/backOfficeBanners';
import { BANNER_AUDIENCE_ROLES, isPortalLink } from '../domain/bannerLink';
import type { ActionSpecs, FormDraft, FormSpec } from '../families/action';
import { createListMachine } from '../families/list';
import { publicationActions } from '../families/publication';
import type { ScreenItem } from '../families/screen';

export { BANNER_AUDIENCE_ROLES, BANNER_LINK_MAX, BANNER_TEXT_MAX, BANNER_TITLE_MAX };

export type BannerFormProblem = 'required' | 'tooLong' | 'notPortalLink';

/** The form's `audience` field: the chosen roles, comma-separated, in the form's order; empty: everyone. */
export const bannerAudienceField = (roles: readonly string[]) => BANNER_AUDIENCE_ROLES.filter((role) => roles.includes(role)).join(',');
/** The roles an `audience` field names (anything else in it is not a role a banner targets and is left out). */
export const bannerAudienceRoles = (field: string | undefined) => {
  const named = (field ?? '').split(',');
  return BANNER_AUDIENCE_ROLES.filter((role) => named.includes(role));
};

/** Each field's problem: a title within 80 characters, a text within 200 (trimmed); a link, when given, a path of the portal. */
export function bannerProblems(draft: FormDraft): Readonly<Record<string, BannerFormProblem>> {
  const problems: Record<string, BannerFormProblem> = {};
  const title = (draft.title ?? '').trim();
  if (title === '') problems.title = 'required';
  else if (title.length > BANNER_TITLE_MAX) problems.title = 'tooLong';
  if ((draft.text ?? '').trim().length > BANNER_TEXT_MAX) problems.text = 'tooLong';
  const link = (draft.link ?? '').trim();
  if (link.length > BANNER_LINK_MAX) problems.link = 'tooLong';
  else if (link !== '' && !isPortalLink(link)) problems.link = 'notPortalLink';
  return problems;
}

interface BannerTexts {
  title: string;
  text: string;
  link: string | null;
  audience: readonly string[];
}
const texts = (item: ScreenItem | null) => item as (ScreenItem & BannerTexts) | null;

const BANNER_FORM: FormSpec = {
  initial: (item) => {
    const banner = texts(item);
    return {
      title: banner?.title ?? '',
      text: banner?.text ?? '',
      link: banner?.link ?? '',
      audience: bannerAudienceField(banner?.audience ?? []),
    };
  },
  problems: bannerProblems,
  // Sent trimmed; no link is null; the readers as roles.
  body: (draft) => {
    const link = (draft.link ?? '').trim();
    return {
      title: (draft.title ?? '').trim(),
      text: (draft.text ?? '').trim(),
      link: link === '' ? null : link,
      audience: bannerAudienceRoles(draft.audience),
    };
  },
};

export const BACK_OFFICE_BANNER_ACTIONS: ActionSpecs = publicationActions(
  {
    create: 'createBackOfficeBanner',
    update: 'updateBackOfficeBanner',
    enable: 'enableBackOfficeBanner',
    disable: 'disableBackOfficeBanner',
  },
  BANNER_FORM,
);

export const backOfficeBannersMachine = createListMachine({
  id: 'backOfficeBanners',
  contract: 'docs/screens/backOfficeBanners.md',
  description: 'Back office › banners: write, edit, publish, disable the homes’ banners',
  load: 'getBackOfficeBanners',
  pageSize: 20,
  actions: BACK_OFFICE_BANNER_ACTIONS,
});
