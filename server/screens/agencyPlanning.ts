// The stand-in's answer to the agency's planning (docs/screens/agencyPlanning.md): the missions of the
// shared world (world.ts, through the time sheets' store, as the worker's planning reads it) in the
// reader's agency folders, narrowed to the selection sent, that overlap the days asked for; one row
// per worker, by name. Without a period: the month of the server's today and six days either side.
import { agencyPlanningCalls } from '../../contract/screens/agencyPlanning.ts';
import { route, type Route } from '../api/router.ts';
import { HttpError } from '../http-utils.ts';
import { timeSheetStore, usualDay } from './timeSheetRecords.ts';
import { addDays, placeOf } from './world.ts';

const INTERNAL_ROLES = ['agencyAssistant', 'agencySales', 'agencyDirector', 'administrator', 'support'];

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The month of `today`, and six days either side: the first read's days, whichever tab opens. */
function aroundToday(today: string) {
  const first = `${today.slice(0, 7)}-01`;
  const nextMonth = new Date(`${first}T00:00:00Z`);
  nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
  return { from: addDays(first, -6), to: addDays(nextMonth.toISOString().slice(0, 10), 5) };
}

export const agencyPlanningRoutes: Route[] = [
  route(agencyPlanningCalls.getAgencyPlanning, ({ query, state, account }) => {
    if (account.info.userType !== 'internalUser' || !account.info.roles.some((role) => INTERNAL_ROLES.includes(role)))
      throw new HttpError(403, 'Le planning des intérimaires est réservé à l’agence.');
    const { world } = timeSheetStore(state);
    const asked = { from: query.get('from'), to: query.get('to') };
    if ((asked.from === null) !== (asked.to === null)) throw new HttpError(400, 'Une période a un début et une fin.');
    const { from, to } = asked.from !== null && asked.to !== null ? { from: asked.from, to: asked.to } : aroundToday(world.today);
    if (from > to) throw new HttpError(400, 'La période finit avant de commencer.');
    const own = new Set(account.agencyFolders.map((folder) => folder.id));
    const selection = query.get('folders');
    const chosen = selection ? new Set(selection.split(',').filter((id) => own.has(id))) : own;
    const name = (login: string) => {
      const profile = state.account(login)?.profile;
      return profile ? `${profile.firstName} ${profile.lastName}` : login;
    };
    const byWorker = new Map<string, { workerId: string; workerName: string; missions: unknown[] }>();
    for (const mission of [...world.missions].sort((a, b) => a.startDate.localeCompare(b.startDate))) {
      if (!chosen.has(mission.folderId) || mission.endDate < from || mission.startDate > to) continue;
      const { client, establishment } = placeOf(world, mission);
      const day = usualDay(world, mission);
      const row = byWorker.get(mission.worker) ?? {
        workerId: `tw-${world.tenant}-${mission.worker}`,
        workerName: name(mission.worker),
        missions: [],
      };
      row.missions.push({
        id: mission.id,
        clientName: client.name,
        establishmentName: establishment.name,
        position: mission.position,
        startDate: mission.startDate,
        endDate: mission.endDate,
        dayStart: clock(day.start),
        dayEnd: clock(day.end),
      });
      byWorker.set(mission.worker, row);
    }
    const rows = [...byWorker.values()].sort((a, b) => a.workerName.localeCompare(b.workerName, 'fr'));
    return { status: 200, body: { today: world.today, rows } };
  }),
];
