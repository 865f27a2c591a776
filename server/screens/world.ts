// The stand-in's world behind the screens (docs/screens/README.md "Stand-in data"): the agencies,
// the client companies with their establishments, and the missions that place the demo workers at
// them, per tenant, dated from the week the stack starts in. Contracts, time sheets, the dashboards,
// the planning and the client's screens all read their data from here, so what a worker sees on one
// screen agrees with what their client and their agency see on theirs.
import type { TenantId } from '../tenants.ts';

export interface Establishment {
  id: string;
  name: string;
  address: string;
}

export interface Client {
  id: string;
  name: string;
  /** The agency folder (demo-data.ts FOLDERS) that manages the client. */
  folderId: string;
  establishments: Establishment[];
  /** The demo client logins who work for this client. */
  logins: string[];
  /** The business section it is filed under (the referential's sections; the clients hub's sector). */
  sectionId: string;
}

/** A business section of the referential (docs/screens/sections.md). */
export interface Section {
  id: string;
  name: string;
}

export interface Mission {
  id: string;
  /** The demo login of the worker placed. */
  worker: string;
  clientId: string;
  establishmentId: string;
  folderId: string;
  position: string;
  /** Gross hourly rate, in euros. */
  hourlyRate: number;
  /** YYYY-MM-DD, both included. */
  startDate: string;
  endDate: string;
  weeklyHours: number;
}

export interface World {
  tenant: TenantId;
  /** The Monday of the week the stack started in (YYYY-MM-DD): the demo's "this week". */
  thisWeek: string;
  today: string;
  clients: Client[];
  missions: Mission[];
  /** The tenant's business sections, each client filed under one. */
  sections: Section[];
}

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a UTC date. */
export const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The Monday (UTC) of the week of `time`. */
export function mondayOf(time: number): number {
  const day = new Date(isoDay(time)).getTime();
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  return day - weekday * DAY_MS;
}

/** `date` moved by `days` days. */
export const addDays = (date: string, days: number) => isoDay(new Date(date).getTime() + days * DAY_MS);

type ClientSpec = [id: string, name: string, folderId: string, establishments: [name: string, address: string][], logins: string[]];

const CLIENTS: Record<TenantId, ClientSpec[]> = {
  alpha: [
    [
      'c-logistique-rhone',
      'Logistique Rhône',
      'f-lyo',
      [
        ['Entrepôt de Corbas', '12 rue des Frères Lumière, 69960 Corbas'],
        ['Plateforme de Saint-Priest', '4 allée du Levant, 69800 Saint-Priest'],
      ],
      ['client'],
    ],
    [
      'c-boulangerie-dupont',
      'Boulangerie Dupont',
      'f-lyo',
      [['Fournil de Villeurbanne', '88 cours Émile Zola, 69100 Villeurbanne']],
      ['client-first'],
    ],
    [
      'c-atelier-mecanique-sud',
      'Atelier Mécanique Sud',
      'f-mrs',
      [['Atelier de la Joliette', '21 quai du Lazaret, 13002 Marseille']],
      ['client-approval'],
    ],
    ['c-clinique-des-lilas', 'Clinique des Lilas', 'f-par', [['Site de Bercy', '40 rue de Bercy, 75012 Paris']], []],
  ],
  beta: [
    [
      'c-port-logistics',
      'Port Logistics',
      'f-anr',
      [
        ['Terminal Noordzee', 'Noorderlaan 147, 2030 Antwerpen'],
        ['Entrepôt de Liège', 'Rue de l’Aéroport 52, 4460 Grâce-Hollogne'],
      ],
      ['client'],
    ],
    ['c-brasserie-lambic', 'Brasserie Lambic', 'f-bru', [['Brasserie d’Anderlecht', 'Rue Gheude 56, 1070 Anderlecht']], ['client-first']],
    ['c-ardennes-steel', 'Ardennes Steel', 'f-lge', [['Laminoir de Seraing', 'Quai de l’Industrie 9, 4100 Seraing']], ['client-approval']],
    ['c-clinique-saint-luc', 'Clinique Saint-Luc', 'f-bru', [['Site de Woluwe', 'Avenue Hippocrate 10, 1200 Woluwe-Saint-Lambert']], []],
  ],
};

/** The tenant's business sections (docs/screens/sections.md): those its clients are filed under, and a few unused. */
const SECTIONS: Record<TenantId, [id: string, name: string][]> = {
  alpha: [
    ['sec-logistique', 'Logistique et entreposage'],
    ['sec-boulangerie', 'Boulangerie artisanale'],
    ['sec-mecanique', 'Mécanique de précision'],
    ['sec-sante', 'Santé'],
    ['sec-btp', 'Bâtiment et travaux publics'],
    ['sec-hotellerie', 'Hôtellerie et restauration'],
    ['sec-commerce', 'Commerce de détail'],
    ['sec-agroalimentaire', 'Industrie agroalimentaire'],
  ],
  beta: [
    ['sec-logistique', 'Logistique portuaire'],
    ['sec-brasserie', 'Brasserie'],
    ['sec-siderurgie', 'Sidérurgie'],
    ['sec-sante', 'Santé'],
    ['sec-construction', 'Construction'],
    ['sec-horeca', 'Horeca'],
    ['sec-chimie', 'Chimie et pharmacie'],
    ['sec-distribution', 'Grande distribution'],
  ],
};

/** The section each client is filed under. */
const CLIENT_SECTIONS: Record<string, string> = {
  'c-logistique-rhone': 'sec-logistique',
  'c-boulangerie-dupont': 'sec-boulangerie',
  'c-atelier-mecanique-sud': 'sec-mecanique',
  'c-clinique-des-lilas': 'sec-sante',
  'c-port-logistics': 'sec-logistique',
  'c-brasserie-lambic': 'sec-brasserie',
  'c-ardennes-steel': 'sec-siderurgie',
  'c-clinique-saint-luc': 'sec-sante',
};

/**
 * The demo workers' missions, in weeks from this week's Monday: [worker, client index, establishment
 * index, position, hourly rate, first week, weeks, weekly hours, last day]. A mission ends on the
 * Friday of its last week, or on its Sunday where the place works weekends. Each worker who has a
 * portal account of type worker has one under way, most have one ended and one to come (its contract
 * to sign). The bakery's and the brewery's second missions end on this week's Sunday: whatever the
 * day, the agency's dashboard has a mission ending this week, still under way
 * (docs/screens/internalHome.md).
 */
type MissionSpec = [
  worker: string,
  client: number,
  establishment: number,
  position: string,
  rate: number,
  from: number,
  weeks: number,
  hours: number,
  lastDay?: 'friday' | 'sunday',
];

/** Days from the Monday of a mission's last week to its last day. */
const LAST_DAY_OFFSET = { friday: 4, sunday: 6 } as const;

const MISSIONS: Record<TenantId, MissionSpec[]> = {
  alpha: [
    ['worker', 0, 0, 'Préparateur de commandes', 12.4, -10, 6, 35],
    ['worker', 0, 1, 'Cariste CACES 3', 13.1, -3, 7, 35],
    ['worker', 2, 0, 'Soudeur TIG', 15.8, 5, 4, 39],
    ['selfregistered', 1, 0, 'Aide-boulanger', 12.0, -6, 3, 35],
    ['selfregistered', 1, 0, 'Aide-boulanger', 12.0, -1, 2, 35, 'sunday'],
    ['worker-cdii', 3, 0, 'Agent de stérilisation', 13.6, -20, 40, 35],
    ['worker-limited', 0, 0, 'Manutentionnaire', 11.9, -2, 5, 35],
    ['worker-password', 2, 0, 'Tourneur-fraiseur', 14.9, -1, 6, 39],
  ],
  beta: [
    ['worker', 0, 0, 'Magasinier', 15.2, -10, 6, 38],
    ['worker', 0, 1, 'Cariste', 15.9, -3, 7, 38],
    ['worker', 2, 0, 'Opérateur de laminoir', 17.4, 5, 4, 38],
    ['selfregistered', 1, 0, 'Aide-brasseur', 14.8, -6, 3, 38],
    ['selfregistered', 1, 0, 'Aide-brasseur', 14.8, -1, 2, 38, 'sunday'],
    ['worker-cdii', 3, 0, 'Aide-soignant', 16.1, -20, 40, 38],
    ['worker-limited', 0, 0, 'Manutentionnaire', 14.6, -2, 5, 38],
    ['worker-password', 2, 0, 'Soudeur', 17.0, -1, 6, 38],
  ],
};

/** The world of `tenant` as it stands in the week of `now` (epoch ms). */
export function world(tenant: TenantId, now: number): World {
  const thisWeek = isoDay(mondayOf(now));
  const clients: Client[] = CLIENTS[tenant].map(([id, name, folderId, establishments, logins]) => ({
    id,
    name,
    folderId,
    establishments: establishments.map(([establishment, address], index) => ({ id: `${id}-e${index + 1}`, name: establishment, address })),
    logins,
    sectionId: CLIENT_SECTIONS[id],
  }));
  const missions: Mission[] = MISSIONS[tenant].map(
    ([worker, client, establishment, position, hourlyRate, from, weeks, weeklyHours, lastDay = 'friday'], index) => ({
      id: `m-${tenant}-${index + 1}`,
      worker,
      clientId: clients[client].id,
      establishmentId: clients[client].establishments[establishment].id,
      folderId: clients[client].folderId,
      position,
      hourlyRate,
      startDate: addDays(thisWeek, from * 7),
      endDate: addDays(thisWeek, (from + weeks - 1) * 7 + LAST_DAY_OFFSET[lastDay]),
      weeklyHours,
    }),
  );
  const sections = SECTIONS[tenant].map(([id, name]) => ({ id, name }));
  return { tenant, thisWeek, today: isoDay(now), clients, missions, sections };
}

/** Where a mission stands on `today`. */
export function missionStatus(mission: Pick<Mission, 'startDate' | 'endDate'>, today: string): 'upcoming' | 'current' | 'ended' {
  if (today < mission.startDate) return 'upcoming';
  return today > mission.endDate ? 'ended' : 'current';
}

/** The client and establishment of a mission. */
export function placeOf(world: World, mission: Mission): { client: Client; establishment: Establishment } {
  const client = world.clients.find((candidate) => candidate.id === mission.clientId)!;
  return { client, establishment: client.establishments.find((candidate) => candidate.id === mission.establishmentId)! };
}

// ---- The client side of the world (invoices, the clients hub, my establishment) --------
// Each client's legal details and contacts, its portal users and the invitations of its
// establishments, its invoices and the safety visits of its workplaces, dated from this week.

/** Where an account of the portal stands (spec section 2's status lists of the clients hub). */
export type AccountStatus = 'notInvited' | 'invited' | 'registered';

export interface ClientContact {
  id: string;
  name: string;
  function: string;
  email: string;
  phone: string;
}

export interface ClientInfos {
  /** SIRET (France) or enterprise number (Belgium). */
  legalId: string;
  address: string;
  phone: string;
  contacts: ClientContact[];
}

export interface EstablishmentAccount {
  establishmentId: string;
  clientId: string;
  status: AccountStatus;
  /** The establishment's contact, who receives the invitation. */
  email: string;
  /** YYYY-MM-DD of the last invitation sent, or null. */
  invitedOn: string | null;
}

export interface ClientUser {
  id: string;
  clientId: string;
  establishmentId: string;
  firstName: string;
  lastName: string;
  email: string;
  status: Exclude<AccountStatus, 'notInvited'>;
  invitedOn: string;
  /** The demo login of a registered user, if any. */
  login: string | null;
}

export interface Invoice {
  id: string;
  number: string;
  clientId: string;
  establishmentId: string;
  /** YYYY-MM-DD. */
  issuedOn: string;
  dueOn: string;
  /** Euros, tax included, to the cent. */
  amount: number;
  paidOn: string | null;
}

export type VisitStatus = 'requested' | 'planned' | 'done' | 'cancelled';

export interface JobPlaceVisit {
  id: string;
  clientId: string;
  establishmentId: string;
  /** YYYY-MM-DD. */
  date: string;
  reason: string;
  status: VisitStatus;
  /** Who comes: the agency's safety officer, once planned. */
  visitor: string | null;
}

const CLIENT_INFOS: Record<string, Omit<ClientInfos, 'contacts'> & { contacts: [string, string, string][] }> = {
  'c-logistique-rhone': {
    legalId: 'SIRET 812 345 678 00021',
    address: '12 rue des Frères Lumière, 69960 Corbas',
    phone: '+33 4 78 90 12 34',
    contacts: [
      ['Hugo Dubois', 'Responsable RH', 'rh@logistique-rhone.example'],
      ['Nadia Benali', 'Cheffe de quai', 'quai.corbas@logistique-rhone.example'],
      ['Paul Girard', 'Comptabilité fournisseurs', 'compta@logistique-rhone.example'],
    ],
  },
  'c-boulangerie-dupont': {
    legalId: 'SIRET 498 765 432 00015',
    address: '88 cours Émile Zola, 69100 Villeurbanne',
    phone: '+33 4 72 11 22 33',
    contacts: [
      ['Lucas Simon', 'Gérant', 'gerance@boulangerie-dupont.example'],
      ['Marie Dupont', 'Administration', 'admin@boulangerie-dupont.example'],
    ],
  },
  'c-atelier-mecanique-sud': {
    legalId: 'SIRET 533 210 987 00034',
    address: '21 quai du Lazaret, 13002 Marseille',
    phone: '+33 4 91 55 66 77',
    contacts: [
      ['Gabriel Lefebvre', 'Chef d’atelier', 'atelier@ams.example'],
      ['Sophie Marchetti', 'Responsable QSE', 'qse@ams.example'],
    ],
  },
  'c-clinique-des-lilas': {
    legalId: 'SIRET 775 600 123 00048',
    address: '40 rue de Bercy, 75012 Paris',
    phone: '+33 1 44 55 66 00',
    contacts: [['Claire Fontaine', 'Directrice des soins', 'soins@clinique-lilas.example']],
  },
  'c-port-logistics': {
    legalId: 'BCE 0456.789.123',
    address: 'Noorderlaan 147, 2030 Antwerpen',
    phone: '+32 3 545 12 12',
    contacts: [
      ['Morgan Brown', 'HR manager', 'hr@portlogistics.example'],
      ['Pieter Janssens', 'Terminal supervisor', 'terminal@portlogistics.example'],
      ['Anne Peeters', 'Accounts payable', 'ap@portlogistics.example'],
    ],
  },
  'c-brasserie-lambic': {
    legalId: 'BCE 0823.456.789',
    address: 'Rue Gheude 56, 1070 Anderlecht',
    phone: '+32 2 520 28 91',
    contacts: [
      ['Drew Wood', 'Gérant', 'gerance@lambic.example'],
      ['Lotte Claes', 'Administration', 'admin@lambic.example'],
    ],
  },
  'c-ardennes-steel': {
    legalId: 'BCE 0412.987.654',
    address: 'Quai de l’Industrie 9, 4100 Seraing',
    phone: '+32 4 330 40 50',
    contacts: [
      ['Quinn Hughes', 'Chef d’atelier', 'atelier@ardennes-steel.example'],
      ['Julien Lambert', 'Conseiller en prévention', 'prevention@ardennes-steel.example'],
    ],
  },
  'c-clinique-saint-luc': {
    legalId: 'BCE 0401.111.222',
    address: 'Avenue Hippocrate 10, 1200 Woluwe-Saint-Lambert',
    phone: '+32 2 764 11 11',
    contacts: [['Isabelle Dubois', 'Directrice du personnel', 'personnel@saintluc.example']],
  },
};

/** A client's legal details and contacts. */
export function clientInfos(client: Client): ClientInfos {
  const spec = CLIENT_INFOS[client.id];
  return {
    legalId: spec.legalId,
    address: spec.address,
    phone: spec.phone,
    contacts: spec.contacts.map(([name, role, email], index) => ({
      id: `${client.id}-k${index + 1}`,
      name,
      function: role,
      email,
      phone: `${spec.phone.slice(0, -2)}${String(10 + index * 7).padStart(2, '0')}`,
    })),
  };
}

/**
 * The portal accounts of each establishment: the first establishment of a client with a demo login
 * is registered, its others invited (a week ago); the clients without a login have theirs not
 * invited yet.
 */
export function establishmentAccounts(world: World): EstablishmentAccount[] {
  return world.clients.flatMap((client) =>
    client.establishments.map((establishment, index) => {
      const status: AccountStatus = client.logins.length === 0 ? 'notInvited' : index === 0 ? 'registered' : 'invited';
      const domain = CLIENT_INFOS[client.id].contacts[0][2].split('@')[1];
      return {
        establishmentId: establishment.id,
        clientId: client.id,
        status,
        email: `site${index + 1}@${domain}`,
        invitedOn: status === 'notInvited' ? null : addDays(world.thisWeek, status === 'registered' ? -60 : -8),
      };
    }),
  );
}

const COLLEAGUES: [firstName: string, lastName: string, invited: boolean][] = [
  ['Julie', 'Roux', true],
  ['Karim', 'Haddad', false],
  ['Élodie', 'Fabre', true],
];

/** Each client's portal users: its demo logins (registered) and colleagues, some still invited. */
export function clientUsers(world: World, names: (login: string) => [string, string]): ClientUser[] {
  return world.clients.flatMap((client, clientIndex) => {
    const domain = CLIENT_INFOS[client.id].contacts[0][2].split('@')[1];
    const own = client.logins.map((login, index) => {
      const [firstName, lastName] = names(login);
      return {
        id: `cu-${client.id}-${login}`,
        clientId: client.id,
        establishmentId: client.establishments[0].id,
        firstName,
        lastName,
        email: `${login}@${domain}`,
        status: 'registered' as const,
        invitedOn: addDays(world.thisWeek, -90 - index * 7),
        login,
      };
    });
    const colleagues = COLLEAGUES.slice(0, clientIndex % 2 === 0 ? 3 : 2).map(([firstName, lastName, invited], index) => ({
      id: `cu-${client.id}-${index + 1}`,
      clientId: client.id,
      establishmentId: client.establishments[index % client.establishments.length].id,
      firstName,
      lastName,
      email: `${firstName
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')}.${lastName.toLowerCase()}@${domain}`,
      status: invited ? ('invited' as const) : ('registered' as const),
      invitedOn: addDays(world.thisWeek, invited ? -3 - index * 4 : -40),
      login: null,
    }));
    return [...own, ...colleagues];
  });
}

/**
 * Each client's invoices, one a fortnight for the last twelve weeks, numbered per tenant: the older
 * ones paid, the newest unpaid, and for each client one unpaid whose due date has passed (overdue).
 */
export function invoices(world: World): Invoice[] {
  const prefix = world.tenant === 'alpha' ? 'FA' : 'FB';
  const year = world.thisWeek.slice(0, 4);
  let serial = 0;
  return world.clients.flatMap((client, clientIndex) =>
    Array.from({ length: 6 }, (_, index) => {
      serial += 1;
      const issuedOn = addDays(world.thisWeek, -7 * (12 - index * 2) - clientIndex);
      const dueOn = addDays(issuedOn, 30);
      // The first three are paid; the fourth is left unpaid past its due date; the last two are not due yet.
      const paid = index < 3;
      const amount = Math.round((1180 + ((clientIndex * 7 + index * 13) % 17) * 211.37) * 100) / 100;
      return {
        id: `inv-${world.tenant}-${serial}`,
        number: `${prefix}-${year}-${String(300 + serial).padStart(5, '0')}`,
        clientId: client.id,
        establishmentId: client.establishments[index % client.establishments.length].id,
        issuedOn,
        dueOn,
        amount,
        paidOn: paid ? addDays(dueOn, -2) : null,
      };
    }),
  );
}

const VISIT_REASONS = [
  'Visite annuelle des postes de travail',
  'Accueil sécurité des nouveaux intérimaires',
  'Contrôle des équipements de protection',
  'Suivi après un presque-accident',
];
const VISITORS: Record<TenantId, string> = { alpha: 'Marc Olivier, préventeur', beta: 'Lien De Smet, conseillère en prévention' };

/**
 * Each establishment's blocked notification categories (docs/screens/establishmentNotifications.md
 * › Stand-in data): the `client` login's establishment does not receive news; the others block
 * nothing.
 */
export function establishmentBlockedCategories(world: World): Record<string, string[]> {
  return Object.fromEntries(
    world.clients.flatMap((client) =>
      client.establishments.map((establishment, index) => [
        establishment.id,
        client.logins.includes('client') && index === 0 ? ['news'] : [],
      ]),
    ),
  );
}

/** Each establishment's safety visits: two done, one planned next month, sometimes one asked for. */
export function jobPlaceVisits(world: World): JobPlaceVisit[] {
  let serial = 0;
  return world.clients.flatMap((client, clientIndex) =>
    client.establishments.flatMap((establishment, index) => {
      const at = (days: number, status: VisitStatus, reason: number) => {
        serial += 1;
        return {
          id: `v-${world.tenant}-${serial}`,
          clientId: client.id,
          establishmentId: establishment.id,
          date: addDays(world.thisWeek, days),
          reason: VISIT_REASONS[reason % VISIT_REASONS.length],
          status,
          visitor: status === 'requested' ? null : VISITORS[world.tenant],
        };
      };
      const visits = [
        at(-180 - index * 14 + 1, 'done', clientIndex),
        at(-60 - clientIndex * 3 + 2, 'done', clientIndex + 1),
        at(24 + clientIndex * 2 + 1, 'planned', clientIndex + 2),
      ];
      if ((clientIndex + index) % 2 === 0) visits.push(at(10 + index + 3, 'requested', clientIndex + 3));
      return visits;
    }),
  );
}

// ---- The agency's temporary workers (agency side: docs/screens/temporaryWorkerUsers.md) ----
// The workers each agency folder manages and where their portal account stands: the demo workers
// (registered: they sign in), in the folder of their first mission's client, and people the agency
// placed or will place who have no login, in every status of spec section 2's list, spread so that
// each agency reader's folders hold every status on both tenants.

export type WorkerAccountStatus = 'unregistered' | 'invited' | 'registered' | 'unsubscribed' | 'deactivated';

export interface TemporaryWorker {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  folderId: string;
  status: WorkerAccountStatus;
  /** YYYY-MM-DD of the last invitation sent, or null. */
  invitedOn: string | null;
  /** YYYY-MM-DD of the last change of status, or null. */
  changedOn: string | null;
  /** The demo login of a worker who signs in, if any. */
  login: string | null;
}

const WORKER_LOGINS = ['worker', 'selfregistered', 'worker-cdii', 'worker-limited', 'worker-password'];

type OtherWorker = [firstName: string, lastName: string, folderId: string, status: WorkerAccountStatus, daysAgo: number];

const OTHER_WORKERS: Record<TenantId, OtherWorker[]> = {
  alpha: [
    ['Thomas', 'Lemoine', 'f-lyo', 'unregistered', 0],
    ['Sandrine', 'Blanc', 'f-par', 'unregistered', 0],
    ['Mehdi', 'Haddou', 'f-mrs', 'unregistered', 0],
    ['Amandine', 'Colin', 'f-lil', 'unregistered', 0],
    ['Julien', 'Perrin', 'f-lyo', 'invited', 5],
    ['Nora', 'Chevalier', 'f-par', 'invited', 12],
    ['Laura', 'Gauthier', 'f-mrs', 'registered', 75],
    ['Damien', 'Roussel', 'f-lyo', 'unsubscribed', 20],
    ['Kevin', 'Marchand', 'f-par', 'deactivated', 30],
  ],
  beta: [
    ['Wout', 'Peeters', 'f-bru', 'unregistered', 0],
    ['Inès', 'El Amrani', 'f-lge', 'unregistered', 0],
    ['Lars', 'Vermeulen', 'f-anr', 'unregistered', 0],
    ['Sofie', 'Maes', 'f-bru', 'invited', 5],
    ['Hugo', 'Lambert', 'f-lge', 'invited', 12],
    ['Elise', 'Dumont', 'f-gnt', 'registered', 75],
    ['Bram', 'Jacobs', 'f-bru', 'unsubscribed', 20],
    ['Nathalie', 'Renard', 'f-lge', 'deactivated', 30],
  ],
};

const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z]+/g, '-');

/** The workers of the tenant's agency folders; `names` and `email` give a demo login's. */
export function temporaryWorkers(
  world: World,
  names: (login: string) => [string, string],
  email: (login: string) => string,
): TemporaryWorker[] {
  const day = (daysAgo: number) => addDays(world.today, -daysAgo);
  const own = WORKER_LOGINS.map((login) => {
    const [firstName, lastName] = names(login);
    return {
      id: `tw-${world.tenant}-${login}`,
      firstName,
      lastName,
      email: email(login),
      folderId: world.missions.find((mission) => mission.worker === login)!.folderId,
      status: 'registered' as const,
      invitedOn: day(120),
      changedOn: day(110),
      login,
    };
  });
  const others = OTHER_WORKERS[world.tenant].map(([firstName, lastName, folderId, status, daysAgo], index) => ({
    id: `tw-${world.tenant}-${index + 1}`,
    firstName,
    lastName,
    email: `${plain(firstName)}.${plain(lastName)}@mail.example`,
    folderId,
    status,
    invitedOn: status === 'unregistered' ? null : status === 'invited' ? day(daysAgo) : day(daysAgo + 10),
    changedOn: status === 'unregistered' || status === 'invited' ? null : day(daysAgo),
    login: null,
  }));
  return [...own, ...others];
}

// ---- Evaluation requests (docs/screens/evaluations.md) -----------------------------------------
// After a mission ends, its client is asked to evaluate the worker. One request per mission of the
// world ended before today (to send), and four of earlier missions of the agency's registered
// workers, so that each status shows: answered, expired, sent, and one more to send.

export type EvaluationStatus = 'toSend' | 'sent' | 'expired' | 'answered';

export interface EvaluationRequest {
  id: string;
  workerName: string;
  position: string;
  clientId: string;
  establishmentId: string;
  startDate: string;
  endDate: string;
  /** The link's token once sent; null while to send. */
  token: string | null;
  sentOn: string | null;
  expiresOn: string | null;
  answeredOn: string | null;
  rating: number | null;
  comment: string | null;
}

/** How long a request's link works, in days from the day it is sent. */
export const EVALUATION_VALIDITY_DAYS = 14;

type EarlierEvaluation = [
  worker: number,
  client: number,
  position: string,
  endedWeeksAgo: number,
  status: EvaluationStatus,
  comment: string,
];

const EARLIER_EVALUATIONS: Record<TenantId, EarlierEvaluation[]> = {
  alpha: [
    [6, 0, 'Préparatrice de commandes', 8, 'answered', 'Très fiable, à reprendre dès que possible.'],
    [4, 2, 'Ajusteur', 7, 'expired', ''],
    [5, 3, 'Agent de service hospitalier', 2, 'sent', ''],
    [0, 1, 'Livreur', 1, 'toSend', ''],
  ],
  beta: [
    [6, 0, 'Préparatrice de commandes', 8, 'answered', 'Travail soigné, bonne entente avec l’équipe.'],
    [4, 2, 'Soudeur', 7, 'expired', ''],
    [5, 3, 'Agent d’accueil', 2, 'sent', ''],
    [0, 1, 'Chauffeur-livreur', 1, 'toSend', ''],
  ],
};

/** The tenant's evaluation requests, newest mission end first; `names` gives a demo login's name. */
export function evaluationRequests(world: World, names: (login: string) => [string, string]): EvaluationRequest[] {
  const ended = world.missions
    .filter((mission) => missionStatus(mission, world.today) === 'ended')
    .map((mission): EvaluationRequest => ({
      id: `ev-${mission.id}`,
      workerName: names(mission.worker).join(' '),
      position: mission.position,
      clientId: mission.clientId,
      establishmentId: mission.establishmentId,
      startDate: mission.startDate,
      endDate: mission.endDate,
      token: null,
      sentOn: null,
      expiresOn: null,
      answeredOn: null,
      rating: null,
      comment: null,
    }));
  const earlier = EARLIER_EVALUATIONS[world.tenant].map(
    ([worker, client, position, weeksAgo, status, comment], index): EvaluationRequest => {
      const [firstName, lastName] = OTHER_WORKERS[world.tenant][worker];
      const endDate = addDays(world.thisWeek, -weeksAgo * 7 + 4);
      // A sent link is still valid whatever day of the week the stack starts; an expired one is long past.
      const sentOn =
        status === 'toSend'
          ? null
          : status === 'sent'
            ? addDays(world.today, -4)
            : status === 'expired'
              ? addDays(world.today, -30)
              : addDays(endDate, 1);
      return {
        id: `ev-${world.tenant}-${index + 1}`,
        workerName: `${firstName} ${lastName}`,
        position,
        clientId: world.clients[client].id,
        establishmentId: world.clients[client].establishments[0].id,
        startDate: addDays(endDate, -32),
        endDate,
        token: sentOn === null ? null : `seeded-${world.tenant}-${index + 1}-${'x'.repeat(12)}`,
        sentOn,
        expiresOn: sentOn === null ? null : addDays(sentOn, EVALUATION_VALIDITY_DAYS),
        answeredOn: status === 'answered' ? addDays(sentOn!, 2) : null,
        rating: status === 'answered' ? 4 : null,
        comment: status === 'answered' ? comment : null,
      };
    },
  );
  return [...ended, ...earlier].sort((a, b) => b.endDate.localeCompare(a.endDate) || a.id.localeCompare(b.id));
}

/** Where a request stands on `today`: its link expires after its last valid day. */
export function evaluationStatus(request: EvaluationRequest, today: string): EvaluationStatus {
  if (request.answeredOn !== null) return 'answered';
  if (request.sentOn === null) return 'toSend';
  return today > request.expiresOn! ? 'expired' : 'sent';
}
