// @vitest-environment happy-dom
// The worker's time sheets as a person uses them (docs/screens/workerTimeSheets.md), the machine
// running with fake calls: the week's form with its totals and problems following the typing, a
// refused save showing what is missing and where, a week saved then sent and read-only, the kept
// form coming back with its notice, both languages.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next, { type i18n as I18n } from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import { createActor, fromPromise } from 'xstate';
import type { ActionRequest, ActionResult, KeptActionDraft } from '../../machines/families/action';
import type { ScreenItem } from '../../machines/families/screen';
import { workerTimeSheetsMachine } from '../../machines/workerTimeSheets/workerTimeSheets.machine';
import WorkerTimeSheetsScreen from '../../src/views/screens/workerTimeSheets/WorkerTimeSheetsScreen';

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

const day = (date: string, start: string | null = null, end: string | null = null, breakMinutes: number | null = null) => ({
  date,
  start,
  end,
  breakMinutes,
});
const week = (id: string, status: string, days: ReturnType<typeof day>[], extra: Record<string, unknown> = {}) => ({
  id,
  missionId: 'm-alpha-2',
  weekStart: '2026-11-23',
  weekEnd: '2026-11-29',
  clientName: 'Logistique Rhône',
  establishmentName: 'Plateforme de Saint-Priest',
  position: 'Cariste CACES 3',
  plannedHours: 35,
  status,
  days,
  disputeReason: null as string | null,
  submittedAt: null as string | null,
  answeredAt: null as string | null,
  ...extra,
});
const DAYS = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];
const EMPTY = week(
  'ts-this',
  'draft',
  DAYS.map((date) => day(date)),
);
const DISPUTED = week(
  'ts-last',
  'disputed',
  DAYS.map((date, index) => day(date, '08:00', index === 4 ? '17:00' : '15:30', 30)),
  { disputeReason: 'Vendredi : départ à 15 h 30, pas à 17 h 00.', submittedAt: '2026-11-30T09:12:00Z', answeredAt: '2026-12-01T14:05:00Z' },
);
const APPROVED = week(
  'ts-old',
  'approved',
  DAYS.map((date) => day(date, '08:00', '15:30', 30)),
);

/** The screen with its machine, its calls answered by `perform` (which records them), a kept form read back. */
function open(
  items: ReturnType<typeof week>[],
  { kept = null, language = 'fr' }: { kept?: KeptActionDraft | null; language?: string } = {},
) {
  const calls: ActionRequest[] = [];
  const drafts: string[] = [];
  let stored = items;
  const actor = createActor(
    workerTimeSheetsMachine.provide({
      actors: {
        loadPage: fromPromise(async () => ({ items: stored as ScreenItem[], total: stored.length })),
        readDraft: fromPromise(async () => kept),
        perform: fromPromise<ActionResult | undefined, ActionRequest>(async ({ input }) => {
          calls.push(input);
          const sheet = stored.find((item) => item.id === input.targetId)!;
          const answer =
            input.action === 'fill'
              ? { ...sheet, days: (input.body as { days: ReturnType<typeof day>[] }).days }
              : { ...sheet, status: 'submitted', submittedAt: '2026-12-02T10:00:00Z', disputeReason: null };
          stored = stored.map((item) => (item.id === answer.id ? answer : item));
          return { item: answer as ScreenItem };
        }),
      },
      actions: {
        keepDraft: () => drafts.push('keep'),
        dropDraft: () => drafts.push('drop'),
        logRefreshFailed: () => {},
      },
    }),
    { input: { route: { path: '/time-sheets/to-fill', params: {}, tab: 'toFill' }, user: {} as never, tenant: 'alpha' } },
  ).start();
  void i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <WorkerTimeSheetsScreen actorRef={actor as never} />
    </I18nextProvider>,
  );
  return { actor, calls, drafts };
}

const text = (element: Element | null) => element?.textContent ?? '';
const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;
const card = (id: string) => document.body.querySelector<HTMLElement>(`[data-item="${id}"]`)!;

describe('the week’s form', () => {
  it('shows the day’s and the week’s totals and the problems as the person types, and refuses to save a half-written day', async () => {
    const user = userEvent.setup();
    const { calls } = open([EMPTY]);
    await user.click(await screen.findByRole('button', { name: 'Remplir la semaine du 23 novembre au 29 novembre 2026' }));
    const form = within(card('ts-this')).getByRole('form', { name: 'Heures de la semaine du 23 novembre au 29 novembre 2026' });
    const field = (label: string) => within(form).getByLabelText(label);
    const total = () => form.querySelector('.week-form__total')!.textContent;
    expect(total()).toBe('Total de la semaine : 0 h 00');

    // Monday: 8 to 15h30, a 30-minute break: 7 h 00, as typed on a phone.
    await user.type(field('Début lundi 23 novembre'), '8');
    await user.type(field('Fin lundi 23 novembre'), '15h30');
    expect(total()).toBe('Total de la semaine : 7 h 30');
    await user.type(field('Pause (min) lundi 23 novembre'), '30');
    expect(total()).toBe('Total de la semaine : 7 h 00');
    expect(form.querySelector('[data-day-total="2026-11-23"]')!.textContent).toBe('7 h 00');

    // Tuesday: an end before the start shows at once; a start alone says nothing yet.
    await user.type(field('Début mardi 24 novembre'), '14:00');
    expect(field('Début mardi 24 novembre').getAttribute('aria-invalid')).toBeNull();
    await user.type(field('Fin mardi 24 novembre'), '7');
    expect(field('Fin mardi 24 novembre').getAttribute('aria-invalid')).toBe('true');
    expect(text(form)).toContain('La fin doit venir après le début, le même jour.');
    expect(total()).toBe('Total de la semaine : 7 h 00');
    await user.clear(field('Fin mardi 24 novembre'));
    // Wednesday: a break as long as the day; Thursday: not a time.
    await user.type(field('Début mercredi 25 novembre'), '8');
    await user.type(field('Fin mercredi 25 novembre'), '9');
    await user.type(field('Pause (min) mercredi 25 novembre'), '60');
    expect(text(form)).toContain('La pause doit être plus courte que la journée.');
    await user.clear(field('Pause (min) mercredi 25 novembre'));
    await user.type(field('Fin jeudi 26 novembre'), '25:00');
    expect(text(form)).toContain('Une heure de 00:00 à 23:59 (24:00 pour finir à minuit).');
    await user.clear(field('Fin jeudi 26 novembre'));

    // Saved with Tuesday's start alone: refused, the missing end said, the focus on it.
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le brouillon' }));
    expect(calls).toEqual([]);
    expect(text(form)).toContain('Indiquez l’heure de fin.');
    expect(document.activeElement).toBe(field('Fin mardi 24 novembre'));

    await user.type(field('Fin mardi 24 novembre'), '1800');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le brouillon' }));
    expect(calls).toEqual([
      {
        action: 'fill',
        targetId: 'ts-this',
        params: {},
        body: {
          days: [
            day('2026-11-23', '08:00', '15:30', 30),
            day('2026-11-24', '14:00', '18:00', 0),
            day('2026-11-25', '08:00', '09:00', 0),
            day('2026-11-26'),
            day('2026-11-27'),
          ],
        },
      },
    ]);
    expect(text(await within(card('ts-this')).findByRole('status'))).toContain(
      'Semaine enregistrée en brouillon. Envoyez-la au client quand elle est complète.',
    );
    expect(text(card('ts-this'))).toContain('Total : 12 h 00 sur 35 h prévues');
    expect(text(card('ts-this').querySelector('.week__status'))).toContain('Brouillon');
  });

  it('a saved week is sent after a confirmation, then read-only; a disputed one shows the client’s reason and is corrected', async () => {
    const user = userEvent.setup();
    const { calls } = open([DISPUTED, APPROVED]);
    const disputed = await screen.findByText('Vendredi : départ à 15 h 30, pas à 17 h 00.');
    expect(disputed.closest('[data-item]')).toBe(card('ts-last'));
    // The approved week offers nothing; its days show, read-only.
    expect(within(card('ts-old')).queryAllByRole('button')).toEqual([]);
    expect(text(within(card('ts-old')).getByRole('table'))).toContain('08:0015:3030 min7 h 00');

    await user.click(within(card('ts-last')).getByRole('button', { name: /^Corriger la semaine/ }));
    const friday = within(card('ts-last')).getByLabelText('Fin vendredi 27 novembre');
    expect(valueOf(friday)).toBe('17:00');
    await user.clear(friday);
    await user.type(friday, '15:30');
    expect(text(card('ts-last').querySelector('.week-form__total'))).toContain('Total de la semaine : 35 h 00');
    await user.click(within(card('ts-last')).getByRole('button', { name: 'Enregistrer le brouillon' }));

    await user.click(await within(card('ts-last')).findByRole('button', { name: /^Envoyer au client/ }));
    const question = within(card('ts-last')).getByRole('group', { name: /^Envoyer la semaine/ });
    expect(text(question)).toContain(
      'Envoyer la semaine du 23 novembre au 29 novembre 2026 (35 h 00) à Logistique Rhône ? Vous ne pourrez plus la modifier.',
    );
    await user.click(within(question).getByRole('button', { name: 'Envoyer' }));
    expect(calls.map((call) => call.action)).toEqual(['fill', 'submit']);
    expect(text(await within(card('ts-last')).findByRole('status'))).toContain('Semaine envoyée à Logistique Rhône pour validation.');
    expect(text(card('ts-last').querySelector('.week__status'))).toContain('Envoyée, en attente de validation');
    expect(within(card('ts-last')).queryAllByRole('button')).toEqual([]);
    expect(within(card('ts-last')).queryByText('Vendredi : départ à 15 h 30, pas à 17 h 00.')).toBeNull();
  });

  it('a form kept before the page was left comes back with its notice; discarding it closes the form', async () => {
    const user = userEvent.setup();
    const kept = {
      action: 'fill',
      targetId: 'ts-last',
      draft: { '2026-11-27.start': '08:00', '2026-11-27.end': '15:30', '2026-11-27.break': '30' },
    };
    const { drafts } = open([DISPUTED], { kept });
    expect(await screen.findByText('Vos modifications non enregistrées ont été reprises.')).toBeTruthy();
    expect(valueOf(within(card('ts-last')).getByLabelText('Fin vendredi 27 novembre'))).toBe('15:30');
    await user.click(within(card('ts-last')).getByRole('button', { name: 'Abandonner ces modifications' }));
    expect(within(card('ts-last')).queryByRole('form')).toBeNull();
    expect(drafts).toEqual(['drop']);
  });

  it('speaks English, dates and all', async () => {
    const user = userEvent.setup();
    open([EMPTY], { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Fill in the week: November 23 to November 29, 2026' }));
    expect(text(card('ts-this'))).toContain('Week of November 23 to November 29, 2026');
    await user.type(within(card('ts-this')).getByLabelText('Start Monday, November 23'), '9');
    await user.type(within(card('ts-this')).getByLabelText('End Monday, November 23'), '8');
    expect(text(card('ts-this'))).toContain('The end must come after the start, on the same day.');
    expect(text(card('ts-this'))).toContain('Week total: 0 h 00');
  });
});
