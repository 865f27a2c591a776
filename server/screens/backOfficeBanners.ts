// The stand-in's back office › banners (docs/screens/backOfficeBanners.md): the tenant's home banners
// in every status, dated from the stack's start; write a new one (a draft), change one, publish a
// draft or a disabled one (dated now: the homes show the latest first), disable an enabled one. The
// homes' reads take theirs from here (homeBannersFor). The changes last until the stack's reset.
import { backOfficeBannersCalls, HOME_BANNERS_COUNT } from '../../contract/screens/backOfficeBanners.ts';
import type { NEWS_STATUSES } from '../../contract/screens/news.ts';
import type { Role } from '../../contract/wire.ts';
import { route, type Route } from '../api/router.ts';
import type { DemoAccount } from '../demo-data.ts';
import { HttpError } from '../http-utils.ts';
import type { StackState } from '../state.ts';
import type { TenantId } from '../tenants.ts';
import { listQuery, page } from './lists.ts';

/** A banner as the back office keeps it. */
export interface BannerRecord {
  id: string;
  status: (typeof NEWS_STATUSES)[number];
  title: string;
  text: string;
  /** A path of the portal, or null. */
  link: string | null;
  /** The roles whose home shows it; empty, every role. */
  audience: Role[];
  /** Its latest publication; null while never published. */
  publishedAt: string | null;
}

const FILTERS = ['all', 'draft', 'enabled', 'disabled'] as const;
/** The back office's roles (spec sections 2 and 6). */
const PUBLISHERS = ['administrator', 'support', 'communication', 'moa'];
const DAY_MS = 86_400_000;
const WORKERS: Role[] = ['worker', 'selfRegistered'];
const CLIENTS: Role[] = ['clientUser'];
const STAFF: Role[] = ['agencyAssistant', 'agencySales', 'agencyDirector', 'administrator', 'support'];

type Spec = [daysAgo: number | null, status: BannerRecord['status'], audience: Role[], title: string, text: string, link: string | null];

function specs(tenant: TenantId): Spec[] {
  if (tenant === 'beta')
    return [
      [
        1,
        'enabled',
        WORKERS,
        'Vos chèques-repas, désormais sur carte',
        'Chargés chaque mois selon vos jours prestés, consultables à tout moment.',
        '/advantages',
      ],
      [
        4,
        'enabled',
        CLIENTS,
        'Approuvez les prestations de la semaine',
        'Un clic par semaine suffit : vos intérimaires sont payés dès le vendredi.',
        '/time-sheets',
      ],
      [
        9,
        'enabled',
        [],
        'Installez le portail sur votre smartphone',
        'Vos notifications en direct, comme une application, sans rien télécharger.',
        '/parameters/devices',
      ],
      [null, 'draft', STAFF, 'Prime de fin d’année : le calendrier', 'À relire : dates de versement du secteur 322.', '/news'],
      [60, 'disabled', WORKERS, 'Enquête de satisfaction 2025', 'Merci à tous : l’enquête est close.', null],
    ];
  return [
    [
      1,
      'enabled',
      WORKERS,
      'Le pass mutuelle est arrivé',
      'Une couverture santé dès la première mission, sans avance de frais.',
      '/advantages',
    ],
    [
      3,
      'enabled',
      CLIENTS,
      'Validez les relevés de la semaine',
      'Un relevé validé avant lundi midi est payé à l’intérimaire dès vendredi.',
      '/time-sheets',
    ],
    [
      7,
      'enabled',
      [],
      'Votre portail sur mobile',
      'Ajoutez-le à votre écran d’accueil : les notifications arrivent comme une application.',
      '/parameters/devices',
    ],
    [null, 'draft', STAFF, 'Semaine de l’alternance', 'À relire : le kit de communication des agences.', '/news'],
    [45, 'disabled', WORKERS, 'Acompte exceptionnel de rentrée', 'L’opération est terminée.', null],
  ];
}

/** The tenant's banners, dated from `now` (the stack's start). */
export function bannersData(tenant: TenantId, now = Date.now()): BannerRecord[] {
  // Published at eight (UTC), so each has a plain date.
  const day = Math.floor(now / DAY_MS) * DAY_MS + 8 * 3_600_000;
  return specs(tenant).map(([daysAgo, status, audience, title, text, link], index) => ({
    id: `bn-${String(index + 1).padStart(2, '0')}`,
    status,
    title,
    text,
    link,
    audience: [...audience],
    publishedAt: daysAgo === null ? null : new Date(day - daysAgo * DAY_MS).toISOString(),
  }));
}

export const bannersOf = (state: StackState) => state.screenData('backOfficeBanners', bannersData);

const latestFirst = (a: BannerRecord, b: BannerRecord) =>
  a.publishedAt === null ? (b.publishedAt === null ? 0 : -1) : b.publishedAt === null ? 1 : b.publishedAt.localeCompare(a.publishedAt);

/** What a home shows to a reader with `roles`: the latest enabled banners that target them. */
export const homeBannersFor = (state: StackState, roles: readonly string[]) =>
  bannersOf(state)
    .filter(
      (banner) => banner.status === 'enabled' && (banner.audience.length === 0 || banner.audience.some((role) => roles.includes(role))),
    )
    .sort(latestFirst)
    .slice(0, HOME_BANNERS_COUNT)
    .map(({ id, title, text, link }) => ({ id, title, text, link }));

function publisher(account: DemoAccount) {
  if (!account.info.roles.some((role) => PUBLISHERS.includes(role)))
    throw new HttpError(403, 'Le back office des bannières n’est pas accessible à ce compte.');
}

function found(state: StackState, bannerId: string): BannerRecord {
  const banner = bannersOf(state).find((candidate) => candidate.id === bannerId);
  if (!banner) throw new HttpError(404, 'Cette bannière n’existe pas, ou plus.');
  return banner;
}

type Written = Pick<BannerRecord, 'title' | 'text' | 'link' | 'audience'>;
/** The form's texts as kept: trimmed (the contract has checked their lengths and the link's shape), each role once. */
function written(body: unknown): Written {
  const sent = body as Written;
  const texts = { title: sent.title.trim(), text: sent.text.trim(), link: sent.link, audience: [...new Set(sent.audience)] };
  if (texts.title === '') throw new HttpError(400, 'Le titre est obligatoire.');
  return texts;
}

const view = (banner: BannerRecord) => structuredClone(banner);
let createdCounter = 0;

export const backOfficeBannersRoutes: Route[] = [
  route(backOfficeBannersCalls.getBackOfficeBanners, ({ query, state, account }) => {
    publisher(account);
    const list = listQuery(query, FILTERS);
    const shown = bannersOf(state)
      .filter((banner) => list.filter === null || list.filter === 'all' || banner.status === list.filter)
      .sort(latestFirst)
      .map(view);
    return { status: 200, body: page(shown, list) };
  }),
  route(backOfficeBannersCalls.createBackOfficeBanner, ({ body, state, account }) => {
    publisher(account);
    createdCounter += 1;
    const banner: BannerRecord = { id: `bn-new-${Date.now()}-${createdCounter}`, status: 'draft', publishedAt: null, ...written(body) };
    // First among the drafts: the newest written is the one being worked on.
    bannersOf(state).unshift(banner);
    return { status: 201, body: view(banner) };
  }),
  route(backOfficeBannersCalls.updateBackOfficeBanner, ({ params, body, state, account }) => {
    publisher(account);
    const banner = found(state, params.bannerId);
    Object.assign(banner, written(body));
    return { status: 200, body: view(banner) };
  }),
  route(backOfficeBannersCalls.enableBackOfficeBanner, ({ params, state, account }) => {
    publisher(account);
    const banner = found(state, params.bannerId);
    if (banner.status === 'enabled') throw new HttpError(409, 'Cette bannière est déjà publiée.');
    banner.status = 'enabled';
    banner.publishedAt = new Date().toISOString();
    return { status: 200, body: view(banner) };
  }),
  route(backOfficeBannersCalls.disableBackOfficeBanner, ({ params, state, account }) => {
    publisher(account);
    const banner = found(state, params.bannerId);
    if (banner.status !== 'enabled') throw new HttpError(409, 'Seule une bannière publiée peut être désactivée.');
    banner.status = 'disabled';
    return { status: 200, body: view(banner) };
  }),
];
