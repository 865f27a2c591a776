// @vitest-environment happy-dom
// A worker's planning as a person uses it (docs/screens/workerPlanning.md "Moving through the
// planning"), the machine running with a fake read: the keyboard moves the focused day through the
// grid and into the next period, the focused day's mission shows below, the buttons move by the tab's
// period, and the weeks start on the language's first day.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next, { type i18n as I18n } from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import { createActor, fromPromise } from 'xstate';
import { workerPlanningMachine } from '../../machines/workerPlanning/workerPlanning.machine';
import WorkerPlanningScreen from '../../src/views/screens/workerPlanning/WorkerPlanningScreen';

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

const PLANNING = {
  // A Wednesday.
  today: '2026-12-02',
  missions: [
    {
      id: 'm-2',
      clientName: 'Logistique Rhône',
      establishmentName: 'Plateforme de Saint-Priest',
      address: '4 allée du Levant, 69800 Saint-Priest',
      position: 'Cariste CACES 3',
      startDate: '2026-11-09',
      endDate: '2026-12-25',
      weeklyHours: 35,
      dayStart: '08:00',
      dayEnd: '15:30',
      breakMinutes: 30,
    },
  ],
};

function open(tab: 'month' | 'week', language = 'fr') {
  const actor = createActor(workerPlanningMachine.provide({ actors: { loadPlanning: fromPromise(async () => PLANNING) } }), {
    input: { route: { path: `/temporary-workers/planning/${tab}`, params: {}, tab }, user: {} as never, tenant: 'alpha' },
  }).start();
  void i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <WorkerPlanningScreen actorRef={actor as never} />
    </I18nextProvider>,
  );
  return actor;
}

const focused = () => (document.activeElement as HTMLElement | null)?.getAttribute('data-date');
const detail = () => document.body.querySelector('.planning__detail')!.textContent ?? '';
const grid = () => screen.getByRole('grid');

describe('the month', () => {
  it('opens on today; the arrows, Home, End and Page Down move the focused day, into the next month when they leave it', async () => {
    const user = userEvent.setup();
    open('month');
    const title = await screen.findByRole('heading', { level: 3 });
    expect(title.textContent).toBe('décembre 2026');
    // One tab stop, today's, marked as today; a French week starts on Monday.
    const headers = within(grid())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers[0]).toBe('lun.');
    const today = grid().querySelector<HTMLElement>('[tabindex="0"]')!;
    expect(today.getAttribute('data-date')).toBe('2026-12-02');
    expect(today.getAttribute('aria-current')).toBe('date');
    expect(today.getAttribute('aria-label')).toBe('mercredi 2 décembre, Cariste CACES 3 chez Logistique Rhône');
    expect(detail()).toContain('De 08:00 à 15:30, pause de 30 min');

    today.focus();
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe('2026-12-03');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('2026-12-10');
    await user.keyboard('{End}');
    expect(focused()).toBe('2026-12-13');
    expect(detail()).toContain('Pas de mission');
    await user.keyboard('{Home}{ArrowUp}{ArrowLeft}');
    expect(focused()).toBe('2026-11-29');
    // Leaving the month moves it.
    expect(title.textContent).toBe('novembre 2026');
    await user.keyboard('{PageDown}');
    expect(focused()).toBe('2026-12-29');
    expect(title.textContent).toBe('décembre 2026');
    expect(detail()).toContain('Pas de mission');
    expect(grid().querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });

  it('the buttons move by a month, today comes back, a day clicked shows its mission', async () => {
    const user = userEvent.setup();
    open('month');
    await user.click(await screen.findByRole('button', { name: 'Mois précédent' }));
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('novembre 2026');
    await user.click(screen.getByRole('button', { name: 'lundi 9 novembre, Cariste CACES 3 chez Logistique Rhône' }));
    expect(detail()).toContain('Votre journée du lundi 9 novembre 2026');
    expect(detail()).toContain('Plateforme de Saint-Priest, 4 allée du Levant, 69800 Saint-Priest');
    await user.click(screen.getByRole('button', { name: 'Aujourd’hui' }));
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('décembre 2026');
    // The missions below: this one under way.
    expect(document.body.querySelector('.planning__missions li')!.textContent).toContain('En cours');
  });

  it('starts its weeks on Sunday in English', async () => {
    open('month', 'en');
    expect((await screen.findByRole('heading', { level: 3 })).textContent).toBe('December 2026');
    expect(within(grid()).getAllByRole('columnheader')[0].textContent).toBe('Sun');
    expect(grid().querySelector('[data-date]')!.getAttribute('data-date')).toBe('2026-11-29');
  });
});

describe('the week', () => {
  it('lists seven days with their missions; up and down move a day, Page Up a week', async () => {
    const user = userEvent.setup();
    open('week');
    expect((await screen.findByRole('heading', { level: 3 })).textContent).toBe('Semaine du 30 novembre au 6 décembre 2026');
    const days = grid().querySelectorAll('button[data-date]');
    expect([...days].map((day) => day.getAttribute('data-date'))).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(days[0].textContent).toContain('08:00–15:30 · Cariste CACES 3, Logistique Rhône');
    expect(days[5].textContent).toContain('Pas de mission');
    grid().querySelector<HTMLElement>('[tabindex="0"]')!.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focused()).toBe('2026-12-04');
    await user.keyboard('{PageUp}');
    expect(focused()).toBe('2026-11-27');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Semaine du 23 novembre au 29 novembre 2026');
    await user.click(screen.getByRole('button', { name: 'Semaine suivante' }));
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Semaine du 30 novembre au 6 décembre 2026');
  });
});
