// Back office › banners (docs/screens/backOfficeBanners.md), proposed: the spec names the screen and
// its lists (section 2: all, draft, enabled, disabled), not what a banner is nor its calls. A banner
// is shown at the top of the home of the roles it targets; the homes' reads answer it
// (HomeBannerSchema).
import { array, description, examples, isoTimestamp, maxLength, nullable, object, picklist, pipe, regex, string } from 'valibot';
import { call } from '../calls.ts';
import { ErrorBodySchema, listQuery, nonBlank, pageOf, ROLES } from '../wire.ts';
import { NEWS_STATUSES } from './news.ts';

/** The longest title, text and link a banner takes (the form says so before sending). */
export const BANNER_TITLE_MAX = 80;
export const BANNER_TEXT_MAX = 200;
export const BANNER_LINK_MAX = 200;
/** How many banners a home shows at a time, the latest published first. */
export const HOME_BANNERS_COUNT = 3;

const title = () =>
  pipe(
    string(),
    nonBlank(),
    maxLength(BANNER_TITLE_MAX, `at most ${BANNER_TITLE_MAX} characters`),
    description(`Its title, plain text (never HTML), trimmed, 1 to ${BANNER_TITLE_MAX} characters.`),
    examples(['Nouveau : le pass mutuelle']),
  );
const text = () =>
  pipe(
    string(),
    maxLength(BANNER_TEXT_MAX, `at most ${BANNER_TEXT_MAX} characters`),
    description(`One or two sentences under the title, plain text, trimmed, at most ${BANNER_TEXT_MAX} characters (may be empty).`),
    examples(['Votre couverture santé dès la première mission, sans avance de frais.']),
  );
// The wire's shape of a portal path; the portal's own rule (machines/domain/bannerLink.ts) also asks
// that it leads to one of its pages.
const link = () =>
  pipe(
    nullable(
      pipe(
        string(),
        maxLength(BANNER_LINK_MAX, `at most ${BANNER_LINK_MAX} characters`),
        regex(/^\/(?![/\\])[^\s\\]*$/, 'a path of the portal, beginning with one /'),
      ),
    ),
    description(
      `Where "Learn more" leads: a path of the portal (one leading \`/\`, no scheme, no host, at most ${BANNER_LINK_MAX} characters), or null for no link. Never another site.`,
    ),
    examples(['/advantages', null]),
  );

/** A banner as a home shows it. */
export const HomeBannerSchema = pipe(
  object({
    id: pipe(nonBlank(), description('The banner’s id.'), examples(['bn-0412'])),
    title: title(),
    text: text(),
    link: link(),
  }),
  description('A banner at the top of home: its title, its text and, when it has one, the portal page it leads to.'),
);

/** The homes' `banners` field (each dashboard's read answers it). */
export const homeBanners = () =>
  pipe(
    array(HomeBannerSchema),
    maxLength(HOME_BANNERS_COUNT),
    description(
      `The latest enabled banners for the reader’s roles, latest published first, at most ${HOME_BANNERS_COUNT} (more are refused); empty: none shows.`,
    ),
  );

const audience = () =>
  pipe(
    array(picklist(ROLES, 'a known role')),
    description('The roles whose home shows it, each once; empty: every role with a home.'),
    examples([['worker', 'selfRegistered']]),
  );

export const BackOfficeBannerSchema = pipe(
  object({
    ...HomeBannerSchema.entries,
    audience: audience(),
    status: pipe(
      picklist(NEWS_STATUSES),
      description(
        'Where it stands, and the action offered: `draft` (Publish), `enabled` (the homes show it: Disable), `disabled` (hidden: Publish again).',
      ),
      examples(['enabled']),
    ),
    publishedAt: pipe(
      nullable(pipe(string(), isoTimestamp('a date and time written YYYY-MM-DDTHH:MM:SSZ'))),
      description(
        'When it was last published (UTC, `YYYY-MM-DDTHH:MM:SSZ`): homes show the latest first; null for a draft never published.',
      ),
      examples(['2026-11-25T08:30:00Z', null]),
    ),
  }),
  description('A banner as the back office keeps it.'),
);

/** What the back office's form sends, to create a banner (a draft) or to change one. */
export const BackOfficeBannerBodySchema = pipe(
  object({ title: title(), text: text(), link: link(), audience: audience() }),
  description('A banner as the back office’s form writes it.'),
);

const BANNER_ID = { bannerId: { description: 'The banner’s `id`, as the back office list answered it.', example: 'bn-0412' } };
const actionAnswers = { 200: BackOfficeBannerSchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };

export const backOfficeBannersCalls = {
  getBackOfficeBanners: call({
    method: 'GET',
    path: '/v1/back-office/banners',
    query: listQuery(['all', 'draft', 'enabled', 'disabled']),
    answers: { 200: pageOf(BackOfficeBannerSchema), 403: ErrorBodySchema },
    proposed: true,
    summary:
      'One page of the tenant’s home banners as the back office keeps them (one status or all): drafts first, then the latest published first. 403 outside the back office’s roles.',
  }),
  createBackOfficeBanner: call({
    method: 'POST',
    path: '/v1/back-office/banners',
    body: BackOfficeBannerBodySchema,
    answers: { 201: BackOfficeBannerSchema, 400: ErrorBodySchema, 403: ErrorBodySchema },
    proposed: true,
    summary:
      'Writes a new banner, a draft: no home shows it until it is published (enable). Answers the banner. 400 when the title is missing, a text too long or the link not a portal path.',
  }),
  updateBackOfficeBanner: call({
    method: 'PUT',
    path: '/v1/back-office/banners/{bannerId}',
    parameters: BANNER_ID,
    body: BackOfficeBannerBodySchema,
    answers: { 200: BackOfficeBannerSchema, 400: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema },
    proposed: true,
    summary: 'Changes a banner’s texts, link and roles, whatever its status; an enabled one shows changed at the homes’ next read.',
  }),
  enableBackOfficeBanner: call({
    method: 'POST',
    path: '/v1/back-office/banners/{bannerId}/enable',
    parameters: BANNER_ID,
    answers: actionAnswers,
    proposed: true,
    summary:
      'Publishes a draft or a disabled banner, dated now: the homes of the roles it targets show it (the latest three). Answers the banner, enabled. 409 when already enabled.',
  }),
  disableBackOfficeBanner: call({
    method: 'POST',
    path: '/v1/back-office/banners/{bannerId}/disable',
    parameters: BANNER_ID,
    answers: actionAnswers,
    proposed: true,
    summary: 'Hides an enabled banner from the homes; nothing is deleted. Answers the banner, disabled. 409 unless enabled.',
  }),
};
