// Sub-menus of spec section 2 "Sub-menus per screen" as data. Entry ids are the spec's words in
// camelCase (decisions.md "Navigation entry ids"); the filters of spec section 5 are
// navigation.ts's, the main navigation is in routes.ts / access.ts.
//
// Chosen paths (`:clientId`, `:dayOffId` are route parameters):
//
// | menu                  | entries → path                                                              |
// |-----------------------|-----------------------------------------------------------------------------|
// | clientDetail          | infos → /clients/:clientId/infos, contacts → /clients/:clientId/contacts    |
// | clientInvoices        | unpaid, paid, all → /invoices/unpaid, /invoices/paid, /invoices/all         |
// | temporaryWorkers      | users → /temporary-workers/users, planning → /temporary-workers/planning    |
// | temporaryWorkerUsers  | unregistered, invited, registered, unsubscribed, deactivated, all           |
// |                       |   → /temporary-workers/users/<id in kebab case>                             |
// | planning              | month, week → /temporary-workers/planning/month, …/week                     |
// | clientUsers           | invited, registered, all → /clients/users/<id>                              |
// | clientEstablishments  | notInvited, invited, registered, all → /clients/establishments/not-invited… |
// | clientsHub            | establishments → /clients/establishments,                                   |
// |                       |   jobPlaceVisits (flag jobPlaceVisit) → /clients/job-place-visits,          |
// |                       |   users → /clients/users, invoices (flag invoices) → /clients/invoices      |
// | workerAdvantages      | depositRequest, cet, healthMutual, fastt, collectiveAgreement,              |
// |                       |   platformBenefits (exclusive tenant) → /advantages/<id in kebab case>      |
// | documents             | nonBinding, personal, administrative, resources (hidden on mobile)          |
// |                       |   → /documents/<id in kebab case>                                           |
// | profile               | myInformations → /my-profile/my-informations,                               |
// |                       |   notifications (clientUser + agency roles) → /my-profile/my-notifications, |
// |                       |   logout → /logout (an action, not a route: the shell logs out)             |
// | workerProfile         | myInformations → /my-profile/my-informations,                               |
// |                       |   daysOff (flag daysOff) → /my-profile/days-off; hidden: create →           |
// |                       |   /my-profile/days-off/create, edit → /my-profile/days-off/:dayOffId/edit,  |
// |                       |   details → /my-profile/days-off/:dayOffId                                  |
// | parameters            | preference, devices → /parameters/preference, /parameters/devices           |
// | backOffice            | news, alerts, faqs, evaluations, banners → /back-office/<id>                |
// | backOfficeNews        | all, draft, enabled, disabled → /back-office/news/<id>                      |
// | backOfficeFaqs        | all, draft, enabled, disabled → /back-office/faqs/<id>                      |
// | backOfficeBanners     | all, draft, enabled, disabled → /back-office/banners/<id>                   |
// | faqCategories         | agencies, workers, clients, tutorial, other, all → /faq/<id>                |
// | myOffers              | all, favorites, candidates → /my-offers/<id>                                |
// | establishment         | notifications → /my-establishment/notifications,                            |
// |                       |   jobPlaceVisits (flag jobPlaceVisit) → /my-establishment/job-place-visits  |
// | referential           | sections → /referential/sections,                                           |
// |                       |   clientsReattach → /referential/clients-reattach                           |
// | contracts             | toSign, inProgress, ended (worker, selfRegistered) → /contracts/to-sign,    |
//   (decided, not in the spec: the worker's contract tabs; docs/decisions-domain.md "Contracts")
// | workerTimeSheets      | toFill, submitted, approved → /time-sheets/to-fill, …/submitted, …/approved |
//   (decided, not in the spec: the worker's time-sheet tabs; docs/decisions-domain.md "Time sheets, worker")
// | clientContracts       | toSign, signed, ended (clientUser) → /contracts/to-sign, /contracts/signed, |
// |                       |   /contracts/ended                                                          |
//   (decided, not in the spec: the client's contracts of provision; docs/decisions-domain.md "Client's contracts and missions")
// | missions              | current, upcoming, past → /missions/current, /missions/upcoming, …/past    |
//   (decided, not in the spec: the client's missions; docs/decisions-domain.md "Client's contracts and missions")
// | clientTimeSheets      | toApprove, disputed, approved, all → /time-sheets/to-approve, …/disputed,   |
// |                       |   …/approved, …/all                                                         |
//   (decided, not in the spec: the client's time-sheet tabs; docs/decisions-domain.md "Time sheets, client")
//
// Decisions where the spec is silent (also in docs/decisions-domain.md):
// - The establishment's job place visits carry the jobPlaceVisit flag too, and the clients hub's
//   invoices the invoices flag (same features).
// - An entry's flag holds for its path and every path under it, by URL too (access.ts canEnter):
//   "feature flags hide routes and menu entries" (spec section 6).
// - The temporary workers' `users` entry is for the agency and back-office roles of the route: a
//   worker's temporary-workers screen is their own planning (docs/decisions-domain.md "Temporary
//   workers for a worker").

import type { FeatureFlag, Role } from './types';
import { MY_INFORMATIONS_PATH, NOTIFICATION_LIST_PATH, type TenantCondition } from './routes';

export interface MenuEntry {
  readonly id: string;
  readonly path: string;
  /** When present, the user needs one of these roles. */
  readonly roles?: readonly Role[];
  /** Dropped when this flag is in the user's effective disabled features. */
  readonly feature?: FeatureFlag;
  readonly tenant?: TenantCondition;
  /** Dropped on small screens. */
  readonly hiddenOnMobile?: boolean;
  /** A sub-item reached from its screen, never listed in the menu (unless includeHidden). */
  readonly hidden?: boolean;
  /** The entry runs an action instead of navigating; its path is only a stable key. */
  readonly action?: 'logout';
}

export const MENU_IDS = [
  'clientDetail',
  'clientInvoices',
  'temporaryWorkers',
  'temporaryWorkerUsers',
  'planning',
  'clientUsers',
  'clientEstablishments',
  'clientsHub',
  'workerAdvantages',
  'documents',
  'profile',
  'workerProfile',
  'parameters',
  'backOffice',
  'backOfficeNews',
  'backOfficeFaqs',
  'backOfficeBanners',
  'faqCategories',
  'myOffers',
  'establishment',
  'referential',
  // Decided (docs/decisions-domain.md "Contracts").
  'contracts',
  // Decided (docs/decisions-domain.md "Time sheets, worker").
  'workerTimeSheets',
  // Decided (docs/decisions-domain.md "Client's contracts and missions").
  'clientContracts',
  'missions',
  // Decided (docs/decisions-domain.md "Time sheets, client").
  'clientTimeSheets',
] as const;
export type MenuId = (typeof MENU_IDS)[number];

/** The agency roles (the temporary workers' users entry). */
const AGENCY_ROLES = ['agencyAssistant', 'agencySales', 'agencyDirector'] as const satisfies readonly Role[];

const PUBLICATION_LISTS = ['all', 'draft', 'enabled', 'disabled'] as const;
const publicationList = (base: string): MenuEntry[] => PUBLICATION_LISTS.map((id) => ({ id, path: `${base}/${id}` }));

export const MENUS: Readonly<Record<MenuId, readonly MenuEntry[]>> = {
  clientDetail: [
    { id: 'infos', path: '/clients/:clientId/infos' },
    { id: 'contacts', path: '/clients/:clientId/contacts' },
  ],
  clientInvoices: [
    { id: 'unpaid', path: '/invoices/unpaid' },
    { id: 'paid', path: '/invoices/paid' },
    { id: 'all', path: '/invoices/all' },
  ],
  temporaryWorkers: [
    { id: 'users', path: '/temporary-workers/users', roles: [...AGENCY_ROLES, 'administrator', 'support'] },
    { id: 'planning', path: '/temporary-workers/planning' },
  ],
  temporaryWorkerUsers: [
    { id: 'unregistered', path: '/temporary-workers/users/unregistered' },
    { id: 'invited', path: '/temporary-workers/users/invited' },
    { id: 'registered', path: '/temporary-workers/users/registered' },
    { id: 'unsubscribed', path: '/temporary-workers/users/unsubscribed' },
    { id: 'deactivated', path: '/temporary-workers/users/deactivated' },
    { id: 'all', path: '/temporary-workers/users/all' },
  ],
  planning: [
    { id: 'month', path: '/temporary-workers/planning/month' },
    { id: 'week', path: '/temporary-workers/planning/week' },
  ],
  clientUsers: [
    { id: 'invited', path: '/clients/users/invited' },
    { id: 'registered', path: '/clients/users/registered' },
    { id: 'all', path: '/clients/users/all' },
  ],
  clientEstablishments: [
    { id: 'notInvited', path: '/clients/establishments/not-invited' },
    { id: 'invited', path: '/clients/establishments/invited' },
    { id: 'registered', path: '/clients/establishments/registered' },
    { id: 'all', path: '/clients/establishments/all' },
  ],
  clientsHub: [
    { id: 'establishments', path: '/clients/establishments' },
    { id: 'jobPlaceVisits', path: '/clients/job-place-visits', feature: 'jobPlaceVisit' },
    { id: 'users', path: '/clients/users' },
    { id: 'invoices', path: '/clients/invoices', feature: 'invoices' },
  ],
  workerAdvantages: [
    { id: 'depositRequest', path: '/advantages/deposit-request' },
    { id: 'cet', path: '/advantages/cet' },
    { id: 'healthMutual', path: '/advantages/health-mutual' },
    { id: 'fastt', path: '/advantages/fastt' },
    { id: 'collectiveAgreement', path: '/advantages/collective-agreement' },
    { id: 'platformBenefits', path: '/advantages/platform-benefits', tenant: 'exclusive' },
  ],
  documents: [
    { id: 'nonBinding', path: '/documents/non-binding' },
    { id: 'personal', path: '/documents/personal' },
    { id: 'administrative', path: '/documents/administrative' },
    { id: 'resources', path: '/documents/resources', hiddenOnMobile: true },
  ],
  profile: [
    { id: 'myInformations', path: MY_INFORMATIONS_PATH },
    {
      id: 'notifications',
      path: NOTIFICATION_LIST_PATH,
      roles: ['clientUser', 'agencyAssistant', 'agencySales', 'agencyDirector'],
    },
    { id: 'logout', path: '/logout', action: 'logout' },
  ],
  workerProfile: [
    { id: 'myInformations', path: MY_INFORMATIONS_PATH },
    { id: 'daysOff', path: '/my-profile/days-off', feature: 'daysOff' },
    { id: 'create', path: '/my-profile/days-off/create', feature: 'daysOff', hidden: true },
    { id: 'edit', path: '/my-profile/days-off/:dayOffId/edit', feature: 'daysOff', hidden: true },
    { id: 'details', path: '/my-profile/days-off/:dayOffId', feature: 'daysOff', hidden: true },
  ],
  parameters: [
    { id: 'preference', path: '/parameters/preference' },
    { id: 'devices', path: '/parameters/devices' },
  ],
  backOffice: [
    { id: 'news', path: '/back-office/news' },
    { id: 'alerts', path: '/back-office/alerts' },
    { id: 'faqs', path: '/back-office/faqs' },
    { id: 'evaluations', path: '/back-office/evaluations' },
    { id: 'banners', path: '/back-office/banners' },
  ],
  backOfficeNews: publicationList('/back-office/news'),
  backOfficeFaqs: publicationList('/back-office/faqs'),
  backOfficeBanners: publicationList('/back-office/banners'),
  faqCategories: [
    { id: 'agencies', path: '/faq/agencies' },
    { id: 'workers', path: '/faq/workers' },
    { id: 'clients', path: '/faq/clients' },
    { id: 'tutorial', path: '/faq/tutorial' },
    { id: 'other', path: '/faq/other' },
    { id: 'all', path: '/faq/all' },
  ],
  myOffers: [
    { id: 'all', path: '/my-offers/all' },
    { id: 'favorites', path: '/my-offers/favorites' },
    { id: 'candidates', path: '/my-offers/candidates' },
  ],
  establishment: [
    { id: 'notifications', path: '/my-establishment/notifications' },
    { id: 'jobPlaceVisits', path: '/my-establishment/job-place-visits', feature: 'jobPlaceVisit' },
  ],
  referential: [
    { id: 'sections', path: '/referential/sections' },
    { id: 'clientsReattach', path: '/referential/clients-reattach' },
  ],
  // Decided (docs/decisions-domain.md "Contracts"): the worker's; the client's contracts of provision
  // bring their own entries.
  contracts: [
    { id: 'toSign', path: '/contracts/to-sign', roles: ['worker', 'selfRegistered'] },
    { id: 'inProgress', path: '/contracts/in-progress', roles: ['worker', 'selfRegistered'] },
    { id: 'ended', path: '/contracts/ended', roles: ['worker', 'selfRegistered'] },
  ],
  workerTimeSheets: [
    { id: 'toFill', path: '/time-sheets/to-fill' },
    { id: 'submitted', path: '/time-sheets/submitted' },
    { id: 'approved', path: '/time-sheets/approved' },
  ],
  // Decided (docs/decisions-domain.md "Client's contracts and missions").
  clientContracts: [
    { id: 'toSign', path: '/contracts/to-sign', roles: ['clientUser'] },
    { id: 'signed', path: '/contracts/signed', roles: ['clientUser'] },
    { id: 'ended', path: '/contracts/ended', roles: ['clientUser'] },
  ],
  missions: [
    { id: 'current', path: '/missions/current' },
    { id: 'upcoming', path: '/missions/upcoming' },
    { id: 'past', path: '/missions/past' },
  ],
  // Decided (docs/decisions-domain.md "Time sheets, client"): the client's, what waits for them first.
  clientTimeSheets: [
    { id: 'toApprove', path: '/time-sheets/to-approve' },
    { id: 'disputed', path: '/time-sheets/disputed' },
    { id: 'approved', path: '/time-sheets/approved' },
    { id: 'all', path: '/time-sheets/all' },
  ],
};
