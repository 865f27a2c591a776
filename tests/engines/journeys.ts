// The journeys that matter, written once and run in Chromium, Firefox and WebKit
// (tests/engines/engines.test.ts) on the production build served by nginx with its generated
// configuration (CSP with Trusted Types included). Expectations come from the spec and
// decisions.md, as in the Chromium suite (tests/e2e), whose detailed cases they do not repeat.
import { expect } from 'vitest';
import { E2E_URLS } from '../e2e/stack-env.ts';
import type { EnginePage, Target } from './driver.ts';

export interface Journey {
  name: string;
  /** `another` opens a second session (another person, another profile) in the same engine. */
  run(page: EnginePage, another: () => Promise<EnginePage>): Promise<void>;
}

const PASSWORD = 'demo';
const WORKER_UNPROCESSED = 14;
const WORKER_IMPORTANT_IDS = ['n-worker-1', 'n-worker-2'];

/** What each engine's user agent (Linux, the CI machine) gives as the device name. */
const DEVICE_NAMES = { chromium: 'Chrome · Linux', firefox: 'Firefox · Linux', webkit: 'Safari · Linux' } as const;

const heading = (name: string | RegExp): Target => ({ role: 'heading', name });
const dialog = (name: string | RegExp): Target => ({ role: 'dialog', name });
const button = (name: string | RegExp, within?: Target): Target => ({ role: 'button', name, within });
const testId = (id: string): Target => ({ css: `[data-testid="${id}"]` });

async function visible(page: EnginePage, target: Target, timeout = 10_000) {
  await expect.poll(() => page.count(target), { timeout, message: `visible: ${JSON.stringify(target)}` }).toBeGreaterThan(0);
}
async function gone(page: EnginePage, target: Target, timeout = 10_000) {
  await expect.poll(() => page.count(target), { timeout, message: `gone: ${JSON.stringify(target)}` }).toBe(0);
}
/** Waits for the address: exactly `expected`, or one it accepts. */
async function at(page: EnginePage, expected: string | ((url: string) => boolean), timeout = 15_000) {
  const matcher = typeof expected === 'string' ? (url: string) => url === expected : expected;
  await expect.poll(async () => matcher(await page.url()), { timeout, message: `URL ${String(expected)}` }).toBe(true);
}

async function control(path: string, body: unknown) {
  const response = await fetch(`${E2E_URLS.control}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok, `${path}: ${response.status}`).toBe(true);
  return response.json() as Promise<Record<string, unknown>>;
}

/** On the provider's login page: the credentials, then its one button. */
async function submitLogin(page: EnginePage, login: string) {
  await at(page, (url) => url.startsWith(`${E2E_URLS.idp}/`));
  await page.fill({ css: 'input[name=login]' }, login);
  await page.fill({ css: 'input[name=password]' }, PASSWORD);
  await page.click({ role: 'button' });
}

/** Opens `path`, follows the portal's redirect to the provider, signs in, and waits to be back. */
export async function signIn(page: EnginePage, login: string, path = '/home') {
  await page.goto(path);
  await submitLogin(page, login);
  await at(page, (url) => url.startsWith(`${E2E_URLS.portal}/`));
}

async function signedInWorker(page: EnginePage) {
  await signIn(page, 'worker');
  await visible(page, heading('Tableau de bord intérimaire'));
  // The bell has the popup's count: the worker's session (and its hub connection) is up.
  await expect.poll(() => page.text(testId('notification-badge')), { timeout: 10_000 }).toBe(String(WORKER_UNPROCESSED));
}

/** Pushes to the worker once the hub has a connection for them (a push before that reaches no one). */
async function pushToWorker(target: string, args: unknown[]) {
  await expect
    .poll(async () => (await control('/push', { login: 'worker', target, arguments: args })).delivered, {
      timeout: 10_000,
      interval: 500,
      message: 'a hub connection of the worker received the push',
    })
    .toBeGreaterThan(0);
}

export const JOURNEYS: Journey[] = [
  {
    name: 'sign-in: a first connection saves its device, and is not asked again',
    async run(page) {
      await signIn(page, 'client-first');
      const question = dialog('Enregistrer cet appareil ?');
      await visible(page, question);
      // The name is prefilled from the browser and platform (each engine's own user agent here).
      expect(await page.value({ role: 'textbox', within: question })).toBe(DEVICE_NAMES[page.engine]);
      await page.click(button('Enregistrer', question));
      await gone(page, question);
      await visible(page, heading('Tableau de bord client'));
      await page.reload();
      await visible(page, heading('Tableau de bord client'));
      expect(await page.count({ role: 'dialog' })).toBe(0);
    },
  },
  {
    name: 'sign-in: a forced password change comes first',
    async run(page) {
      await signIn(page, 'worker-password');
      const change = dialog('Changez votre mot de passe');
      await visible(page, change);
      await page.press('Escape');
      await new Promise((r) => setTimeout(r, 300));
      expect(await page.count(change)).toBe(1);
      expect(await page.count(heading('Tableau de bord intérimaire'))).toBe(0);
      await page.fill({ css: 'input[type=password]', within: change, nth: 0 }, 'Nouveau2026');
      await page.fill({ css: 'input[type=password]', within: change, nth: 1 }, 'Nouveau2026');
      await page.press('Enter');
      await gone(page, change);
      await visible(page, heading('Tableau de bord intérimaire'));
    },
  },
  {
    name: "a worker's dashboard: a pushed toast, the popup, the important banner, the service worker",
    async run(page) {
      await signedInWorker(page);
      // The important banner, and its removal when the server says they are processed.
      const banner = testId('important-banner');
      await visible(page, banner);
      expect(await page.text(testId('banner-title'))).toMatch(/profil/i);
      await pushToWorker('SendImportantProcessedNotifications', [WORKER_IMPORTANT_IDS]);
      await gone(page, banner, 5000);

      // The popup: 10 at first, Escape closes it and focus goes back to the bell.
      await page.click(testId('notification-bell'));
      const popup = testId('notification-popup');
      await visible(page, popup);
      await expect.poll(() => page.count({ css: '.notification-popup__entry', within: popup })).toBe(10);
      await page.press('Escape');
      await gone(page, popup);
      expect(
        await page.evaluate<string | null>(
          "function () { return document.activeElement && document.activeElement.getAttribute('data-testid'); }",
        ),
      ).toBe('notification-bell');

      // A pushed toast, translated, with its progress running; a click marks it processed and lands on its route.
      await pushToWorker('SendNotification', [{ id: 'n-engine-1', type: 'contractToSign', data: { label: 'Contrat C-77' } }]);
      await visible(page, testId('toast'));
      expect(await page.text(testId('toast-title'))).toBe('Contrat à signer : Contrat C-77');
      await expect
        .poll(async () => Number(await page.attribute(testId('toast-progress'), 'aria-valuenow')), { timeout: 4000 })
        .toBeGreaterThan(10);
      await page.click(button(/Contrat à signer/, testId('toast')));
      // The notification's redirect (/contracts?status=toSign) opens the contracts on their To sign tab.
      await at(page, `${E2E_URLS.portal}/contracts/to-sign`);
      await expect.poll(() => page.text(testId('notification-badge'))).toBe(String(WORKER_UNPROCESSED));

      // The service worker registers once the app has been stable for 30 s: the one Trusted Types
      // sink of the portal (its script URL goes through the portal's policy).
      await expect
        .poll(
          () =>
            page.evaluate<string | null>(
              'function () { return navigator.serviceWorker.getRegistration().then(function (r) { return r ? (r.active || r.waiting || r.installing).scriptURL : null; }); }',
            ),
          { timeout: 45_000, interval: 1000, message: 'the service worker is registered' },
        )
        .toBe(`${E2E_URLS.portal}/sw.js`);
    },
  },
  {
    name: 'profile approval: a client completes the welcome modal, which does not come back',
    async run(page) {
      await signIn(page, 'client-approval');
      const welcome = dialog('Bienvenue sur votre espace');
      await visible(page, welcome);
      expect(await page.value({ label: 'Adresse e-mail' })).toBe('client-approval@alpha-interim.example');
      await page.fill({ label: 'Téléphone mobile' }, '+33 6 99 88 77 66');
      await page.click(button('Enregistrer', welcome));
      await gone(page, welcome);
      await page.reload();
      await visible(page, heading('Tableau de bord client'));
      await new Promise((r) => setTimeout(r, 500));
      expect(await page.count(welcome)).toBe(0);
      // The change shows on My profile.
      await page.goto('/my-profile');
      await visible(page, heading('Mon profil client'));
      await expect.poll(() => page.text({ css: '[data-field="mobilePhone"] dd' })).toBe('+33 6 99 88 77 66');
    },
  },
  {
    name: 'inactivity: the hour runs out on an open tab, and the worker is logged out with the notice',
    async run(page) {
      await signedInWorker(page);
      // A click is stored (local storage, shared by tabs), and a recent one survives a reload.
      const before = await page.evaluate<number>('function () { return Date.now(); }');
      await page.click(heading('Tableau de bord intérimaire'));
      await expect
        .poll(async () => Number(await page.evaluate<string>("function () { return localStorage.getItem('lastClick'); }")))
        .toBeGreaterThanOrEqual(before);
      await page.reload();
      await visible(page, heading('Tableau de bord intérimaire'));
      // The last click was 59 min 45 s ago: the tab opens signed in, and the engine’s own timer ends
      // the hour 15 s later (no simulated clock here).
      await page.evaluate("function () { localStorage.setItem('lastClick', String(Date.now() - (59 * 60 + 45) * 1000)); }");
      await page.reload();
      await visible(page, heading('Tableau de bord intérimaire'));
      expect(await page.url()).toBe(`${E2E_URLS.portal}/home`);
      await expect
        .poll(() => page.text(testId('inactivity-notice')), { timeout: 30_000, interval: 500 })
        .toBe('Vous avez été déconnecté après une heure d’inactivité.');
      await at(page, `${E2E_URLS.portal}/autologin`);
    },
  },
  {
    name: 'time sheets: a worker fills this week, saves it as a draft and sends it; the week is then read-only',
    async run(page) {
      await signedInWorker(page);
      await page.click({ css: '[data-nav="workerTimeSheets"]', nth: 0 });
      await at(page, `${E2E_URLS.portal}/time-sheets/to-fill`);
      // This week, still empty: the one draft of the tab (last week, disputed, comes first).
      await visible(page, { css: 'li[data-status="draft"]' });
      const id = await page.attribute({ css: 'li[data-status="draft"]' }, 'data-item');
      const week: Target = { css: `li[data-item="${id}"]` };
      const status = () => page.text({ css: '.week__status', within: week });
      expect(await status()).toBe('À remplir');

      // The week's parts are brought to the middle of the window first, as a person scrolls to them:
      // WebDriver refuses a click on a button that the shell's fixed banners cover at the window's edge.
      const centre = (css: string) =>
        page.evaluate(
          "function (selector) { document.querySelector(selector).scrollIntoView({ block: 'center' }); }",
          `li[data-item="${id}"] ${css}`,
        );
      await centre('.week__actions');
      await page.click(button(/^Remplir la semaine/, week));
      const monday: Target = { css: 'form fieldset', within: week, nth: 0 };
      const field = (nth: number): Target => ({ css: 'input', within: monday, nth });
      // An end before the start is refused where it was typed.
      await page.fill(field(0), '17h');
      await page.fill(field(1), '8');
      await visible(page, { text: 'La fin doit venir après le début, le même jour.', within: monday });
      await page.fill(field(0), '8:00');
      await page.fill(field(1), '16h30');
      await page.fill(field(2), '30');
      await gone(page, { text: 'La fin doit venir après le début, le même jour.', within: monday });
      await expect.poll(() => page.text({ css: '[data-day-total]', within: monday })).toBe('8 h 00');

      await centre('form .form-actions');
      await page.click(button('Enregistrer le brouillon', week));
      await expect
        .poll(() => page.text({ css: '.week__outcome', within: week }))
        .toBe('Semaine enregistrée en brouillon. Envoyez-la au client quand elle est complète.');
      expect(await status()).toBe('Brouillon');

      await centre('.week__actions');
      await page.click(button(/^Envoyer au client/, week));
      const question: Target = { css: '.week__confirm', within: week };
      await visible(page, question);
      expect(await page.text({ css: 'p', within: question })).toMatch(
        /\(8 h 00\) à Logistique Rhône \? Vous ne pourrez plus la modifier\.$/,
      );
      await centre('.week__confirm');
      await page.click(button('Envoyer', question));
      await expect.poll(status).toBe('Envoyée, en attente de validation');
      await expect.poll(() => page.count({ role: 'button', within: week })).toBe(0);

      // In the "sent" tab, read from the server: sent and read-only.
      await page.evaluate("function () { document.querySelector('[data-nav=\"submitted\"]').scrollIntoView({ block: 'center' }); }");
      await page.click({ role: 'link', name: 'Envoyées' });
      await at(page, `${E2E_URLS.portal}/time-sheets/submitted`);
      await visible(page, week);
      expect(await page.attribute(week, 'data-status')).toBe('submitted');
      expect(await page.count({ role: 'button', within: week })).toBe(0);
      expect(await page.count({ css: 'input', within: week })).toBe(0);
    },
  },
  // ---- block: the journey across roles ----
  {
    name: 'across roles: a worker sends this week, the client approves it, the worker sees it approved without reloading',
    async run(page, another) {
      await signedInWorker(page);
      await page.click({ css: '[data-nav="workerTimeSheets"]', nth: 0 });
      await at(page, `${E2E_URLS.portal}/time-sheets/to-fill`);
      await visible(page, { css: 'li[data-status="draft"]' });
      const id = await page.attribute({ css: 'li[data-status="draft"]' }, 'data-item');
      const week: Target = { css: `li[data-item="${id}"]` };
      // Brought to the middle of the window first: WebDriver refuses a click the shell's fixed banners cover.
      const centre = (on: EnginePage, css: string) =>
        on.evaluate("function (selector) { document.querySelector(selector).scrollIntoView({ block: 'center' }); }", css);
      await centre(page, `li[data-item="${id}"] .week__actions`);
      await page.click(button(/^Remplir la semaine/, week));
      const monday: Target = { css: 'form fieldset', within: week, nth: 0 };
      await page.fill({ css: 'input', within: monday, nth: 0 }, '8:00');
      await page.fill({ css: 'input', within: monday, nth: 1 }, '16h30');
      await page.fill({ css: 'input', within: monday, nth: 2 }, '30');
      await centre(page, `li[data-item="${id}"] form .form-actions`);
      await page.click(button('Enregistrer le brouillon', week));
      await expect.poll(() => page.text({ css: '.week__status', within: week })).toBe('Brouillon');
      await centre(page, `li[data-item="${id}"] .week__actions`);
      await page.click(button(/^Envoyer au client/, week));
      await centre(page, `li[data-item="${id}"] .week__confirm`);
      await page.click(button('Envoyer', { css: '.week__confirm', within: week }));
      await expect.poll(() => page.text({ css: '.week__status', within: week })).toBe('Envoyée, en attente de validation');
      // A mark on this document: a reload would drop it.
      await page.evaluate('function () { window.notReloaded = true; }');

      // The client, in a session of their own (in WebKit, a Chromium one: engines.test.ts), ticks the
      // week and approves it after the question.
      const client = await another();
      await signIn(client, 'client', '/time-sheets');
      await at(client, `${E2E_URLS.portal}/time-sheets/to-approve`);
      const theirs: Target = { css: `li[data-item="${id}"]` };
      await visible(client, theirs);
      expect(await client.text({ css: '.client-week__status', within: theirs })).toBe('À valider');
      await centre(client, `li[data-item="${id}"] input[type=checkbox]`);
      await client.click({ css: 'input[type=checkbox]', within: theirs });
      const bar: Target = { css: '[data-approval]' };
      await expect.poll(() => client.text(bar)).toContain('1 semaine sélectionnée');
      await centre(client, '[data-approval]');
      await client.click(button('Valider la sélection', bar));
      await visible(client, { role: 'button', name: 'Valider', within: { css: '[role="group"]', within: bar } });
      await client.click({ role: 'button', name: 'Valider', within: { css: '[role="group"]', within: bar } });
      await expect.poll(() => client.text({ css: '.client-sheets__outcome' })).toBe('Semaines validées. Les intérimaires en sont avertis.');

      // The worker, never reloaded: the pushed toast, its button lands on the approved tab.
      await expect.poll(() => page.text(testId('toast')), { timeout: 10_000 }).toMatch(/^Relevé d’heures validé : semaine du/);
      await page.click({ role: 'button', within: testId('toast'), nth: 0 });
      await at(page, `${E2E_URLS.portal}/time-sheets/approved`);
      await expect.poll(() => page.text({ css: '.week__status', within: week })).toBe('Validée par le client');
      expect(await page.evaluate('function () { return window.notReloaded === true; }')).toBe(true);
    },
  },
  {
    name: 'maintenance: a 503 on user info shows the maintenance page',
    async run(page) {
      await control('/faults', { method: 'GET', path: '/api/v1/users/me/info', status: 503 });
      await signIn(page, 'worker');
      await at(page, `${E2E_URLS.portal}/maintenance`);
      await visible(page, heading('Opération de maintenance en cours'));
      await visible(page, { text: /^Votre espace .+ est en cours de maintenance$/ });
    },
  },
  {
    name: 'forbidden: the forbidden page, then another account signs in',
    async run(page) {
      await signIn(page, 'forbidden');
      await at(page, `${E2E_URLS.portal}/forbidden`);
      await visible(page, testId('forbidden-login'));
      await page.click(button('Utiliser un autre compte'));
      // Signed out at the provider and back through /autologin: its login form, with a password.
      await at(page, (url) => url.startsWith(`${E2E_URLS.idp}/`));
      await visible(page, { css: 'input[name=password]' });
      await submitLogin(page, 'worker');
      await at(page, `${E2E_URLS.portal}/home`);
      await visible(page, heading('Tableau de bord intérimaire'));
    },
  },
];
