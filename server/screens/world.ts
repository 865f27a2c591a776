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

/**
 * The demo workers' missions, in weeks from this week's Monday: [worker, client index, establishment
 * index, position, hourly rate, first week, weeks, weekly hours]. A mission ends on the Friday of its
 * last week. Each worker who has a portal account of type worker has one under way, most have one
 * ended and one to come (its contract to sign).
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
];

const MISSIONS: Record<TenantId, MissionSpec[]> = {
  alpha: [
    ['worker', 0, 0, 'Préparateur de commandes', 12.4, -10, 6, 35],
    ['worker', 0, 1, 'Cariste CACES 3', 13.1, -3, 7, 35],
    ['worker', 2, 0, 'Soudeur TIG', 15.8, 5, 4, 39],
    ['selfregistered', 1, 0, 'Aide-boulanger', 12.0, -6, 3, 35],
    ['selfregistered', 1, 0, 'Aide-boulanger', 12.0, -1, 4, 35],
    ['worker-cdii', 3, 0, 'Agent de stérilisation', 13.6, -20, 40, 35],
    ['worker-limited', 0, 0, 'Manutentionnaire', 11.9, -2, 5, 35],
    ['worker-password', 2, 0, 'Tourneur-fraiseur', 14.9, -1, 6, 39],
  ],
  beta: [
    ['worker', 0, 0, 'Magasinier', 15.2, -10, 6, 38],
    ['worker', 0, 1, 'Cariste', 15.9, -3, 7, 38],
    ['worker', 2, 0, 'Opérateur de laminoir', 17.4, 5, 4, 38],
    ['selfregistered', 1, 0, 'Aide-brasseur', 14.8, -6, 3, 38],
    ['selfregistered', 1, 0, 'Aide-brasseur', 14.8, -1, 4, 38],
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
  }));
  const missions: Mission[] = MISSIONS[tenant].map(
    ([worker, client, establishment, position, hourlyRate, from, weeks, weeklyHours], index) => ({
      id: `m-${tenant}-${index + 1}`,
      worker,
      clientId: clients[client].id,
      establishmentId: clients[client].establishments[establishment].id,
      folderId: clients[client].folderId,
      position,
      hourlyRate,
      startDate: addDays(thisWeek, from * 7),
      endDate: addDays(thisWeek, (from + weeks) * 7 - 3),
      weeklyHours,
    }),
  );
  return { tenant, thisWeek, today: isoDay(now), clients, missions };
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
