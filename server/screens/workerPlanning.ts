// The stand-in's answer to a worker's planning (docs/screens/workerPlanning.md): their missions from
// the world (world.ts), ended, under way and to come, each with its place and its usual working day
// (the one their time sheets are filled with), and the server's today.
import { workerPlanningCalls } from '../../contract/screens/workerPlanning.ts';
import { route, type Route } from '../api/router.ts';
import { timeSheetStore, usualDay } from './timeSheetRecords.ts';
import { placeOf } from './world.ts';

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export const workerPlanningRoutes: Route[] = [
  route(workerPlanningCalls.getWorkerPlanning, ({ account, state }) => {
    // The same world as the time sheets', so the planning and the weeks to fill agree.
    const { world } = timeSheetStore(state);
    const missions = world.missions
      .filter((mission) => mission.worker === account.login)
      .sort((a, b) => a.startDate.localeCompare(b.startDate))
      .map((mission) => {
        const { client, establishment } = placeOf(world, mission);
        const day = usualDay(world, mission);
        return {
          id: mission.id,
          clientName: client.name,
          establishmentName: establishment.name,
          address: establishment.address,
          position: mission.position,
          startDate: mission.startDate,
          endDate: mission.endDate,
          weeklyHours: mission.weeklyHours,
          dayStart: clock(day.start),
          dayEnd: clock(day.end),
          breakMinutes: day.breakMinutes,
        };
      });
    return { status: 200, body: { today: world.today, missions } };
  }),
];
