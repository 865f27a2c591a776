// @vitest-environment happy-dom
// The agency's planning as a person uses it (docs/screens/agencyPlanning.md "What they see and do"),
// the machine running with a fake read: one tab stop in the grid; the arrows move between cells and
// stop at the edges, Home and End go to the row's first and last day, Page Down reads the next week
// and the focus stays in the grid; the focused cell's mission shows below; weeks start on the
// language's first day.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next, { type i18n as I18n } from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import { createActor, fromPromise } from 'xstate';
import { agencyPlanningMachine, type PlanningRequest } from '../../machines/agencyPlanning/agencyPlanning.machine';
import AgencyPlanningScreen from '../../src/views/screens/agencyPlanning/AgencyPlanningScreen';

const core = (language: string) => JSON.parse(readFileSync(join(process.cwd(), `public/i18n/core/${language}.json`), 'utf8'));
let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({
    lng: 'fr',
    resources: { fr: { translation: core('fr') }, en: { translation: core('en') } },
    interpolation: { escapeValue: false },
  });
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('fr');
});

// A Wednesday.
const TODAY = '2026-12-02';
const mission = (id: string, from: string, to: string, position: string, site: string) => ({
  id,
  clientName: 'Logistique Rhône',
  establishmentName: site,
  position,
  startDate: from,
  endDate: to,
  dayStart: '08:00',
  dayEnd: '15:30',
});
const ROWS = [
  {
    workerId: 'tw-1',
    workerName: 'Jean Dupont',
    missions: [mission('m-1', '2026-11-09', '2026-12-04', 'Cariste CACES 3', 'Plateforme de Saint-Priest')],
  },
  {
    workerId: 'tw-2',
    workerName: 'Nora Chevalier',
    missions: [mission('m-2', '2026-12-01', '2027-01-29', 'Soudeur TIG', 'Atelier de la Joliette')],
  },
];

function open(tab: 'month' | 'week', language = 'fr') {
  const reads: PlanningRequest[] = [];
  const actor = createActor(
    agencyPlanningMachine.provide({
      actors: {
        loadPlanning: fromPromise(async ({ input }: { input: PlanningRequest }) => {
          reads.push(input);
          return { today: TODAY, rows: ROWS };
        }),
      },
    }),
    {
      input: {
        route: { path: `/temporary-workers/planning/${tab}`, params: {}, tab },
        user: {} as never,
        tenant: 'alpha',
        agencyFolders: ['f-lyo'],
      },
    },
  ).start();
  void i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <AgencyPlanningScreen actorRef={actor as never} />
    </I18nextProvider>,
  );
  return { actor, reads };
}

const focused = () => (document.activeElement as HTMLElement | null)?.getAttribute('data-cell');
const detail = () => document.body.querySelector('.aplan__detail')!.textContent ?? '';

describe('the week', () => {
  it('one tab stop on today; arrows, Home and End move it within the grid; Page Down reads the next week, the focus kept', async () => {
    const user = userEvent.setup();
    const { reads } = open('week');
    const title = await screen.findByRole('heading', { level: 3 });
    expect(title.textContent).toBe('Semaine du 30 novembre au 6 décembre 2026');
    expect(reads).toEqual([{ period: null, folders: ['f-lyo'] }]);
    const grid = screen.getByRole('grid');
    expect([...grid.querySelectorAll('tbody th')].map((th) => th.textContent)).toEqual(['Jean Dupont', 'Nora Chevalier']);
    // Today (Wednesday, the third day from Monday), first row.
    const stop = grid.querySelectorAll<HTMLElement>('[tabindex="0"]');
    expect([...stop].map((cell) => cell.getAttribute('data-date'))).toEqual([TODAY]);
    expect(stop[0].textContent).toBe('Cariste CACES 3, Plateforme de Saint-Priest');
    expect(detail()).toContain('Jean Dupont, mercredi 2 décembre 2026');
    expect(detail()).toContain('Cariste CACES 3 chez Logistique Rhône, Plateforme de Saint-Priest, de 08:00 à 15:30');

    stop[0].focus();
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('1-2');
    expect(detail()).toContain('Nora Chevalier, mercredi 2 décembre 2026');
    await user.keyboard('{ArrowDown}{End}');
    expect(focused()).toBe('1-6');
    expect(detail()).toContain('Pas de mission');
    await user.keyboard('{ArrowRight}{Home}{ArrowLeft}{ArrowUp}{ArrowUp}');
    expect(focused()).toBe('0-0');
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);

    await user.keyboard('{PageDown}');
    await waitFor(() => expect(title.textContent).toBe('Semaine du 7 décembre au 13 décembre 2026'));
    expect(reads.at(-1)).toEqual({ period: { from: '2026-12-03', to: '2026-12-15' }, folders: ['f-lyo'] });
    // Only Nora works that week; the focus stays in the grid, on the same day of the week.
    expect([...screen.getByRole('grid').querySelectorAll('tbody th')].map((th) => th.textContent)).toEqual(['Nora Chevalier']);
    await waitFor(() => expect(focused()).toBe('0-0'));
    expect((document.activeElement as HTMLElement).getAttribute('data-date')).toBe('2026-12-07');
  });

  it('starts on Sunday in English', async () => {
    open('week', 'en');
    expect((await screen.findByRole('heading', { level: 3 })).textContent).toBe('Week of November 29 to December 5, 2026');
    expect(screen.getByRole('grid').querySelector('[role="gridcell"]')!.getAttribute('data-date')).toBe('2026-11-29');
  });
});

describe('the month', () => {
  it('its days in columns, the buttons move a month and read it', async () => {
    const user = userEvent.setup();
    const { reads } = open('month');
    expect((await screen.findByRole('heading', { level: 3 })).textContent).toBe('décembre 2026');
    expect(screen.getByRole('grid').querySelectorAll('tbody tr:first-child [role="gridcell"]')).toHaveLength(31);
    await user.click(screen.getByRole('button', { name: 'Mois suivant' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('janvier 2027'));
    expect(reads.at(-1)).toEqual({ period: { from: '2027-01-01', to: '2027-01-31' }, folders: ['f-lyo'] });
    await user.click(screen.getByRole('button', { name: 'Aujourd’hui' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('décembre 2026'));
  });
});
