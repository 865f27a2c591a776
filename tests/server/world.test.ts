// The stand-in's world (server/screens/world.ts): what the screens' data is drawn from agrees with
// itself on both tenants, whatever the day the stack starts.
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, demoData } from '../../server/demo-data.ts';
import { addDays, missionStatus, mondayOf, placeOf, world } from '../../server/screens/world.ts';

describe.each(['alpha', 'beta'] as const)('the world of tenant %s', (tenant) => {
  // A Sunday, a Monday and a Wednesday: "this week" is the Monday of each.
  it.each(['2026-11-29T23:30:00Z', '2026-11-30T00:00:00Z', '2026-12-02T12:00:00Z'])('started on %s', (start) => {
    const now = Date.parse(start);
    const data = demoData(tenant, now);
    const { thisWeek, missions, clients, sections } = world(tenant, now);
    expect(new Date(thisWeek).getUTCDay()).toBe(1);
    expect(thisWeek <= start.slice(0, 10) && start.slice(0, 10) <= addDays(thisWeek, 6)).toBe(true);

    // Every demo worker who may sign in has a mission under way.
    const workers = DEMO_LOGINS.filter(
      (login) => data.accounts.get(login)!.info.userType === 'worker' && !data.accounts.get(login)!.forbidden,
    );
    for (const login of workers) {
      expect(
        missions.some((m) => m.worker === login && missionStatus(m, world(tenant, now).today) === 'current'),
        login,
      ).toBe(true);
    }
    for (const mission of missions) {
      expect(data.accounts.get(mission.worker)?.info.userType, mission.id).toBe('worker');
      expect(placeOf({ tenant, thisWeek, today: thisWeek, clients, missions, sections }, mission).establishment, mission.id).toBeDefined();
      expect(mission.startDate < mission.endDate, mission.id).toBe(true);
      expect(new Date(mission.startDate).getUTCDay(), mission.id).toBe(1);
      // A Friday, or a Sunday where the place works weekends.
      expect([5, 0], mission.id).toContain(new Date(mission.endDate).getUTCDay());
    }
    // Whatever the day, a mission ends this week and is still under way (the agency's dashboard
    // lists it, docs/screens/internalHome.md).
    const today = world(tenant, now).today;
    expect(missions.some((m) => thisWeek <= m.endDate && m.endDate <= addDays(thisWeek, 6) && missionStatus(m, today) === 'current')).toBe(
      true,
    );
    // Each client is filed under a section of the tenant's referential, and some sections under none
    // (docs/screens/sections.md: one may be removed).
    for (const client of clients)
      expect(
        sections.map((section) => section.id),
        client.id,
      ).toContain(client.sectionId);
    expect(sections.some((section) => !clients.some((client) => client.sectionId === section.id))).toBe(true);
    // Each demo client login works for one client.
    for (const login of ['client', 'client-first', 'client-approval']) {
      expect(
        clients.filter((client) => client.logins.includes(login)),
        login,
      ).toHaveLength(1);
    }
  });
});

it('mondayOf and missionStatus at their edges', () => {
  expect(new Date(mondayOf(Date.parse('2026-11-29T23:59:59Z'))).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  expect(new Date(mondayOf(Date.parse('2026-11-30T00:00:00Z'))).toISOString()).toBe('2026-11-30T00:00:00.000Z');
  const mission = { startDate: '2026-11-30', endDate: '2026-12-04' };
  expect(missionStatus(mission, '2026-11-29')).toBe('upcoming');
  expect(missionStatus(mission, '2026-11-30')).toBe('current');
  expect(missionStatus(mission, '2026-12-04')).toBe('current');
  expect(missionStatus(mission, '2026-12-05')).toBe('ended');
});
