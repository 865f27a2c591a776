// The stand-in answers the screens' calls (contract/screens/) as the contract says, with believable
// data for every demo user who may open the screen, on both tenants (docs/screens/README.md "Declaring
// a screen"). A list screen's call is exercised for each such user with no test written for it; a
// call with path parameters or a body is exercised by a row of SCREEN_EXERCISES below.
import { describe, expect, it } from 'vitest';
import { ALL_CALLS } from '../../contract/allCalls.ts';
import { isBinaryAnswer, pathOf, type Call } from '../../contract/calls.ts';
import { answerProblems } from '../../contract/check.ts';
import { SCREEN_CALLS } from '../../contract/screens/screens.ts';
import { canEnter } from '../../machines/domain/access.ts';
import { SCREENS } from '../../machines/screens/screens.ts';
import type { UserInfo } from '../../machines/domain/types.ts';
import { DEMO_LOGINS, demoData } from '../../server/demo-data.ts';
import type { TenantId } from '../../server/tenants.ts';
import { addDays, mondayOf } from '../../server/screens/world.ts';
import { request } from './helpers/http.ts';
import { signIn } from './helpers/sign-in.ts';
import { control, useStack } from './helpers/stack-fixture.ts';

interface ScreenExercise {
  call: string;
  login: string;
  /** The path's parameters; a function of the tenant for ids drawn from its world. */
  params?: Record<string, string> | ((tenant: TenantId) => Record<string, string>);
  /** The query string; a function of the tenant for values drawn from its world. */
  query?: string | ((tenant: TenantId) => string);
  /** The request's body; a function of the tenant for ids drawn from its world. */
  body?: unknown | ((tenant: TenantId) => unknown);
  status: number;
}

// The client desk (docs/screens/client*.md, establishment*.md): the stand-in's ids of each
// tenant (server/screens/world.ts), then the reads of its own machines and every action, with the
// refusals the contracts list.
const DESK = {
  alpha: {
    client: 'c-clinique-des-lilas',
    notInvited: 'c-clinique-des-lilas-e1',
    invited: 'c-logistique-rhone-e2',
    user: 'cu-c-logistique-rhone-1',
    registeredUser: 'cu-c-logistique-rhone-2',
    visit: 'v-alpha-4',
    doneVisit: 'v-alpha-1',
  },
  beta: {
    client: 'c-clinique-saint-luc',
    notInvited: 'c-clinique-saint-luc-e1',
    invited: 'c-port-logistics-e2',
    user: 'cu-c-port-logistics-1',
    registeredUser: 'cu-c-port-logistics-2',
    visit: 'v-beta-4',
    doneVisit: 'v-beta-1',
  },
} satisfies Record<TenantId, Record<string, string>>;
const desk = (param: string, which: keyof (typeof DESK)['alpha']) => (tenant: TenantId) => ({ [param]: DESK[tenant][which] });
const FIRST_PAGE = '?filter=all&skip=0&take=20';
const CLIENT_DESK_EXERCISES: ScreenExercise[] = [
  { call: 'getClientEstablishments', login: 'director', query: FIRST_PAGE, status: 200 },
  { call: 'getClientEstablishments', login: 'client', query: FIRST_PAGE, status: 200 },
  { call: 'inviteEstablishment', login: 'director', params: desk('establishmentId', 'notInvited'), status: 200 },
  { call: 'inviteEstablishment', login: 'director', params: desk('establishmentId', 'invited'), status: 409 },
  { call: 'inviteEstablishment', login: 'client', params: desk('establishmentId', 'notInvited'), status: 403 },
  { call: 'resendEstablishmentInvitation', login: 'director', params: desk('establishmentId', 'invited'), status: 200 },
  { call: 'resendEstablishmentInvitation', login: 'director', params: desk('establishmentId', 'notInvited'), status: 409 },
  { call: 'getClientUsers', login: 'client', query: FIRST_PAGE, status: 200 },
  { call: 'getClientUsers', login: 'assistant', query: FIRST_PAGE, status: 200 },
  {
    call: 'inviteClientUser',
    login: 'client',
    body: { firstName: ' Léa ', lastName: 'Martin', email: 'lea.martin@example.org' },
    status: 201,
  },
  { call: 'resendClientUserInvitation', login: 'client', params: desk('userId', 'user'), status: 200 },
  { call: 'resendClientUserInvitation', login: 'director', params: desk('userId', 'registeredUser'), status: 409 },
  { call: 'resendClientUserInvitation', login: 'support', params: desk('userId', 'user'), status: 403 },
  // temporary workers › users
  { call: 'getTemporaryWorkerUsers', login: 'assistant', query: FIRST_PAGE, status: 200 },
  { call: 'getTemporaryWorkerUsers', login: 'support', query: FIRST_PAGE, status: 200 },
  { call: 'getTemporaryWorkerUsers', login: 'worker', query: FIRST_PAGE, status: 403 },
  { call: 'inviteTemporaryWorker', login: 'director', params: (tenant: TenantId) => ({ workerId: `tw-${tenant}-1` }), status: 200 },
  { call: 'inviteTemporaryWorker', login: 'director', params: (tenant: TenantId) => ({ workerId: `tw-${tenant}-worker` }), status: 409 },
  { call: 'inviteTemporaryWorker', login: 'support', params: (tenant: TenantId) => ({ workerId: `tw-${tenant}-1` }), status: 403 },
  {
    call: 'resendTemporaryWorkerInvitation',
    login: 'director',
    params: (tenant: TenantId) => ({ workerId: `tw-${tenant}-${tenant === 'alpha' ? 5 : 4}` }),
    status: 200,
  },
  {
    call: 'deactivateTemporaryWorker',
    login: 'director',
    params: (tenant: TenantId) => ({ workerId: `tw-${tenant}-worker-cdii` }),
    status: 200,
  },
  {
    call: 'reactivateTemporaryWorker',
    login: 'director',
    params: (tenant: TenantId) => ({ workerId: `tw-${tenant}-${tenant === 'alpha' ? 9 : 8}` }),
    status: 200,
  },
  { call: 'reactivateTemporaryWorker', login: 'director', params: (tenant: TenantId) => ({ workerId: `tw-${tenant}-1` }), status: 409 },
  { call: 'getClient', login: 'director', params: desk('clientId', 'client'), status: 200 },
  { call: 'getClient', login: 'director', params: { clientId: 'c-unknown' }, status: 404 },
  { call: 'getEstablishmentVisits', login: 'client', query: FIRST_PAGE, status: 200 },
  { call: 'requestJobPlaceVisit', login: 'client', body: { date: '2099-01-04', reason: 'Nouvelle ligne de conditionnement' }, status: 201 },
  { call: 'cancelJobPlaceVisit', login: 'client', params: desk('visitId', 'visit'), status: 200 },
  { call: 'cancelJobPlaceVisit', login: 'client', params: desk('visitId', 'doneVisit'), status: 409 },
  // docs/screens/establishmentNotifications.md: each client login's establishment.
  { call: 'getEstablishmentNotificationSettings', login: 'client', status: 200 },
  { call: 'getEstablishmentNotificationSettings', login: 'client-first', status: 200 },
  { call: 'getEstablishmentNotificationSettings', login: 'client-approval', status: 200 },
  { call: 'getEstablishmentNotificationSettings', login: 'director', status: 403 },
  { call: 'saveEstablishmentNotificationSettings', login: 'client', body: { blockedCategories: ['invoices', 'news'] }, status: 200 },
  { call: 'saveEstablishmentNotificationSettings', login: 'client', body: { blockedCategories: ['fax'] }, status: 400 },
  { call: 'saveEstablishmentNotificationSettings', login: 'worker', body: { blockedCategories: [] }, status: 403 },
  // docs/screens/internalHome.md: each internal login who opens home, a selection, and a client.
  { call: 'getInternalDashboard', login: 'assistant', status: 200 },
  { call: 'getInternalDashboard', login: 'sales', status: 200 },
  { call: 'getInternalDashboard', login: 'director', status: 200 },
  { call: 'getInternalDashboard', login: 'admin', status: 200 },
  { call: 'getInternalDashboard', login: 'support', status: 200 },
  { call: 'getInternalDashboard', login: 'director', query: '?folders=f-lyo,f-bru', status: 200 },
  { call: 'getInternalDashboard', login: 'client', status: 403 },
];

// The worker's time sheets (docs/screens/workerTimeSheets.md): the worker's current mission (the
// world's second) this week and last week, dated from the week the stack starts.
const thisWeek = () => new Date(mondayOf(Date.now())).toISOString().slice(0, 10);
const sheetOf = (weeksAgo: number) => (tenant: TenantId) => ({ id: `ts-m-${tenant}-2-${addDays(thisWeek(), -7 * weeksAgo)}` });
const mondayWorked = () => ({
  days: Array.from({ length: 7 }, (_, index) => ({
    date: addDays(thisWeek(), index),
    ...(index === 0 ? { start: '08:00', end: '15:30', breakMinutes: 30 } : { start: null, end: null, breakMinutes: null }),
  })),
});

// Back office › evaluations and the landing page (docs/screens/evaluations.md, evaluate.md): the
// world's earlier requests of each tenant, answered (1), expired (2), sent (3), to send (4); the
// landing page's calls carry the link's token, not a bearer.
const evaluation = (n: number) => (tenant: TenantId) => ({ evaluationId: `ev-${tenant}-${n}` });
const evaluationToken = (n: number, tenant: TenantId) => `seeded-${tenant}-${n}-${'x'.repeat(12)}`;
const EVALUATION_EXERCISES: ScreenExercise[] = [
  { call: 'getEvaluations', login: 'admin', query: '?skip=0&take=20', status: 200 },
  { call: 'getEvaluations', login: 'support', query: '?skip=0&take=20', status: 200 },
  { call: 'getEvaluations', login: 'communication', query: '?skip=0&take=20', status: 403 },
  { call: 'sendEvaluation', login: 'admin', params: evaluation(4), status: 200 },
  { call: 'sendEvaluation', login: 'admin', params: evaluation(2), status: 200 },
  { call: 'sendEvaluation', login: 'admin', params: evaluation(1), status: 409 },
  { call: 'sendEvaluation', login: 'admin', params: { evaluationId: 'ev-nobody' }, status: 404 },
  { call: 'sendEvaluation', login: 'support', params: evaluation(4), status: 403 },
  ...[
    [3, 200],
    [1, 200],
    [2, 410],
  ].map(([n, status]) => ({
    call: 'getEvaluationForm',
    login: 'worker',
    params: {},
    query: (tenant: TenantId) => `?token=${evaluationToken(n, tenant)}`,
    status,
  })),
  { call: 'getEvaluationForm', login: 'worker', query: `?token=${'u'.repeat(20)}`, status: 404 },
  ...[
    [3, 200],
    [1, 409],
    [2, 410],
  ].map(([n, status]) => ({
    call: 'answerEvaluation',
    login: 'worker',
    body: (tenant: TenantId) => ({ token: evaluationToken(n, tenant), rating: 4, comment: ' Sérieux. ' }),
    status,
  })),
  { call: 'answerEvaluation', login: 'worker', body: { token: 'short', rating: 6, comment: '' }, status: 400 },
];

// Referential › sections (docs/screens/sections.md): the world's sections of each tenant, Santé
// (sec-sante) in use, Bâtiment et travaux publics (alpha) and Construction (beta) not. A name taken
// (case and accents aside) or a section in use is a 409; support reads only.
const unusedSection = (tenant: TenantId) => ({ sectionId: tenant === 'alpha' ? 'sec-btp' : 'sec-construction' });
const SECTION_EXERCISES: ScreenExercise[] = [
  { call: 'getSections', login: 'admin', query: '?skip=0&take=20', status: 200 },
  { call: 'getSections', login: 'support', query: '?skip=0&take=20', status: 200 },
  { call: 'getSections', login: 'communication', query: '?skip=0&take=20', status: 403 },
  { call: 'getSections', login: 'moa', query: '?skip=0&take=20', status: 403 },
  { call: 'addSection', login: 'admin', body: { name: 'Transport routier' }, status: 201 },
  { call: 'addSection', login: 'admin', body: { name: '  SANTE ' }, status: 409 },
  { call: 'addSection', login: 'support', body: { name: 'Transport routier' }, status: 403 },
  { call: 'renameSection', login: 'admin', params: { sectionId: 'sec-sante' }, body: { name: 'Santé et soins' }, status: 200 },
  { call: 'renameSection', login: 'admin', params: { sectionId: 'sec-sante' }, body: { name: 'santé' }, status: 200 },
  { call: 'renameSection', login: 'admin', params: { sectionId: 'sec-nobody' }, body: { name: 'Autre' }, status: 404 },
  { call: 'renameSection', login: 'support', params: { sectionId: 'sec-sante' }, body: { name: 'Soins' }, status: 403 },
  { call: 'removeSection', login: 'admin', params: unusedSection, status: 204 },
  { call: 'removeSection', login: 'admin', params: { sectionId: 'sec-sante' }, status: 409 },
  { call: 'removeSection', login: 'admin', params: { sectionId: 'sec-nobody' }, status: 404 },
  { call: 'removeSection', login: 'support', params: unusedSection, status: 403 },
];

// Referential › clients reattach (docs/screens/clientsReattach.md): each tenant's clinic (alpha in
// PAR, beta in BRU) moves to Lille or Antwerpen; to its own folder it is a 409, to none of the
// tenant's a 404.
const clinic = (tenant: TenantId) => ({ clientId: tenant === 'alpha' ? 'c-clinique-des-lilas' : 'c-clinique-saint-luc' });
const REATTACH_EXERCISES: ScreenExercise[] = [
  { call: 'getReattachClients', login: 'admin', query: '?skip=0&take=20', status: 200 },
  { call: 'getReattachClients', login: 'support', query: '?skip=0&take=20', status: 200 },
  { call: 'getReattachClients', login: 'communication', query: '?skip=0&take=20', status: 403 },
  { call: 'getReattachClients', login: 'director', query: '?skip=0&take=20', status: 403 },
  {
    call: 'reattachClient',
    login: 'admin',
    params: clinic,
    body: (tenant: TenantId) => ({ folderId: tenant === 'alpha' ? 'f-lil' : 'f-anr' }),
    status: 200,
  },
  {
    call: 'reattachClient',
    login: 'admin',
    params: clinic,
    body: (tenant: TenantId) => ({ folderId: tenant === 'alpha' ? 'f-par' : 'f-bru' }),
    status: 409,
  },
  { call: 'reattachClient', login: 'admin', params: clinic, body: { folderId: 'f-nowhere' }, status: 404 },
  { call: 'reattachClient', login: 'admin', params: { clientId: 'c-nobody' }, body: { folderId: 'f-lyo' }, status: 404 },
  { call: 'reattachClient', login: 'support', params: clinic, body: { folderId: 'f-lyo' }, status: 403 },
];

// Back office › news (docs/screens/backOfficeNews.md): news-12 is each tenant's draft, news-13 its
// disabled article, news-01 enabled.
// Back office › FAQs (docs/screens/backOfficeFaqs.md): faq-14 is each tenant's draft, faq-15 its
// disabled entry, faq-1 enabled.
const FAQ_WRITTEN = { category: 'workers', question: 'Comment changer d’agence ?', answer: 'Demandez-le à votre agence.' };
const BACK_OFFICE_FAQ_EXERCISES: ScreenExercise[] = [
  ...['admin', 'support', 'communication', 'moa'].map((login) => ({ call: 'getBackOfficeFaqs', login, query: FIRST_PAGE, status: 200 })),
  { call: 'getBackOfficeFaqs', login: 'worker', query: FIRST_PAGE, status: 403 },
  { call: 'createBackOfficeFaq', login: 'communication', body: FAQ_WRITTEN, status: 201 },
  { call: 'createBackOfficeFaq', login: 'client', body: FAQ_WRITTEN, status: 403 },
  { call: 'updateBackOfficeFaq', login: 'moa', params: { faqId: 'faq-14' }, body: FAQ_WRITTEN, status: 200 },
  { call: 'updateBackOfficeFaq', login: 'admin', params: { faqId: 'faq-99' }, body: FAQ_WRITTEN, status: 404 },
  { call: 'enableBackOfficeFaq', login: 'support', params: { faqId: 'faq-14' }, status: 200 },
  { call: 'enableBackOfficeFaq', login: 'admin', params: { faqId: 'faq-1' }, status: 409 },
  { call: 'disableBackOfficeFaq', login: 'communication', params: { faqId: 'faq-1' }, status: 200 },
  { call: 'disableBackOfficeFaq', login: 'director', params: { faqId: 'faq-1' }, status: 403 },
];

// Back office › banners (docs/screens/backOfficeBanners.md): bn-04 is each tenant's draft, bn-05 its
// disabled banner, bn-01 enabled.
const BANNER_WRITTEN = { title: 'Nouveau : la carte carburant', text: 'Dès lundi.', link: '/advantages', audience: ['worker'] };
const BACK_OFFICE_BANNER_EXERCISES: ScreenExercise[] = [
  ...['admin', 'support', 'communication', 'moa'].map((login) => ({ call: 'getBackOfficeBanners', login, query: FIRST_PAGE, status: 200 })),
  { call: 'getBackOfficeBanners', login: 'worker', query: FIRST_PAGE, status: 403 },
  { call: 'createBackOfficeBanner', login: 'communication', body: BANNER_WRITTEN, status: 201 },
  { call: 'createBackOfficeBanner', login: 'admin', body: { ...BANNER_WRITTEN, link: '//partner.example' }, status: 400 },
  { call: 'createBackOfficeBanner', login: 'client', body: BANNER_WRITTEN, status: 403 },
  { call: 'updateBackOfficeBanner', login: 'moa', params: { bannerId: 'bn-04' }, body: BANNER_WRITTEN, status: 200 },
  { call: 'updateBackOfficeBanner', login: 'admin', params: { bannerId: 'bn-99' }, body: BANNER_WRITTEN, status: 404 },
  { call: 'enableBackOfficeBanner', login: 'support', params: { bannerId: 'bn-04' }, status: 200 },
  { call: 'enableBackOfficeBanner', login: 'admin', params: { bannerId: 'bn-01' }, status: 409 },
  { call: 'disableBackOfficeBanner', login: 'communication', params: { bannerId: 'bn-01' }, status: 200 },
  { call: 'disableBackOfficeBanner', login: 'director', params: { bannerId: 'bn-01' }, status: 403 },
];

const NEWS_WRITTEN = { title: 'Vestiaires rénovés', summary: 'Dès lundi.', body: 'Les vestiaires rouvrent lundi.', audience: ['worker'] };
const BACK_OFFICE_NEWS_EXERCISES: ScreenExercise[] = [
  ...['admin', 'support', 'communication', 'moa'].map((login) => ({ call: 'getBackOfficeNews', login, query: FIRST_PAGE, status: 200 })),
  { call: 'enableBackOfficeNews', login: 'communication', params: { newsId: 'news-12' }, status: 200 },
  { call: 'enableBackOfficeNews', login: 'admin', params: { newsId: 'news-13' }, status: 200 },
  { call: 'enableBackOfficeNews', login: 'moa', params: { newsId: 'news-01' }, status: 409 },
  { call: 'enableBackOfficeNews', login: 'support', params: { newsId: 'news-99' }, status: 404 },
  { call: 'enableBackOfficeNews', login: 'worker', params: { newsId: 'news-12' }, status: 403 },
  { call: 'disableBackOfficeNews', login: 'communication', params: { newsId: 'news-01' }, status: 200 },
  { call: 'disableBackOfficeNews', login: 'moa', params: { newsId: 'news-12' }, status: 409 },
  { call: 'disableBackOfficeNews', login: 'director', params: { newsId: 'news-01' }, status: 403 },
  { call: 'getBackOfficeNews', login: 'client', query: FIRST_PAGE, status: 403 },
  { call: 'createBackOfficeNews', login: 'communication', body: NEWS_WRITTEN, status: 201 },
  { call: 'createBackOfficeNews', login: 'moa', body: { ...NEWS_WRITTEN, title: ' ' }, status: 400 },
  { call: 'createBackOfficeNews', login: 'worker', body: NEWS_WRITTEN, status: 403 },
  { call: 'updateBackOfficeNews', login: 'support', params: { newsId: 'news-12' }, body: NEWS_WRITTEN, status: 200 },
  { call: 'updateBackOfficeNews', login: 'admin', params: { newsId: 'news-99' }, body: NEWS_WRITTEN, status: 404 },
  { call: 'updateBackOfficeNews', login: 'client', params: { newsId: 'news-12' }, body: NEWS_WRITTEN, status: 403 },
];

/** The screens' calls a list screen's read does not cover: each with its answers. */
const SCREEN_EXERCISES: ScreenExercise[] = [
  ...CLIENT_DESK_EXERCISES,
  ...EVALUATION_EXERCISES,
  ...SECTION_EXERCISES,
  ...REATTACH_EXERCISES,
  ...BACK_OFFICE_NEWS_EXERCISES,
  ...BACK_OFFICE_FAQ_EXERCISES,
  ...BACK_OFFICE_BANNER_EXERCISES,
  // contracts, documents, the document preview (docs/screens/contract.md, documentPreview.md).
  { call: 'getContract', login: 'worker', params: { contractId: 'ct-worker-3' }, status: 200 },
  { call: 'getContract', login: 'worker', params: { contractId: 'ct-selfregistered-1' }, status: 403 },
  { call: 'getContract', login: 'worker', params: { contractId: 'ct-nobody-1' }, status: 404 },
  { call: 'getContract', login: 'worker-limited', params: { contractId: 'ct-worker-limited-1' }, status: 403 },
  { call: 'startContractSignature', login: 'worker', params: { contractId: 'ct-worker-3' }, status: 201 },
  { call: 'startContractSignature', login: 'worker', params: { contractId: 'ct-worker-2' }, status: 409 },
  { call: 'startContractSignature', login: 'selfregistered', params: { contractId: 'ct-worker-3' }, status: 403 },
  { call: 'getDocument', login: 'worker', params: { documentId: 'doc-ct-worker-3' }, status: 200 },
  { call: 'getDocument', login: 'selfregistered', params: { documentId: 'doc-ct-worker-3' }, status: 403 },
  { call: 'getDocument', login: 'worker', params: { documentId: 'doc-nothing' }, status: 404 },
  { call: 'getDocumentContent', login: 'worker', params: { documentId: 'doc-ct-worker-3' }, status: 200 },
  { call: 'getDocumentContent', login: 'selfregistered', params: { documentId: 'doc-res-selfregistered-2' }, status: 200 },
  { call: 'getDocumentContent', login: 'worker-cdii', params: { documentId: 'doc-res-worker-1' }, status: 403 },
  { call: 'getDocumentContent', login: 'worker', params: { documentId: 'doc-nothing' }, status: 404 },
  { call: 'markDocumentOpened', login: 'worker', params: { documentId: 'doc-res-worker-1' }, status: 204 },
  { call: 'markDocumentOpened', login: 'worker', params: { documentId: 'doc-nothing' }, status: 404 },
  // ---- workerTimeSheets and workerPlanning  ----
  { call: 'getWorkerTimeSheets', login: 'worker', query: '?filter=toFill&skip=0&take=10', status: 200 },
  { call: 'getWorkerTimeSheets', login: 'selfregistered', query: '?filter=approved&skip=0&take=10', status: 200 },
  { call: 'getWorkerTimeSheets', login: 'worker', query: '?filter=nope&skip=0&take=10', status: 400 },
  { call: 'saveWorkerTimeSheet', login: 'worker', params: sheetOf(0), body: mondayWorked(), status: 200 },
  { call: 'saveWorkerTimeSheet', login: 'worker', params: sheetOf(2), body: mondayWorked(), status: 409 },
  { call: 'saveWorkerTimeSheet', login: 'worker', params: { id: 'ts-nowhere' }, body: mondayWorked(), status: 404 },
  { call: 'saveWorkerTimeSheet', login: 'worker', params: sheetOf(0), body: { days: [] }, status: 400 },
  { call: 'submitWorkerTimeSheet', login: 'worker', params: sheetOf(1), status: 200 },
  { call: 'submitWorkerTimeSheet', login: 'worker', params: sheetOf(0), status: 409 },
  { call: 'submitWorkerTimeSheet', login: 'selfregistered', params: sheetOf(1), status: 404 },
  { call: 'getWorkerPlanning', login: 'worker', status: 200 },
  { call: 'getWorkerPlanning', login: 'worker-cdii', status: 200 },
  // ---- agencyPlanning (item 8: the agency's planning) ----
  ...['assistant', 'sales', 'director', 'admin', 'support'].map((login) => ({ call: 'getAgencyPlanning', login, status: 200 })),
  {
    call: 'getAgencyPlanning',
    login: 'director',
    query: `?from=${thisWeek()}&to=${addDays(thisWeek(), 6)}&folders=f-lyo,f-bru`,
    status: 200,
  },
  { call: 'getAgencyPlanning', login: 'director', query: `?from=${thisWeek()}`, status: 400 },
  { call: 'getAgencyPlanning', login: 'worker', status: 403 },
  { call: 'getAgencyPlanning', login: 'client', status: 403 },
  // ---- end of agencyPlanning ----
  // Advantages and My offers (docs/screens/depositRequest.md, myOffers.md): each worker's account and
  // offers, each tab; a request within what is available, one above it, one not an amount; the
  // favourite of `worker` (job-<tenant>-3 on both tenants) and their application under review (-1).
  ...['worker', 'selfregistered', 'worker-cdii', 'worker-limited', 'worker-password'].map((login) => ({
    call: 'getDepositAccount',
    login,
    status: 200,
  })),
  { call: 'getDepositAccount', login: 'client', status: 403 },
  { call: 'requestDeposit', login: 'worker', body: { amountCents: 1000, reason: 'Réparation de la voiture' }, status: 201 },
  { call: 'requestDeposit', login: 'worker', body: { amountCents: 10_000_000, reason: 'Trop' }, status: 409 },
  { call: 'requestDeposit', login: 'worker', body: { amountCents: 0, reason: 'Rien' }, status: 400 },
  { call: 'requestDeposit', login: 'client', body: { amountCents: 1000, reason: 'Client' }, status: 403 },
  ...['worker', 'selfregistered', 'worker-cdii', 'worker-password'].flatMap((login) =>
    ['all', 'favorites', 'candidates'].map((filter) => ({
      call: 'getJobOffers',
      login,
      query: `?filter=${filter}&skip=0&take=10`,
      status: 200,
    })),
  ),
  { call: 'getJobOffers', login: 'worker-limited', query: '?filter=all&skip=0&take=10', status: 403 },
  { call: 'favoriteJobOffer', login: 'worker', params: { offerId: '@-3' }, status: 200 },
  { call: 'unfavoriteJobOffer', login: 'worker', params: { offerId: '@-3' }, status: 200 },
  { call: 'favoriteJobOffer', login: 'worker', params: { offerId: 'job-none' }, status: 404 },
  { call: 'applyToJobOffer', login: 'worker', params: { offerId: '@-3' }, status: 200 },
  { call: 'applyToJobOffer', login: 'worker', params: { offerId: '@-1' }, status: 409 },
  { call: 'applyToJobOffer', login: 'worker-limited', params: { offerId: '@-1' }, status: 403 },
  // The worker's dashboard (docs/screens/workerHome.md): every demo worker's; not a client's.
  ...['worker', 'selfregistered', 'worker-cdii', 'worker-limited'].map((login) => ({ call: 'getWorkerDashboard', login, status: 200 })),
  { call: 'getWorkerDashboard', login: 'client', status: 403 },
  // News and its article (docs/screens/news.md, newsArticle.md): the worker's article, one for
  // clients only, a draft, a disabled one, none; the privacy notice (docs/screens/privacy.md).
  { call: 'getNewsArticle', login: 'worker', params: { newsId: 'news-02' }, status: 200 },
  { call: 'getNewsArticle', login: 'client', params: { newsId: 'news-03' }, status: 200 },
  { call: 'getNewsArticle', login: 'communication', params: { newsId: 'news-01' }, status: 200 },
  { call: 'getNewsArticle', login: 'worker', params: { newsId: 'news-03' }, status: 403 },
  { call: 'getNewsArticle', login: 'worker', params: { newsId: 'news-12' }, status: 404 },
  { call: 'getNewsArticle', login: 'selfregistered', params: { newsId: 'news-13' }, status: 404 },
  { call: 'getNewsArticle', login: 'worker', params: { newsId: 'news-99' }, status: 404 },
  { call: 'getPrivacyNotice', login: 'worker', status: 200 },
  { call: 'getPrivacyNotice', login: 'selfregistered', status: 200 },
  { call: 'getPrivacyNotice', login: 'worker-limited', status: 200 },
  // ---- the client's dashboard, contracts and missions (block of the client's contracts and missions) ----
  ...['client', 'client-first', 'client-approval'].map((login) => ({ call: 'getClientDashboard', login, status: 200 })),
  { call: 'getClientDashboard', login: 'worker', status: 403 },
  { call: 'getClientDashboard', login: 'director', status: 403 },
  // A contract of provision is read and signed as a worker's contract is; only its client's.
  { call: 'getContract', login: 'client', params: (tenant: TenantId) => ({ contractId: `cp-${tenant}-2` }), status: 200 },
  { call: 'getContract', login: 'client-approval', params: (tenant: TenantId) => ({ contractId: `cp-${tenant}-2` }), status: 403 },
  {
    call: 'startContractSignature',
    login: 'client-approval',
    params: (tenant: TenantId) => ({ contractId: `cp-${tenant}-3` }),
    status: 201,
  },
  { call: 'startContractSignature', login: 'client', params: (tenant: TenantId) => ({ contractId: `cp-${tenant}-2` }), status: 409 },
  { call: 'getClientContracts', login: 'worker', query: '?filter=toSign&skip=0&take=20', status: 403 },
  { call: 'getMissions', login: 'worker', query: '?filter=current&skip=0&take=20', status: 403 },
  // ---- clientTimeSheets (docs/screens/clientTimeSheets.md) ----
  // Each client user's tabs; `worker`'s week two weeks ago waits for `client`, last week is disputed.
  ...['client', 'client-first', 'client-approval'].flatMap((login) =>
    ['toApprove', 'all'].map((filter) => ({ call: 'getClientTimeSheets', login, query: `?filter=${filter}&skip=0&take=20`, status: 200 })),
  ),
  { call: 'getClientTimeSheets', login: 'client', query: '?filter=approved&skip=0&take=20', status: 200 },
  { call: 'getClientTimeSheets', login: 'client', query: '?filter=nope&skip=0&take=20', status: 400 },
  { call: 'getClientTimeSheets', login: 'worker', query: '?filter=all&skip=0&take=20', status: 403 },
  { call: 'approveClientTimeSheets', login: 'client', body: (tenant: TenantId) => ({ ids: [sheetOf(2)(tenant).id] }), status: 200 },
  {
    call: 'approveClientTimeSheets',
    login: 'client',
    body: (tenant: TenantId) => ({ ids: [sheetOf(2)(tenant).id, sheetOf(1)(tenant).id] }),
    status: 409,
  },
  { call: 'approveClientTimeSheets', login: 'client-first', body: (tenant: TenantId) => ({ ids: [sheetOf(2)(tenant).id] }), status: 404 },
  { call: 'approveClientTimeSheets', login: 'client', body: { ids: [] }, status: 400 },
  { call: 'disputeClientTimeSheet', login: 'client', params: sheetOf(2), body: { reason: '  Mardi : arrivée à 9 h.  ' }, status: 200 },
  { call: 'disputeClientTimeSheet', login: 'client', params: sheetOf(2), body: { reason: 'Mardi' }, status: 400 },
  { call: 'disputeClientTimeSheet', login: 'client', params: sheetOf(1), body: { reason: 'Mardi : arrivée à 9 h.' }, status: 409 },
  { call: 'disputeClientTimeSheet', login: 'client-approval', params: sheetOf(2), body: { reason: 'Mardi : arrivée à 9 h.' }, status: 404 },
  // ---- block of the back office's alerts (docs/screens/backOfficeAlerts.md): a-1 enabled, a-11 disabled.
  ...['admin', 'support', 'communication', 'moa'].map((login) => ({ call: 'getBackOfficeAlerts', login, query: FIRST_PAGE, status: 200 })),
  { call: 'getBackOfficeAlerts', login: 'client', query: FIRST_PAGE, status: 403 },
  {
    call: 'createBackOfficeAlert',
    login: 'communication',
    body: { message: ' Fermeture ', level: 'info', from: null, until: null },
    status: 201,
  },
  {
    call: 'createBackOfficeAlert',
    login: 'admin',
    body: { message: 'Fermeture', level: 'info', from: '2026-12-24', until: '2026-12-23' },
    status: 400,
  },
  { call: 'createBackOfficeAlert', login: 'worker', body: { message: 'Fermeture', level: 'info', from: null, until: null }, status: 403 },
  {
    call: 'updateBackOfficeAlert',
    login: 'moa',
    params: { alertId: 'a-1' },
    body: { message: 'Fermeture', level: 'warning', from: '2026-12-24', until: '2026-12-24' },
    status: 200,
  },
  {
    call: 'updateBackOfficeAlert',
    login: 'admin',
    params: { alertId: 'a-x' },
    body: { message: 'F', level: 'info', from: null, until: null },
    status: 404,
  },
  { call: 'enableBackOfficeAlert', login: 'support', params: { alertId: 'a-11' }, status: 200 },
  { call: 'enableBackOfficeAlert', login: 'admin', params: { alertId: 'a-1' }, status: 409 },
  { call: 'disableBackOfficeAlert', login: 'admin', params: { alertId: 'a-1' }, status: 200 },
  { call: 'disableBackOfficeAlert', login: 'admin', params: { alertId: 'a-11' }, status: 409 },
  { call: 'disableBackOfficeAlert', login: 'client', params: { alertId: 'a-1' }, status: 403 },
  // ---- end of the back office's alerts
];

/** A URL of the screen without an id in it (where its list is read). */
const openingPath = (paths: readonly string[]) => paths.map((pattern) => pattern.replace(/\/\*$/, '')).find((path) => !path.includes('/:'));

/** Each list screen's read, with the demo users of a tenant who may open the screen. */
function listReads(tenant: TenantId) {
  const accounts = demoData(tenant).accounts;
  return SCREENS.flatMap((screen) => {
    const machine = screen.machine;
    const path = openingPath(screen.paths);
    if (!machine || machine === 'own' || machine.family !== 'list' || !path) return [];
    // Who may open it: the route's rules, and the screen's user types (a path shared by user types).
    const mayOpen = (info: UserInfo) => canEnter(path, info) && (screen.userTypes ?? [info.userType]).includes(info.userType);
    const logins = DEMO_LOGINS.filter((login) => !accounts.get(login)!.forbidden && mayOpen(accounts.get(login)!.info));
    return [{ screen: screen.id, call: machine.load, logins }];
  });
}

async function answer(
  stack: { backApiUrl: string },
  call: Call,
  token: string | null,
  step: Partial<ScreenExercise> = {},
  tenant: TenantId = 'alpha',
) {
  const headers: Record<string, string> = {};
  const params = typeof step.params === 'function' ? step.params(tenant) : step.params;
  if (Object.values(call.answers).some(isBinaryAnswer) && token) {
    // A file: its bytes as they came (a text decoding would spoil them).
    const got = await fetch(`${stack.backApiUrl}${pathOf(call, params)}`, { headers: { Authorization: `Bearer ${token}` } });
    const bytes = new Uint8Array(await got.arrayBuffer());
    return { status: got.status, body: got.ok ? bytes : JSON.parse(new TextDecoder().decode(bytes)) };
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  const body = typeof step.body === 'function' ? (step.body as (tenant: TenantId) => unknown)(tenant) : step.body;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const query = typeof step.query === 'function' ? step.query(tenant) : (step.query ?? '');
  const response = await request(`${stack.backApiUrl}${pathOf(call, params)}${query}`, {
    method: call.method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: response.text === '' ? undefined : response.json() };
}

describe.each(['alpha', 'beta'] as const)('the stand-in on tenant %s', (tenant) => {
  const stack = useStack({ tenant });
  const tokens = new Map<string, string>();
  const tokenFor = async (login: string) => {
    if (!tokens.has(login)) tokens.set(login, (await signIn(stack(), login)).access_token);
    return tokens.get(login)!;
  };

  for (const { screen, call: id, logins } of listReads(tenant)) {
    it(`${screen}: ${id} gives each demo user who may open it a first page of the contract, not empty (${logins.length} users)`, async () => {
      expect(logins.length).toBeGreaterThan(0);
      const call = ALL_CALLS[id];
      for (const login of logins) {
        const got = await answer(stack(), call, await tokenFor(login), { query: '?skip=0&take=20' });
        expect(got.status, login).toBe(200);
        expect(answerProblems(call, got.status, got.body), login).toEqual([]);
        expect((got.body as { items: unknown[] }).items.length, `${login} sees something on ${screen}`).toBeGreaterThan(0);
      }
    });
  }

  it.each(SCREEN_EXERCISES.map((step) => [`${step.call} as ${step.login} → ${step.status}`, step] as const))('%s', async (_, step) => {
    await control(stack(), '/reset');
    const call = ALL_CALLS[step.call];
    // `@` in a parameter stands for the tenant's prefix (`@-3` is job-alpha-3 on alpha).
    const given = typeof step.params === 'function' ? step.params(tenant) : step.params;
    const params = given && Object.fromEntries(Object.entries(given).map(([key, value]) => [key, value.replace(/^@/, `job-${tenant}`)]));
    const got = await answer(stack(), call, await tokenFor(step.login), { ...step, params }, tenant);
    expect(got.status, JSON.stringify(got.body)).toBe(step.status);
    expect(answerProblems(call, got.status, got.body)).toEqual([]);
  });

  // ---- block of the back office's alerts: the slider's read answers what the back office enabled
  // for today, and no longer what it disabled (docs/screens/backOfficeAlerts.md).
  it('the slider’s alerts follow the back office: an alert enabled appears, one disabled leaves', async () => {
    await control(stack(), '/reset');
    const slider = async () =>
      (await request(`${stack().stackUrl}/alerts-api/v1/alerts`)).json<{ id: string }[]>().map((alert) => alert.id);
    expect(await slider()).toContain('a-1');
    expect(await slider()).not.toContain('a-11');
    const admin = await tokenFor('admin');
    expect((await answer(stack(), ALL_CALLS.enableBackOfficeAlert, admin, { params: { alertId: 'a-11' } })).status).toBe(200);
    expect((await answer(stack(), ALL_CALLS.disableBackOfficeAlert, admin, { params: { alertId: 'a-1' } })).status).toBe(200);
    expect(await slider()).toContain('a-11');
    expect(await slider()).not.toContain('a-1');
    // Enabled, but scheduled in three weeks: not today.
    expect(await slider()).not.toContain('a-10');
  });
  // ---- end of the back office's alerts

  // agencyPlanning: each agency demo user sees workers at work this week, their missions in the world's.
  it('agencyPlanning: every agency demo user sees this week’s workers at work, with their missions', async () => {
    const call = ALL_CALLS.getAgencyPlanning;
    for (const login of ['assistant', 'sales', 'director', 'admin', 'support']) {
      const query = `?from=${thisWeek()}&to=${addDays(thisWeek(), 6)}`;
      const got = await answer(stack(), call, await tokenFor(login), { query });
      expect(answerProblems(call, got.status, got.body), login).toEqual([]);
      const rows = (got.body as { rows: { missions: { startDate: string; endDate: string }[] }[] }).rows;
      expect(rows.length, `${login} sees workers this week`).toBeGreaterThan(0);
      for (const row of rows) expect(row.missions.some((m) => m.startDate <= addDays(thisWeek(), 6) && m.endDate >= thisWeek())).toBe(true);
    }
  });

  it('answers every screen call with a token without one by a 401 of the contract', async () => {
    for (const [id, call] of Object.entries(SCREEN_CALLS) as [string, Call][]) {
      if (!call.bearer) continue;
      // Every path parameter, whatever its name, filled in: the route matches, the token is what lacks.
      const params = Object.fromEntries([...call.path.matchAll(/\{(\w+)\}/g)].map(([, key]) => [key, 'x']));
      const got = await answer(stack(), call, null, { params, body: {} });
      expect(got.status, id).toBe(401);
      expect(answerProblems(call, got.status, got.body), id).toEqual([]);
    }
  });
});

it('exercises every call a screen proposes, each with a success', () => {
  const covered = new Set([
    ...listReads('alpha').map((read) => read.call),
    ...SCREEN_EXERCISES.filter((step) => step.status < 300).map((step) => step.call),
  ]);
  expect(Object.keys(SCREEN_CALLS).filter((id) => !covered.has(id))).toEqual([]);
});
