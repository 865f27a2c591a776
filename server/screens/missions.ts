// The stand-in's missions of a client user's company (docs/screens/missions.md): the world's
// missions at the client's establishments, the same ones the workers' contracts, time sheets and
// planning show, by establishment.
import { MISSION_TABS, missionsCalls } from '../../contract/screens/missions.ts';
import { route, type Route } from '../api/router.ts';
import { HttpError } from '../http-utils.ts';
import { deskOf, visibleClients } from './clientsDesk.ts';
import { listQuery, page } from './lists.ts';
import { AGENCIES } from './workerPapers.ts';
import { missionStatus, placeOf } from './world.ts';

const TAB_STATUS = { current: 'current', upcoming: 'upcoming', past: 'ended' } as const;

export const missionsRoutes: Route[] = [
  route(missionsCalls.getMissions, ({ query, state, account }) => {
    if (account.info.userType !== 'client') throw new HttpError(403, 'Réservé aux utilisateurs des entreprises clientes.');
    const list = listQuery(query, MISSION_TABS);
    const desk = deskOf(state);
    const world = desk.world;
    const clients = new Set(visibleClients(desk, account).map((client) => client.id));
    const wanted = list.filter === null ? null : TAB_STATUS[list.filter as keyof typeof TAB_STATUS];
    const shown = world.missions
      .filter((mission) => clients.has(mission.clientId))
      .map((mission) => ({ mission, status: missionStatus(mission, world.today) }))
      .filter(({ status }) => wanted === null || status === wanted)
      .map(({ mission, status }) => {
        const profile = state.account(mission.worker)?.profile;
        const { establishment } = placeOf(world, mission);
        return {
          status,
          item: {
            id: mission.id,
            worker: profile ? `${profile.firstName} ${profile.lastName}` : mission.worker,
            position: mission.position,
            establishment: { id: establishment.id, name: establishment.name },
            startDate: mission.startDate,
            endDate: mission.endDate,
            weeklyHours: mission.weeklyHours,
            agency: AGENCIES[mission.folderId].name,
          },
        };
      })
      // By establishment; then what the client acts on first: the soonest end, the soonest start, the latest end.
      .sort(
        (a, b) =>
          a.item.establishment.name.localeCompare(b.item.establishment.name, 'fr') ||
          (a.status === 'ended' || b.status === 'ended'
            ? b.item.endDate.localeCompare(a.item.endDate)
            : a.status === 'upcoming'
              ? a.item.startDate.localeCompare(b.item.startDate)
              : a.item.endDate.localeCompare(b.item.endDate)),
      )
      .map(({ item }) => item);
    return { status: 200, body: page(shown, list) };
  }),
];
