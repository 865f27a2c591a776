// Demo data of the local stack (decisions.md "Demo data of the local stack"): one account per role
// and one per sign-in flow, for each tenant. `demoData()` builds fresh objects on every call, so a
// reset is "build again". Notification dates count back from the moment the data is built (start
// or reset), so their ages read the same on every run ("il y a 3 min"); other dates are fixed, so
// that screenshots and tests are stable.
import type { AgencyFolder, Alert, DaysOffRequest, NotificationType, ProfileApproval, Role, UserInfo, UserType } from '../contract/wire.ts';
import { DEMO_NOTIFICATION_TYPES } from './notification-types.ts';
import type { TenantId } from './tenants.ts';

/** A notification as the stand-in keeps it: a pushed one may be of any type (tests push bad ones). */
export interface StoredNotification {
  id: string;
  type: string;
  category: string;
  data?: Record<string, unknown>;
  createdAt?: string;
  processed: boolean;
}

export interface Device {
  deviceId: string;
  name: string;
}

export interface DemoAccount {
  login: string;
  info: Required<UserInfo>;
  /** `GET /v1/users/me/info` answers 403 (the forbidden flow). */
  forbidden: boolean;
  profile: ProfileApproval;
  blockedCategories: string[];
  agencyFolders: AgencyFolder[];
  notifications: StoredNotification[];
  devices: Device[];
  daysOff: DaysOffRequest[];
  /** Demo shortcut: every device counts as registered, so ordinary logins are not asked to save
   * one in each fresh browser. Only the first-connection account checks its saved devices. */
  anyDeviceRegistered: boolean;
}

export interface DemoData {
  tenant: TenantId;
  accounts: Map<string, DemoAccount>;
  alerts: Alert[];
}

interface AccountSpec {
  login: string;
  role: Role;
  userType: UserType;
  workerType?: string;
  hasValidCdii?: boolean;
  disabledFeatures?: string[];
  isFirstConnection?: boolean;
  hasToChangePassword?: boolean;
  pendingApproval?: boolean;
  forbidden?: boolean;
  function?: string;
}

const ACCOUNTS: readonly AccountSpec[] = [
  { login: 'worker', role: 'worker', userType: 'worker', workerType: 'temporary' },
  { login: 'selfregistered', role: 'selfRegistered', userType: 'worker', workerType: 'selfRegistered' },
  { login: 'client', role: 'clientUser', userType: 'client', function: 'Responsable RH' },
  { login: 'assistant', role: 'agencyAssistant', userType: 'internalUser', function: "Assistant d'agence" },
  { login: 'sales', role: 'agencySales', userType: 'internalUser', function: 'Commercial' },
  { login: 'director', role: 'agencyDirector', userType: 'internalUser', function: "Directeur d'agence" },
  { login: 'admin', role: 'administrator', userType: 'internalUser' },
  { login: 'support', role: 'support', userType: 'internalUser' },
  { login: 'communication', role: 'communication', userType: 'internalUser' },
  { login: 'moa', role: 'moa', userType: 'internalUser' },
  { login: 'client-first', role: 'clientUser', userType: 'client', isFirstConnection: true, function: 'Gérant' },
  { login: 'worker-password', role: 'worker', userType: 'worker', workerType: 'temporary', hasToChangePassword: true },
  { login: 'client-approval', role: 'clientUser', userType: 'client', pendingApproval: true, function: 'Chef d’atelier' },
  { login: 'forbidden', role: 'worker', userType: 'worker', workerType: 'temporary', forbidden: true },
  { login: 'worker-cdii', role: 'worker', userType: 'worker', workerType: 'temporary', hasValidCdii: true },
  { login: 'worker-limited', role: 'worker', userType: 'worker', workerType: 'temporary', disabledFeatures: ['contracts', 'jobOffers'] },
];

/** Every demo login, in the order the start banner prints them. */
export const DEMO_LOGINS: readonly string[] = ACCOUNTS.map((a) => a.login);

const NAMES: Record<TenantId, Record<string, [string, string]>> = {
  alpha: {
    worker: ['Camille', 'Martin'],
    selfregistered: ['Léa', 'Bernard'],
    client: ['Hugo', 'Dubois'],
    assistant: ['Chloé', 'Thomas'],
    sales: ['Louis', 'Robert'],
    director: ['Manon', 'Richard'],
    admin: ['Nathan', 'Petit'],
    support: ['Inès', 'Durand'],
    communication: ['Jules', 'Leroy'],
    moa: ['Sarah', 'Moreau'],
    'client-first': ['Lucas', 'Simon'],
    'worker-password': ['Emma', 'Laurent'],
    'client-approval': ['Gabriel', 'Lefebvre'],
    forbidden: ['Zoé', 'Michel'],
    'worker-cdii': ['Arthur', 'Garcia'],
    'worker-limited': ['Alice', 'David'],
  },
  beta: {
    worker: ['Jordan', 'Smith'],
    selfregistered: ['Taylor', 'Jones'],
    client: ['Morgan', 'Brown'],
    assistant: ['Casey', 'Wilson'],
    sales: ['Riley', 'Evans'],
    director: ['Jamie', 'Taylor'],
    admin: ['Alex', 'Walker'],
    support: ['Sam', 'Wright'],
    communication: ['Robin', 'Green'],
    moa: ['Charlie', 'Hall'],
    'client-first': ['Drew', 'Wood'],
    'worker-password': ['Avery', 'Clarke'],
    'client-approval': ['Quinn', 'Hughes'],
    forbidden: ['Rowan', 'King'],
    'worker-cdii': ['Emery', 'Scott'],
    'worker-limited': ['Finley', 'Baker'],
  },
};

const TENANT_DOMAIN: Record<TenantId, string> = { alpha: 'alpha-interim.example', beta: 'beta-emploi.example' };

const FOLDERS: Record<TenantId, AgencyFolder[]> = {
  alpha: [
    { id: 'f-lyo', code: 'LYO', name: 'Lyon Part-Dieu' },
    { id: 'f-par', code: 'PAR', name: 'Paris Bercy' },
    { id: 'f-mrs', code: 'MRS', name: 'Marseille Joliette' },
    { id: 'f-lil', code: 'LIL', name: 'Lille Euralille' },
    { id: 'f-nte', code: 'NTE', name: 'Nantes Centre' },
    { id: 'f-bdx', code: 'BDX', name: 'Bordeaux Lac' },
  ],
  beta: [
    { id: 'f-bru', code: 'BRU', name: 'Bruxelles Midi' },
    { id: 'f-lge', code: 'LGE', name: 'Liège Guillemins' },
    { id: 'f-gnt', code: 'GNT', name: 'Gent Sint-Pieters' },
    { id: 'f-anr', code: 'ANR', name: 'Antwerpen Centraal' },
  ],
};

/** How many folders each internal role sees (the whole network for admin and support). */
const FOLDER_COUNT: Partial<Record<Role, number>> = {
  agencyAssistant: 2,
  agencySales: 3,
  agencyDirector: 4,
  administrator: 99,
  support: 99,
  communication: 2,
  moa: 2,
};

const CLIENT_NAMES: Record<TenantId, string[]> = {
  alpha: ['Boulangerie Dupont', 'Logistique Rhône', 'Atelier Mécanique Sud', 'Clinique des Lilas'],
  beta: ['Brasserie Lambic', 'Port Logistics', 'Ardennes Steel', 'Clinique Saint-Luc'],
};

const ALERTS: Record<TenantId, Alert[]> = {
  alpha: [
    { id: 'a-1', message: 'Vos relevés d’heures de la semaine sont à valider avant vendredi midi.', level: 'info' },
    { id: 'a-2', message: 'Maintenance planifiée dimanche de 2 h à 4 h.', level: 'warning' },
  ],
  beta: [
    { id: 'a-1', message: 'Nouveau : signez vos contrats depuis votre téléphone.', level: 'info' },
    { id: 'a-2', message: 'Jours fériés : les agences ferment à 16 h vendredi.', level: 'warning' },
    { id: 'a-3', message: 'Incident de paie en cours de correction.', level: 'critical' },
  ],
};

/**
 * How old the demo notification at `index` is: the newest 3 minutes, each next one about twice as
 * old, so the popup and the full list show ages in minutes, hours, days and months.
 */
const noteAgeMs = (index: number) => Math.round(3 * 1.9 ** index) * 60_000;

type NoteSpec = [type: NotificationType, processed?: boolean];

const WORKER_NOTES: NoteSpec[] = [
  ['profileToComplete'],
  ['maintenancePlanned'],
  ['contractToSign'],
  ['jobOfferMatch'],
  ['timeSheetToValidate'],
  ['documentAvailable'],
  ['newsPublished'],
  ['contractToSign'],
  ['daysOffAnswered'],
  ['jobOfferMatch'],
  ['documentAvailable'],
  ['timeSheetToValidate'],
  ['newsPublished'],
  ['contractToSign'],
  ['jobOfferMatch'],
  ['documentAvailable'],
  ['contractToSign', true],
  ['documentAvailable', true],
  ['newsPublished', true],
];
const CLIENT_NOTES: NoteSpec[] = [
  ['maintenancePlanned'],
  ['missionProposal'],
  ['contractToSign'],
  ['invoiceAvailable'],
  ['timeSheetToValidate'],
  ['missionProposal'],
  ['newsPublished'],
  ['invoiceAvailable'],
  ['timeSheetToValidate'],
  ['contractToSign'],
  ['missionProposal'],
  ['invoiceAvailable'],
  ['timeSheetToValidate'],
  ['newsPublished'],
  ['invoiceAvailable', true],
  ['missionProposal', true],
];
const INTERNAL_NOTES: NoteSpec[] = [['newsPublished'], ['documentAvailable'], ['newsPublished'], ['documentAvailable', true]];

function notificationData(tenant: TenantId, type: NotificationType, index: number): Record<string, unknown> {
  const client = CLIENT_NAMES[tenant][index % CLIENT_NAMES[tenant].length];
  const reference = `${type.slice(0, 3).toUpperCase()}-${String(1040 + index)}`;
  switch (type) {
    case 'contractToSign':
      return { reference, label: `Contrat ${reference} — ${client}` };
    case 'missionProposal':
      return { reference, label: `Mission ${reference} — ${client}` };
    case 'timeSheetToValidate':
      return { reference, label: `Relevé d’heures ${reference}` };
    case 'invoiceAvailable':
      return { reference, label: `Facture ${reference}`, amount: 1200 + index * 37 };
    case 'documentAvailable':
      return { reference, label: `Bulletin de paie ${reference}` };
    case 'newsPublished':
      return { reference, label: `Actualité : ${client} recrute` };
    case 'daysOffAnswered':
      return { reference, label: 'Demande de congés acceptée', accepted: true };
    case 'jobOfferMatch':
      return { reference, label: `Offre ${reference} — ${client}` };
    case 'profileToComplete':
      return { reference, label: 'Complétez votre profil' };
    case 'depositRequestAnswered':
      return { reference, label: 'acompte versé', status: 'paid' };
    // Pushed when a client answers a week (server/screens/timeSheetRecords.ts answerTimeSheet).
    case 'timeSheetApproved':
      return { reference, label: `semaine du 16 novembre, ${client}`, timeSheetId: reference, status: 'approved' };
    case 'timeSheetDisputed':
      return {
        reference,
        label: `semaine du 16 novembre, ${client}`,
        timeSheetId: reference,
        status: 'disputed',
        reason: 'Vendredi : 15 h 30.',
      };
    case 'maintenancePlanned':
      return { reference, label: 'Maintenance dimanche de 2 h à 4 h', startsAt: '2025-06-08T00:00:00Z' };
  }
}

function notifications(tenant: TenantId, login: string, specs: NoteSpec[], now: number): StoredNotification[] {
  return specs.map(([type, processed = false], index) => ({
    id: `n-${login}-${index + 1}`,
    type,
    category: DEMO_NOTIFICATION_TYPES[type].category,
    data: notificationData(tenant, type, index),
    createdAt: new Date(now - noteAgeMs(index)).toISOString(),
    processed,
  }));
}

function account(tenant: TenantId, spec: AccountSpec, now: number): DemoAccount {
  const [firstName, lastName] = NAMES[tenant][spec.login];
  const id = `u-${tenant}-${spec.login}`;
  const email = `${spec.login}@${TENANT_DOMAIN[tenant]}`;
  const fn = spec.function ?? null;
  const mobilePhone = `+33 6 12 34 ${String(10 + DEMO_LOGINS.indexOf(spec.login)).padStart(2, '0')} 00`;
  const landlinePhone = spec.userType === 'worker' ? null : '+33 4 72 00 00 00';
  const notes = spec.userType === 'worker' ? WORKER_NOTES : spec.userType === 'client' ? CLIENT_NOTES : INTERNAL_NOTES;
  const folderCount = spec.userType === 'internalUser' ? (FOLDER_COUNT[spec.role] ?? 0) : 0;
  return {
    login: spec.login,
    info: {
      id,
      firstName,
      lastName,
      email,
      userType: spec.userType,
      roles: [spec.role],
      workerType: spec.workerType ?? null,
      hasValidCdii: spec.hasValidCdii ?? false,
      disabledFeatures: [...(spec.disabledFeatures ?? [])],
      isFirstConnection: spec.isFirstConnection ?? false,
      hasToChangePassword: spec.hasToChangePassword ?? false,
      requireProfileApproval: spec.pendingApproval ?? false,
      function: fn,
      landlinePhone,
      mobilePhone,
    },
    forbidden: spec.forbidden ?? false,
    profile: {
      id,
      firstName,
      lastName,
      email,
      function: fn,
      landlinePhone,
      mobilePhone,
      pendingApproval: spec.pendingApproval ?? false,
    },
    // One blocked category, on a type rarely pushed in demos, so the blocking rule can be seen.
    blockedCategories: spec.login === 'worker' ? ['daysOff'] : [],
    agencyFolders: FOLDERS[tenant].slice(0, folderCount).map((f) => ({ ...f })),
    notifications: notifications(tenant, spec.login, notes, now),
    // Two devices already registered (Parameters → devices lists them); a first connection has none.
    devices: spec.isFirstConnection
      ? []
      : [
          { deviceId: `${spec.login}-laptop`, name: 'Ordinateur portable' },
          { deviceId: `${spec.login}-phone`, name: 'Téléphone' },
        ],
    daysOff:
      spec.userType === 'worker'
        ? [
            { id: `d-${spec.login}-1`, startDate: '2025-07-14', endDate: '2025-07-18', reason: 'Congés d’été', status: 'accepted' },
            { id: `d-${spec.login}-2`, startDate: '2025-08-11', endDate: '2025-08-11', reason: 'Rendez-vous médical', status: 'pending' },
          ]
        : [],
    anyDeviceRegistered: !(spec.isFirstConnection ?? false),
  };
}

/** The demo data, its notifications dated back from `now` (epoch ms). */
export function demoData(tenant: TenantId, now = Date.now()): DemoData {
  return {
    tenant,
    accounts: new Map(ACCOUNTS.map((spec) => [spec.login, account(tenant, spec, now)])),
    alerts: ALERTS[tenant].map((a) => ({ ...a })),
  };
}
