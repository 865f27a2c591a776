// The fault matrix: every call of spec section 7 and decisions.md × the answers
// production throws at it (401, 403, 500, 503, a slow answer, a reverse proxy's HTML page, a dropped
// connection), each through the stack's control API, each checked against the behaviour of spec
// section 8 or, where it is silent, a clear message with a way to retry: no blank screen, no spinner
// left behind, no typed input lost. One test per cell; the summary prints the size and the result.
// docs/fault-matrix.md explains the expectations and the decisions behind them.
import {
  expect as baseExpect,
  test,
  type Browser,
  type Cookie,
  type Locator,
  type Page,
  type Request as PwRequest,
} from '@playwright/test';
import { resetStack, signInThroughPortal } from './portal.ts';
import { E2E_TENANT, E2E_URLS } from './stack-env.ts';
import { allow } from './timing.ts';

/** Screens settle after a fault and its recovery (a re-login, a lazy route): a little more time. */
const expect = baseExpect.configure({ timeout: allow(10_000) });

// ---------------------------------------------------------------------------------------------
// The answers

/**
 * The slow answer: 10 s. FAULT_MATRIX_DELAY_MS shortens it while working on the matrix
 * (the portal sets no client-side timeout shorter than 10 s, so a shorter delay takes the same path).
 */
const SLOW_ANSWER_MS = Number(process.env.FAULT_MATRIX_DELAY_MS || 10_000);

/** What a reverse proxy answers when the back end behind it is gone (a 200, as captive portals do). */
const PROXY_ERROR_PAGE =
  '<!doctype html><html><head><title>502 Bad Gateway</title></head>' +
  '<body><h1>Bad Gateway</h1><p>proxy error: the upstream server did not answer</p></body></html>';

const ANSWERS = {
  401: { status: 401 },
  403: { status: 403 },
  500: { status: 500 },
  503: { status: 503 },
  slow: { latencyMs: SLOW_ANSWER_MS },
  html: { html: PROXY_ERROR_PAGE },
  drop: { drop: true },
} as const;
type Answer = keyof typeof ANSWERS;

// ---------------------------------------------------------------------------------------------
// The calls: who makes them, where, and what a person sees when they succeed

type Login = 'worker' | 'client' | 'admin' | 'client-first' | 'worker-password' | 'client-approval' | 'director';

interface Call {
  /** The control API rule's method and path (with or without /api; `*` one segment). */
  rule: { method: string; path: string };
  login: Login;
  /** Where the cell opens the portal. */
  path: string;
  /** The screen before the call, for calls made by a user action (`act`). */
  before?: (page: Page) => Promise<void>;
  /** The user action that makes the call; absent: the call is made by loading `path`. */
  act?: (page: Page) => Promise<void>;
  /** What a person sees once the call has succeeded. */
  works: (page: Page) => Promise<void>;
  /** Where the person is once it has (default: `path`; a notification's click leads to its route). */
  endsAt?: string;
  /** What the person typed in `act` is still there after a failure. */
  keepsInput?: (page: Page) => Promise<void>;
  /**
   * Forms whose machine keeps a draft: once back from a re-login or the maintenance page,
   * the form shows again what was typed in `act`, with the restore notice; `submit` sends it again.
   */
  draft?: { restored: (page: Page) => Promise<void>; submit: (page: Page) => Promise<void> };
  /** Typed in `act` and never written to storage (passwords). */
  neverStored?: string;
  /** The call's own failure message and its retry button (calls not routed to the shared dialog). */
  ownRetry?: (page: Page) => { message: Locator; retry: Locator };
  /** Extra set-up before the page opens (e.g. the standalone display mode). */
  setUp?: (page: Page) => Promise<void>;
}

const dashboard = { worker: 'Tableau de bord intérimaire', client: 'Tableau de bord client', agency: 'Tableau de bord agence' };
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const machine = (page: Page, id: string) => page.locator(`[data-machine="${id}"]`);
const welcome = (page: Page) => machine(page, 'profileApproval');
const badge = (page: Page) => page.getByTestId('notification-badge');
const bootFailure = (page: Page) => ({
  message: page.locator('.boot-failed [role=alert]'),
  retry: page.locator('.boot-failed').getByRole('button'),
});

/** The worker's unprocessed popup notifications in the demo data (10 shown at first). */
const WORKER_UNPROCESSED = 14;
const TYPED = {
  phone: '+33 6 12 34 56 78',
  deviceName: 'Poste de la matrice',
  password: 'Matrice2026',
  reason: 'Déménagement matrice',
  depositReason: 'Acompte de la matrice',
  newsTitle: 'Actualité de la matrice',
  faqQuestion: 'Question de la matrice ?',
  faqAnswer: 'Réponse de la matrice.',
  bannerTitle: 'Bannière de la matrice',
};
/** The notice of a form opened again on a kept draft (public/i18n/core/fr.json drafts.restored). */
const DRAFT_RESTORED = 'Vos modifications non enregistrées ont été reprises.';
/** Spec section 9: the maintenance page reloads the front URL after 30 s. */
const MAINTENANCE_RELOAD_MS = 30_000;

/** The worker's week of this week in the "to fill" tab: the last draft (the disputed week comes first). */
const thisWeekSheet = (page: Page) => machine(page, 'workerTimeSheets').locator('li[data-status="draft"]').last();
/** Monday of that week as the cells type it. */
const SHEET_TYPED = { start: '08:00', end: '15:30' };
/** The name the administrator types for a section. */
const SECTION_TYPED = 'Section de la matrice';
/** The sections screen: its toolbar and add form sit above its list (the machine's element). */
const sectionsScreen = (page: Page) => page.locator('.layout section.screen');
/** The reason a client types to dispute a week. */
const ALERT_TYPED = 'Agences fermées <b>lundi</b> 28 décembre.';
const DISPUTE_TYPED = 'Mardi : arrivée à 9 h, pas à 8 h.';

/** Every key and value of the tab's local and session storage, as one text. */
const storageText = (page: Page) => page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));

async function workerDashboard(page: Page) {
  await expect(heading(page, dashboard.worker)).toBeVisible();
}

const bootCall = (path: string): Call => ({
  rule: { method: 'GET', path },
  login: 'worker',
  path: '/home',
  works: workerDashboard,
  ownRetry: bootFailure,
});

const CALLS = {
  'settings: appsettings.json': bootCall('/settings/appsettings.json'),
  'settings: clientconfiguration.json': bootCall('/settings/clientconfiguration.json'),
  // The shared texts (required). The tenant's own file is optional by decision (decisions.md
  // "Boot"): absent or failing, the shared texts boot; and it now leaves first (its Link preload),
  // so '/i18n/**' with `times: 1` would fault it rather than a required file.
  translations: bootCall('/i18n/core/**'),
  'user info': { rule: { method: 'GET', path: '/v1/users/me/info' }, login: 'worker', path: '/home', works: workerDashboard },
  'device check': { rule: { method: 'GET', path: '/v1/users/me/devices/*' }, login: 'worker', path: '/home', works: workerDashboard },
  'device save (first connection)': {
    rule: { method: 'POST', path: '/v1/users/me/devices' },
    login: 'client-first',
    path: '/home',
    before: async (page) => {
      await expect(page.getByRole('dialog', { name: 'Enregistrer cet appareil ?' })).toBeVisible();
    },
    act: async (page) => {
      const dialog = page.getByRole('dialog', { name: 'Enregistrer cet appareil ?' });
      await dialog.getByRole('textbox').fill(TYPED.deviceName);
      await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    },
    // The question is asked again on return (the device is still unsaved), on what was typed.
    draft: {
      restored: async (page) => {
        const dialog = page.getByRole('dialog', { name: 'Enregistrer cet appareil ?' });
        await expect(machine(page, 'deviceRegistration')).toHaveAttribute('data-state', 'asking');
        await expect(dialog.getByText(DRAFT_RESTORED)).toBeVisible();
        await expect(dialog.getByRole('textbox')).toHaveValue(TYPED.deviceName);
      },
      submit: async (page) => {
        await page.getByRole('dialog').getByRole('button', { name: 'Enregistrer' }).click();
      },
    },
    works: async (page) => {
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(heading(page, dashboard.client)).toBeVisible();
    },
    keepsInput: async (page) => {
      await expect(page.getByRole('dialog').getByRole('textbox')).toHaveValue(TYPED.deviceName);
    },
    ownRetry: (page) => ({
      message: page.getByTestId('device-registration-failure'),
      retry: machine(page, 'deviceRegistration').locator('button[type=submit]'),
    }),
  },
  'password change (forced)': {
    rule: { method: 'PUT', path: '/v1/users/me/password' },
    login: 'worker-password',
    path: '/home',
    before: async (page) => {
      await expect(page.getByRole('dialog', { name: 'Changez votre mot de passe' })).toBeVisible();
    },
    act: async (page) => {
      const fields = page.getByRole('dialog').locator('input[type=password]');
      await fields.nth(0).fill(TYPED.password);
      await fields.nth(1).fill(TYPED.password);
      await expect(fields.nth(1)).toHaveValue(TYPED.password);
      await fields.nth(1).press('Enter');
    },
    neverStored: TYPED.password,
    works: async (page) => {
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await workerDashboard(page);
    },
    keepsInput: async (page) => {
      await expect(page.getByRole('dialog').locator('input[type=password]').nth(0)).toHaveValue(TYPED.password);
      await expect(page.getByRole('dialog').locator('input[type=password]').nth(1)).toHaveValue(TYPED.password);
    },
    ownRetry: (page) => ({
      message: page.getByTestId('password-change-failure'),
      retry: machine(page, 'passwordChange').locator('button[type=submit]'),
    }),
  },
  'profile approval read': {
    rule: { method: 'GET', path: '/v1/users/get-profile-approval' },
    login: 'client-approval',
    path: '/home',
    works: async (page) => {
      await expect(welcome(page)).toHaveAttribute('data-state', 'form.editing');
    },
  },
  'profile update (welcome modal)': {
    rule: { method: 'PUT', path: '/v1/users/profile' },
    login: 'client-approval',
    path: '/home',
    before: async (page) => {
      await expect(welcome(page)).toHaveAttribute('data-state', 'form.editing');
    },
    act: async (page) => {
      await welcome(page).getByLabel('Téléphone mobile').fill(TYPED.phone);
      await expect(welcome(page).getByLabel('Téléphone mobile')).toHaveValue(TYPED.phone);
      await welcome(page).getByRole('button', { name: 'Enregistrer' }).click();
    },
    draft: {
      restored: async (page) => {
        await expect(welcome(page)).toHaveAttribute('data-state', 'form.editing');
        await expect(welcome(page).getByText(DRAFT_RESTORED)).toBeVisible();
        await expect(welcome(page).getByLabel('Téléphone mobile')).toHaveValue(TYPED.phone);
      },
      submit: async (page) => {
        await welcome(page).getByRole('button', { name: 'Enregistrer' }).click();
      },
    },
    works: async (page) => {
      await expect(welcome(page)).toHaveCount(0);
      await expect(heading(page, dashboard.client)).toBeVisible();
    },
    keepsInput: async (page) => {
      await expect(welcome(page).getByLabel('Téléphone mobile')).toHaveValue(TYPED.phone);
    },
  },
  'profile approve': {
    rule: { method: 'PATCH', path: '/v1/users/*/profile/approve' },
    login: 'client-approval',
    path: '/home',
    before: async (page) => {
      await expect(welcome(page)).toHaveAttribute('data-state', 'form.editing');
    },
    act: async (page) => {
      await welcome(page).locator('.modal__actions').getByRole('button', { name: 'Fermer' }).click();
    },
    works: async (page) => {
      await expect(welcome(page)).toHaveCount(0);
      await expect(heading(page, dashboard.client)).toBeVisible();
    },
  },
  'hub negotiate': {
    rule: { method: 'POST', path: '/signalr/notifications/negotiate' },
    login: 'worker',
    path: '/home',
    works: async (page) => {
      await workerDashboard(page);
      await expect(machine(page, 'connection')).toHaveAttribute('data-state', 'connected', { timeout: SLOW_ANSWER_MS + 10_000 });
    },
  },
  'log sending': {
    rule: { method: 'POST', path: '/v1/logs' },
    login: 'worker',
    path: '/home',
    // Spec section 7: standalone-mode use is logged; an installed app is what this init script fakes.
    setUp: async (page) => {
      await page.addInitScript(() => {
        const original = window.matchMedia.bind(window);
        window.matchMedia = (query: string) =>
          query.includes('display-mode: standalone')
            ? ({ ...original(query), matches: true, media: query } as MediaQueryList)
            : original(query);
      });
    },
    works: workerDashboard,
  },
  'blocked categories': {
    rule: { method: 'GET', path: '/v1/notifications/settings' },
    login: 'worker',
    path: '/home',
    works: async (page) => {
      await workerDashboard(page);
      await expect(machine(page, 'toaster')).toHaveAttribute('data-state', /^ready/);
    },
  },
  'mark processed (toast click)': {
    rule: { method: 'PATCH', path: '/v1/notifications/*/processed' },
    login: 'worker',
    path: '/home',
    before: async (page) => {
      await expect(machine(page, 'connection')).toHaveAttribute('data-state', 'connected');
      await expect(machine(page, 'toaster')).toHaveAttribute('data-state', /^ready/);
    },
    act: async (page) => {
      const pushed = await page.request.post(`${E2E_URLS.control}/push`, {
        data: {
          login: 'worker',
          target: 'SendNotification',
          arguments: [{ id: 'n-matrix', type: 'contractToSign', data: { label: 'Contrat M-1' } }],
        },
      });
      expect(pushed.ok()).toBe(true);
      await page
        .getByTestId('toast')
        .getByRole('button', { name: /Contrat à signer/ })
        .click();
    },
    endsAt: '/contracts/to-sign',
    works: async (page) => {
      await expect(page).toHaveURL(/\/contracts/);
      await expect(heading(page, 'Contrats')).toBeVisible();
    },
  },
  'important notifications': {
    rule: { method: 'GET', path: '/v1/notifications/important' },
    login: 'worker',
    path: '/home',
    works: async (page) => {
      await workerDashboard(page);
      await expect(page.getByTestId('important-banner')).toBeVisible();
    },
  },
  'popup: new notifications': {
    rule: { method: 'GET', path: '/v1/notifications/popup' },
    login: 'worker',
    path: '/home',
    before: async (page) => {
      await expect(badge(page)).toHaveText(String(WORKER_UNPROCESSED));
    },
    act: async (page) => {
      await page.getByTestId('notification-bell').click();
    },
    works: async (page) => {
      await expect(page.getByTestId('notification-popup').locator('[data-notification-id]')).toHaveCount(10);
    },
    ownRetry: (page) => ({
      message: page.getByTestId('notification-popup').getByText('Vos notifications n’ont pas pu être chargées.'),
      retry: page.getByTestId('notification-popup').getByRole('button', { name: 'Réessayer' }),
    }),
  },
  'popup: mark processed': {
    rule: { method: 'POST', path: '/v1/notifications/popup/processed' },
    login: 'worker',
    path: '/home',
    before: async (page) => {
      await expect(badge(page)).toHaveText(String(WORKER_UNPROCESSED));
    },
    act: async (page) => {
      await page.getByTestId('notification-bell').click();
      await expect(page.getByTestId('notification-popup').locator('[data-notification-id]')).toHaveCount(10);
      await page.getByTestId('notification-popup').getByRole('button', { name: 'Tout marquer comme traité' }).click();
    },
    // The ten shown are processed: four remain.
    works: async (page) => {
      await expect(badge(page)).toHaveText(String(WORKER_UNPROCESSED - 10));
    },
  },
  'notification list': {
    rule: { method: 'GET', path: '/v1/notifications' },
    login: 'worker',
    path: '/my-profile/my-notifications',
    works: async (page) => {
      await expect(page.getByTestId('notification-list').locator('li').first()).toBeVisible();
    },
    ownRetry: (page) => ({
      message: machine(page, 'notificationList').getByText('Vos notifications n’ont pas pu être chargées.'),
      retry: machine(page, 'notificationList').getByRole('button', { name: 'Réessayer' }),
    }),
  },
  'agency folders': {
    rule: { method: 'GET', path: '/v1/agency-folders' },
    login: 'admin',
    path: '/home',
    works: async (page) => {
      await expect(page.getByTestId('agency-picker-button')).toBeVisible();
    },
    ownRetry: (page) => ({
      message: page.getByText('Les agences n’ont pas pu être chargées.'),
      retry: page.locator('.agency-picker--failed').getByRole('button', { name: 'Réessayer' }),
    }),
  },
  alerts: {
    rule: { method: 'GET', path: '/alerts-api/v1/alerts' },
    login: 'worker',
    path: '/home',
    works: async (page) => {
      await expect(page.getByTestId('alert-slide')).toBeVisible();
    },
    ownRetry: (page) => ({
      message: machine(page, 'alerts').getByText('Les alertes n’ont pas pu être chargées.'),
      retry: machine(page, 'alerts').getByRole('button', { name: 'Réessayer' }),
    }),
  },
  'my profile': {
    rule: { method: 'GET', path: '/v1/users/me/profile' },
    login: 'worker',
    path: '/my-profile',
    works: async (page) => {
      await expect(machine(page, 'myProfile')).toHaveAttribute('data-state', 'viewing');
    },
  },
  'profile update (my profile)': {
    rule: { method: 'PUT', path: '/v1/users/profile' },
    login: 'worker',
    path: '/my-profile',
    before: async (page) => {
      await expect(machine(page, 'myProfile')).toHaveAttribute('data-state', 'viewing');
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Modifier mes informations' }).click();
      await machine(page, 'myProfile').getByLabel('Téléphone mobile').fill(TYPED.phone);
      await expect(machine(page, 'myProfile').getByLabel('Téléphone mobile')).toHaveValue(TYPED.phone);
      await machine(page, 'myProfile').getByRole('button', { name: 'Enregistrer' }).click();
    },
    draft: {
      restored: async (page) => {
        await expect(machine(page, 'myProfile')).toHaveAttribute('data-state', 'form.editing');
        await expect(machine(page, 'myProfile').getByText(DRAFT_RESTORED)).toBeVisible();
        await expect(machine(page, 'myProfile').getByLabel('Téléphone mobile')).toHaveValue(TYPED.phone);
      },
      submit: async (page) => {
        await machine(page, 'myProfile').getByRole('button', { name: 'Enregistrer' }).click();
      },
    },
    works: async (page) => {
      await expect(machine(page, 'myProfile')).toHaveAttribute('data-state', 'viewing');
      await expect(machine(page, 'myProfile').locator('[data-field="mobilePhone"] dd')).toHaveText(TYPED.phone);
    },
    keepsInput: async (page) => {
      await expect(machine(page, 'myProfile').getByLabel('Téléphone mobile')).toHaveValue(TYPED.phone);
    },
  },
  'days off: list': {
    rule: { method: 'GET', path: '/v1/users/me/days-off' },
    login: 'worker',
    path: '/my-profile/days-off',
    works: async (page) => {
      await expect(machine(page, 'daysOff')).toHaveAttribute('data-state', 'list');
    },
  },
  'days off: create': {
    rule: { method: 'POST', path: '/v1/users/me/days-off' },
    login: 'worker',
    path: '/my-profile/days-off',
    before: async (page) => {
      await expect(machine(page, 'daysOff')).toHaveAttribute('data-state', 'list');
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Nouvelle demande' }).click();
      await page.getByLabel('Premier jour').fill('2027-03-01');
      await page.getByLabel('Dernier jour').fill('2027-03-05');
      await page.getByLabel('Motif').fill(TYPED.reason);
      await expect(page.getByLabel('Motif')).toHaveValue(TYPED.reason);
      await page.getByRole('button', { name: 'Envoyer la demande' }).click();
    },
    draft: {
      restored: async (page) => {
        await expect(machine(page, 'daysOff')).toHaveAttribute('data-state', 'form.editing');
        await expect(machine(page, 'daysOff').getByText(DRAFT_RESTORED)).toBeVisible();
        await expect(page.getByLabel('Premier jour')).toHaveValue('2027-03-01');
        await expect(page.getByLabel('Dernier jour')).toHaveValue('2027-03-05');
        await expect(page.getByLabel('Motif')).toHaveValue(TYPED.reason);
      },
      submit: async (page) => {
        await page.getByRole('button', { name: 'Envoyer la demande' }).click();
      },
    },
    works: async (page) => {
      await expect(machine(page, 'daysOff')).toHaveAttribute('data-state', 'list');
      await expect(machine(page, 'daysOff').locator('tbody tr').first()).toContainText(TYPED.reason);
    },
    keepsInput: async (page) => {
      await expect(page.getByLabel('Premier jour')).toHaveValue('2027-03-01');
      await expect(page.getByLabel('Motif')).toHaveValue(TYPED.reason);
    },
  },
  'devices: list': {
    rule: { method: 'GET', path: '/v1/users/me/devices' },
    login: 'client',
    path: '/parameters/devices',
    works: async (page) => {
      await expect(machine(page, 'devices').locator('li')).toHaveCount(2);
    },
  },
  'devices: rename': {
    rule: { method: 'PATCH', path: '/v1/users/me/devices/*' },
    login: 'client',
    path: '/parameters/devices',
    before: async (page) => {
      await expect(machine(page, 'devices').locator('li')).toHaveCount(2);
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Renommer Téléphone' }).click();
      await page.getByLabel('Nom de l’appareil').fill(TYPED.deviceName);
      await expect(page.getByLabel('Nom de l’appareil')).toHaveValue(TYPED.deviceName);
      await machine(page, 'devices').getByRole('button', { name: 'Enregistrer' }).click();
    },
    draft: {
      restored: async (page) => {
        await expect(machine(page, 'devices')).toHaveAttribute('data-state', 'data.loaded action.editing');
        await expect(machine(page, 'devices').getByText(DRAFT_RESTORED)).toBeVisible();
        await expect(page.getByLabel('Nom de l’appareil')).toHaveValue(TYPED.deviceName);
      },
      submit: async (page) => {
        await machine(page, 'devices').getByRole('button', { name: 'Enregistrer' }).click();
      },
    },
    works: async (page) => {
      await expect(machine(page, 'devices').locator('[data-device="client-phone"]')).toContainText(TYPED.deviceName);
    },
    keepsInput: async (page) => {
      await expect(page.getByLabel('Nom de l’appareil')).toHaveValue(TYPED.deviceName);
    },
  },
  'devices: remove': {
    rule: { method: 'DELETE', path: '/v1/users/me/devices/*' },
    login: 'client',
    path: '/parameters/devices',
    before: async (page) => {
      await expect(machine(page, 'devices').locator('li')).toHaveCount(2);
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Supprimer Ordinateur portable' }).click();
      await page.getByRole('group').getByRole('button', { name: 'Supprimer' }).click();
    },
    works: async (page) => {
      await expect(machine(page, 'devices').locator('li')).toHaveCount(1);
    },
  },
  // ---- the worker's dashboard (docs/screens/workerHome.md)
  'worker home: dashboard': {
    rule: { method: 'GET', path: '/v1/users/me/dashboard' },
    login: 'worker',
    path: '/home',
    works: async (page) => {
      await expect(machine(page, 'workerHome').locator('[data-card]').first()).toBeVisible();
    },
  },
  'faq: list': {
    rule: { method: 'GET', path: '/v1/faq' },
    login: 'worker',
    path: '/faq/workers',
    works: async (page) => {
      await expect(machine(page, 'faq').locator('li').first()).toBeVisible();
    },
  },
  // ---- the worker's papers (docs/screens/contracts.md, contract.md, documents.md, documentPreview.md)
  'contracts: list': {
    rule: { method: 'GET', path: '/v1/contracts' },
    login: 'worker',
    path: '/contracts/in-progress',
    works: async (page) => {
      await expect(machine(page, 'contracts').locator('li').first()).toContainText('Cariste CACES 3');
    },
  },
  'contract: read': {
    rule: { method: 'GET', path: '/v1/contracts/*' },
    login: 'worker',
    path: '/contracts/ct-worker-3',
    works: async (page) => {
      await expect(machine(page, 'contract').getByRole('button', { name: 'Signer le contrat' })).toBeVisible();
    },
  },
  'contract: open the signature': {
    rule: { method: 'POST', path: '/v1/contracts/*/signature' },
    login: 'worker',
    path: '/contracts/ct-worker-3',
    before: async (page) => {
      await expect(machine(page, 'contract')).toHaveAttribute('data-state', 'shown.idle');
    },
    act: async (page) => {
      await machine(page, 'contract').getByRole('button', { name: 'Signer le contrat' }).click();
    },
    // The provider's page opens; the person comes back without signing, on the contract still to sign.
    works: async (page) => {
      await page.waitForURL((url) => url.origin !== E2E_URLS.portal && url.pathname.startsWith('/sign/'));
      await page.getByRole('button', { name: 'Revenir sans signer' }).click();
      await page.waitForURL((url) => url.origin === E2E_URLS.portal);
      await expect(machine(page, 'contract').getByTestId('contract-status')).toHaveText('À signer');
    },
  },
  'documents: list': {
    rule: { method: 'GET', path: '/v1/documents' },
    login: 'worker',
    path: '/documents/personal',
    works: async (page) => {
      await expect(machine(page, 'documents').locator('h3').first()).toHaveText('Bulletin de salaire — octobre 2026');
    },
  },
  'document preview: description': {
    rule: { method: 'GET', path: '/v1/documents/*' },
    login: 'worker',
    path: '/document-preview?document=doc-pay-worker-2026-09&back=%2Fdocuments%2Fpersonal',
    endsAt: '/document-preview',
    works: async (page) => {
      await expect(machine(page, 'documentPreview')).toHaveAttribute('data-state', /shown/);
      await expect(page.getByTestId('preview-download')).toBeVisible();
    },
    ownRetry: (page) => ({
      message: machine(page, 'documentPreview').getByText('Le document n’a pas pu être chargé.'),
      retry: machine(page, 'documentPreview').getByRole('button', { name: 'Réessayer' }),
    }),
  },
  'document preview: file': {
    rule: { method: 'GET', path: '/v1/documents/*/content' },
    login: 'worker',
    path: '/document-preview?document=doc-pay-worker-2026-09&back=%2Fdocuments%2Fpersonal',
    endsAt: '/document-preview',
    works: async (page) => {
      await expect(machine(page, 'documentPreview').locator('iframe')).toHaveAttribute('src', /^blob:/);
    },
    ownRetry: (page) => ({
      message: machine(page, 'documentPreview').getByText('Le document n’a pas pu être chargé.'),
      retry: machine(page, 'documentPreview').getByRole('button', { name: 'Réessayer' }),
    }),
  },
  'document preview: mark opened': {
    rule: { method: 'PUT', path: '/v1/documents/*/opened' },
    login: 'worker',
    path: '/document-preview?document=doc-pay-worker-2026-10&back=%2Fdocuments%2Fpersonal',
    endsAt: '/document-preview',
    works: async (page) => {
      await expect(machine(page, 'documentPreview')).toHaveAttribute('data-state', 'shown.idle');
      await expect(page.getByTestId('preview-download')).toBeVisible();
    },
  },
  // ---- workerTimeSheets and workerPlanning  ----
  'worker time sheets: list': {
    rule: { method: 'GET', path: '/v1/users/me/time-sheets' },
    login: 'worker',
    path: '/time-sheets/to-fill',
    works: async (page) => {
      await expect(machine(page, 'workerTimeSheets')).toHaveAttribute('data-state', /data\.loaded/);
      await expect(machine(page, 'workerTimeSheets').locator('li[data-item]').first()).toHaveAttribute('data-status', 'disputed');
    },
  },
  'worker time sheets: save': {
    rule: { method: 'PUT', path: '/v1/users/me/time-sheets/*' },
    login: 'worker',
    path: '/time-sheets/to-fill',
    before: async (page) => {
      await expect(thisWeekSheet(page).locator('.week__status')).toHaveText('À remplir');
    },
    act: async (page) => {
      await thisWeekSheet(page)
        .getByRole('button', { name: /^Remplir la semaine/ })
        .click();
      const monday = thisWeekSheet(page).locator('form fieldset').first().locator('input');
      await monday.nth(0).fill(SHEET_TYPED.start);
      await monday.nth(1).fill(SHEET_TYPED.end);
      await expect(monday.nth(1)).toHaveValue(SHEET_TYPED.end);
      await thisWeekSheet(page).getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    },
    draft: {
      restored: async (page) => {
        await expect(machine(page, 'workerTimeSheets')).toHaveAttribute('data-state', /action\.editing/);
        await expect(thisWeekSheet(page).getByText(DRAFT_RESTORED)).toBeVisible();
        await expect(thisWeekSheet(page).locator('form fieldset').first().locator('input').nth(1)).toHaveValue(SHEET_TYPED.end);
      },
      submit: async (page) => {
        await thisWeekSheet(page).getByRole('button', { name: 'Enregistrer le brouillon' }).click();
      },
    },
    // 08:00 to 15:30 without a break: 7 h 30, saved as a draft.
    works: async (page) => {
      await expect(thisWeekSheet(page).locator('.week__status')).toHaveText('Brouillon');
      await expect(thisWeekSheet(page).locator('.week__total')).toContainText('Total : 7 h 30');
    },
    keepsInput: async (page) => {
      await expect(thisWeekSheet(page).locator('form fieldset').first().locator('input').nth(0)).toHaveValue(SHEET_TYPED.start);
      await expect(thisWeekSheet(page).locator('form fieldset').first().locator('input').nth(1)).toHaveValue(SHEET_TYPED.end);
    },
  },
  'worker time sheets: submit': {
    rule: { method: 'POST', path: '/v1/users/me/time-sheets/*/submit' },
    login: 'worker',
    path: '/time-sheets/to-fill',
    before: async (page) => {
      await expect(machine(page, 'workerTimeSheets').locator('li[data-item]').first()).toHaveAttribute('data-status', 'disputed');
    },
    // Last week, disputed and already corrected: sent again after the question.
    act: async (page) => {
      const disputed = machine(page, 'workerTimeSheets').locator('li[data-status="disputed"]');
      await disputed.getByRole('button', { name: /^Envoyer au client/ }).click();
      await disputed.locator('.week__confirm').getByRole('button', { name: 'Envoyer' }).click();
    },
    works: async (page) => {
      const sent = machine(page, 'workerTimeSheets').locator('li[data-item]').first();
      await expect(sent).toHaveAttribute('data-status', 'submitted');
      await expect(sent.locator('.week__status')).toHaveText('Envoyée, en attente de validation');
    },
  },
  'worker planning': {
    rule: { method: 'GET', path: '/v1/users/me/planning' },
    login: 'worker',
    path: '/temporary-workers/planning/week',
    works: async (page) => {
      await expect(machine(page, 'workerPlanning').getByRole('grid').getByRole('row')).toHaveCount(7);
    },
  },
  // ---- clientTimeSheets (docs/screens/clientTimeSheets.md) ----
  // `client` on alpha: `worker`'s week two weeks ago is the one to approve (the first of the tab).
  'client time sheets: list': {
    rule: { method: 'GET', path: '/v1/clients/me/time-sheets' },
    login: 'client',
    path: '/time-sheets/to-approve',
    works: async (page) => {
      await expect(machine(page, 'clientTimeSheets')).toHaveAttribute('data-state', /data\.loaded/);
      await expect(machine(page, 'clientTimeSheets').locator('li[data-item]').first()).toHaveAttribute('data-status', 'submitted');
    },
  },
  'client time sheets: approve': {
    rule: { method: 'POST', path: '/v1/clients/me/time-sheets/approve' },
    login: 'client',
    path: '/time-sheets/to-approve',
    before: async (page) => {
      await expect(machine(page, 'clientTimeSheets')).toHaveAttribute('data-state', /action\.idle/);
    },
    act: async (page) => {
      await machine(page, 'clientTimeSheets').getByRole('checkbox').first().check();
      await page.getByRole('button', { name: 'Valider la sélection' }).click();
      await page.locator('[data-approval]').getByRole('button', { name: 'Valider', exact: true }).click();
    },
    draft: {
      restored: async (page) => {
        await expect(machine(page, 'clientTimeSheets')).toHaveAttribute('data-state', /action\.editing/);
        await expect(page.locator('[data-approval]').getByText(DRAFT_RESTORED)).toBeVisible();
        await expect(machine(page, 'clientTimeSheets').getByRole('checkbox').first()).toBeChecked();
      },
      submit: async (page) => {
        await page.getByRole('button', { name: 'Valider la sélection' }).click();
        await page.locator('[data-approval]').getByRole('button', { name: 'Valider', exact: true }).click();
      },
    },
    works: async (page) => {
      // Its one week to approve answered (also after a reload: from the server).
      await expect(machine(page, 'clientTimeSheets')).toContainText('Aucune semaine à valider : vous avez répondu à tout.');
    },
    keepsInput: async (page) => {
      await expect(page.locator('[data-approval]')).toContainText('1 semaine sélectionnée');
      await expect(machine(page, 'clientTimeSheets').getByRole('checkbox').first()).toBeChecked();
    },
  },
  'client time sheets: dispute': {
    rule: { method: 'POST', path: '/v1/clients/me/time-sheets/*/dispute' },
    login: 'client',
    path: '/time-sheets/to-approve',
    before: async (page) => {
      await expect(machine(page, 'clientTimeSheets')).toHaveAttribute('data-state', /action\.idle/);
    },
    act: async (page) => {
      const week = machine(page, 'clientTimeSheets').locator('li[data-item]').first();
      await week.getByRole('button', { name: /^Contester la semaine/ }).click();
      await week.getByRole('textbox').fill(DISPUTE_TYPED);
      await week.getByRole('button', { name: 'Envoyer la contestation' }).click();
    },
    draft: {
      restored: async (page) => {
        await expect(machine(page, 'clientTimeSheets')).toHaveAttribute('data-state', /action\.editing/);
        const week = machine(page, 'clientTimeSheets').locator('li[data-item]').first();
        await expect(week.getByText(DRAFT_RESTORED)).toBeVisible();
        await expect(week.getByRole('textbox')).toHaveValue(DISPUTE_TYPED);
      },
      submit: async (page) => {
        await machine(page, 'clientTimeSheets').getByRole('button', { name: 'Envoyer la contestation' }).click();
      },
    },
    works: async (page) => {
      // Its one week to approve answered (also after a reload: from the server).
      await expect(machine(page, 'clientTimeSheets')).toContainText('Aucune semaine à valider : vous avez répondu à tout.');
    },
    keepsInput: async (page) => {
      await expect(machine(page, 'clientTimeSheets').getByRole('textbox')).toHaveValue(DISPUTE_TYPED);
    },
  },
  // Advantages › deposit request and My offers (docs/screens/depositRequest.md, myOffers.md): the
  // worker on alpha; a boulangerie offer they have not starred nor applied to, the warehouse one
  // they starred.
  'deposit: account': {
    rule: { method: 'GET', path: '/v1/advantages/deposit-requests' },
    login: 'worker',
    path: '/advantages/deposit-request',
    works: async (page) => {
      await expect(machine(page, 'depositRequest').locator('[data-request]').first()).toBeVisible();
    },
  },
  'deposit: request': {
    rule: { method: 'POST', path: '/v1/advantages/deposit-requests' },
    login: 'worker',
    path: '/advantages/deposit-request',
    before: async (page) => {
      await expect(machine(page, 'depositRequest')).toHaveAttribute('data-state', /action\.idle/);
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Demander un acompte' }).click();
      await page.getByLabel('Montant (€)').fill('20');
      await page.getByLabel('Motif').fill(TYPED.depositReason);
      await expect(page.getByLabel('Motif')).toHaveValue(TYPED.depositReason);
      await page.getByRole('button', { name: 'Envoyer la demande' }).click();
    },
    draft: {
      restored: async (page) => {
        await expect(machine(page, 'depositRequest')).toHaveAttribute('data-state', /action\.editing/);
        await expect(machine(page, 'depositRequest').getByText(DRAFT_RESTORED)).toBeVisible();
        await expect(page.getByLabel('Montant (€)')).toHaveValue('20');
        await expect(page.getByLabel('Motif')).toHaveValue(TYPED.depositReason);
      },
      submit: async (page) => {
        await page.getByRole('button', { name: 'Envoyer la demande' }).click();
      },
    },
    works: async (page) => {
      const newest = machine(page, 'depositRequest').locator('[data-request]').first();
      await expect(newest).toContainText(TYPED.depositReason);
      await expect(newest).toHaveAttribute('data-status', 'pending');
    },
    keepsInput: async (page) => {
      await expect(page.getByLabel('Montant (€)')).toHaveValue('20');
      await expect(page.getByLabel('Motif')).toHaveValue(TYPED.depositReason);
    },
  },
  'offers: list': {
    rule: { method: 'GET', path: '/v1/job-offers' },
    login: 'worker',
    path: '/my-offers/all',
    works: async (page) => {
      await expect(machine(page, 'myOffers').locator('li[data-item]').first()).toBeVisible();
    },
  },
  'offers: favourite': {
    rule: { method: 'PUT', path: '/v1/job-offers/*/favorite' },
    login: 'worker',
    path: '/my-offers/all',
    before: async (page) => {
      await expect(page.getByRole('button', { name: 'Favori : Vendeur en boulangerie' })).toHaveAttribute('aria-pressed', 'false');
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Favori : Vendeur en boulangerie' }).click();
    },
    works: async (page) => {
      await expect(page.getByRole('button', { name: 'Favori : Vendeur en boulangerie' })).toHaveAttribute('aria-pressed', 'true');
    },
    // The star shown at once is put back when the call fails.
    keepsInput: async (page) => {
      await expect(page.getByRole('button', { name: 'Favori : Vendeur en boulangerie' })).toHaveAttribute('aria-pressed', 'false');
    },
  },
  'offers: unfavourite': {
    rule: { method: 'DELETE', path: '/v1/job-offers/*/favorite' },
    login: 'worker',
    path: '/my-offers/all',
    before: async (page) => {
      await expect(page.getByRole('button', { name: 'Favori : Préparateur de commandes' })).toHaveAttribute('aria-pressed', 'true');
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Favori : Préparateur de commandes' }).click();
    },
    works: async (page) => {
      await expect(page.getByRole('button', { name: 'Favori : Préparateur de commandes' })).toHaveAttribute('aria-pressed', 'false');
    },
    keepsInput: async (page) => {
      await expect(page.getByRole('button', { name: 'Favori : Préparateur de commandes' })).toHaveAttribute('aria-pressed', 'true');
    },
  },
  'offers: apply': {
    rule: { method: 'POST', path: '/v1/job-offers/*/application' },
    login: 'worker',
    path: '/my-offers/all',
    before: async (page) => {
      await expect(page.getByRole('button', { name: 'Postuler : Vendeur en boulangerie' })).toBeVisible();
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Postuler : Vendeur en boulangerie' }).click();
      await page.getByRole('button', { name: 'Confirmer ma candidature' }).click();
    },
    works: async (page) => {
      await expect(machine(page, 'myOffers').locator('li[data-item="job-alpha-2"]')).toHaveAttribute('data-application', 'applied');
    },
    keepsInput: async (page) => {
      await expect(machine(page, 'myOffers').locator('li[data-item="job-alpha-2"]')).toHaveAttribute('data-application', 'none');
    },
  },
  // News, an article, privacy (docs/screens/news.md, newsArticle.md, privacy.md).
  'news: list': {
    rule: { method: 'GET', path: '/v1/news' },
    login: 'worker',
    path: '/news',
    works: async (page) => {
      await expect(machine(page, 'news').getByRole('link', { name: 'Demandez votre acompte en ligne' })).toBeVisible();
    },
  },
  'news: article': {
    rule: { method: 'GET', path: '/v1/news/*' },
    login: 'worker',
    path: '/news/news-02',
    works: async (page) => {
      await expect(machine(page, 'newsArticle').getByRole('heading', { name: 'Demandez votre acompte en ligne' })).toBeVisible();
    },
  },
  'privacy: notice': {
    rule: { method: 'GET', path: '/v1/privacy-notice' },
    login: 'worker',
    path: '/privacy',
    works: async (page) => {
      await expect(machine(page, 'privacy').getByRole('heading', { name: 'Vos droits' })).toBeVisible();
    },
  },
  // The client desk (docs/screens/invoices.md, client*.md, establishmentVisits.md).
  'invoices: list': {
    rule: { method: 'GET', path: '/v1/invoices' },
    login: 'client',
    path: '/invoices/unpaid',
    works: async (page) => {
      await expect(machine(page, 'invoices').locator('li.desk-card').first()).toBeVisible();
    },
  },
  'clients hub: invoices': {
    rule: { method: 'GET', path: '/v1/clients/invoices' },
    login: 'director',
    path: '/clients/invoices',
    works: async (page) => {
      await expect(machine(page, 'clientsInvoices').locator('li.desk-card').first()).toBeVisible();
    },
  },
  'clients hub: establishments': {
    rule: { method: 'GET', path: '/v1/clients/establishments' },
    login: 'director',
    path: '/clients/establishments/all',
    works: async (page) => {
      await expect(machine(page, 'clientEstablishments').locator('li[data-item="c-clinique-des-lilas-e1"]')).toBeVisible();
    },
  },
  'clients hub: invite an establishment': {
    rule: { method: 'POST', path: '/v1/clients/establishments/*/invitation' },
    login: 'director',
    path: '/clients/establishments/all',
    before: async (page) => {
      await expect(machine(page, 'clientEstablishments').locator('li[data-item="c-clinique-des-lilas-e1"]')).toContainText('Non invité');
    },
    act: async (page) => {
      const card = machine(page, 'clientEstablishments').locator('li[data-item="c-clinique-des-lilas-e1"]');
      await card.getByRole('button', { name: 'Inviter Site de Bercy' }).click();
      await card.getByRole('group').getByRole('button', { name: 'Confirmer' }).click();
    },
    works: async (page) => {
      const card = machine(page, 'clientEstablishments').locator('li[data-item="c-clinique-des-lilas-e1"]');
      await expect(card.getByRole('status')).toContainText('Invitation envoyée à site1@');
    },
  },
  'clients hub: resend an establishment’s invitation': {
    rule: { method: 'POST', path: '/v1/clients/establishments/*/invitation/resend' },
    login: 'director',
    path: '/clients/establishments/invited',
    before: async (page) => {
      await expect(machine(page, 'clientEstablishments').locator('li[data-item="c-logistique-rhone-e2"]')).toBeVisible();
    },
    act: async (page) => {
      const card = machine(page, 'clientEstablishments').locator('li[data-item="c-logistique-rhone-e2"]');
      await card.getByRole('button', { name: /^Renvoyer l’invitation de / }).click();
      await card.getByRole('group').getByRole('button', { name: 'Confirmer' }).click();
    },
    works: async (page) => {
      const card = machine(page, 'clientEstablishments').locator('li[data-item="c-logistique-rhone-e2"]');
      await expect(card.getByRole('status')).toContainText('Invitation renvoyée à');
    },
  },
  'clients hub: users': {
    rule: { method: 'GET', path: '/v1/clients/users' },
    login: 'client',
    path: '/clients/users/all',
    works: async (page) => {
      await expect(machine(page, 'clientUsers').locator('li.desk-card').first()).toBeVisible();
    },
  },
  'clients hub: job place visits': {
    rule: { method: 'GET', path: '/v1/clients/job-place-visits' },
    login: 'director',
    path: '/clients/job-place-visits',
    works: async (page) => {
      await expect(machine(page, 'clientJobPlaceVisits').locator('li.desk-card').first()).toBeVisible();
    },
  },
  'clients hub: a client': {
    rule: { method: 'GET', path: '/v1/clients/*' },
    login: 'director',
    path: '/clients/c-logistique-rhone/infos',
    works: async (page) => {
      await expect(machine(page, 'clientDetail')).toContainText('Logistique Rhône');
    },
  },
  'my establishment: job place visits': {
    rule: { method: 'GET', path: '/v1/my-establishment/job-place-visits' },
    login: 'client',
    path: '/my-establishment/job-place-visits',
    works: async (page) => {
      await expect(machine(page, 'establishmentVisits').locator('li.desk-card').first()).toBeVisible();
    },
  },
  // ---- block of the client's contracts and missions: the client's dashboard, contracts and missions
  'client home: dashboard': {
    rule: { method: 'GET', path: '/v1/clients/me/dashboard' },
    login: 'client',
    path: '/home',
    works: async (page) => {
      await expect(machine(page, 'clientHome').locator('[data-card]').first()).toBeVisible();
    },
  },
  'client contracts: list': {
    rule: { method: 'GET', path: '/v1/clients/me/contracts' },
    login: 'client',
    path: '/contracts/signed',
    works: async (page) => {
      await expect(machine(page, 'clientContracts').locator('li').first()).toBeVisible();
    },
  },
  'client missions: list': {
    rule: { method: 'GET', path: '/v1/missions' },
    login: 'client',
    path: '/missions/current',
    works: async (page) => {
      await expect(machine(page, 'missions').locator('li').first()).toBeVisible();
    },
  },
  // ---- block of the agency's planning: the director's week, its grid of workers.
  'agency planning': {
    rule: { method: 'GET', path: '/v1/temporary-workers/planning' },
    login: 'director',
    path: '/temporary-workers/planning/week',
    works: async (page) => {
      await expect(machine(page, 'agencyPlanning').getByRole('grid').locator('tbody tr').first()).toBeVisible();
    },
  },
  // ---- end of the agency's planning
  // ---- block of temporary workers › users: the action rows act on the first
  // unregistered worker of the director's folders, whose id the row keeps for its check.
  'temporary workers: users': {
    rule: { method: 'GET', path: '/v1/temporary-workers/users' },
    login: 'director',
    path: '/temporary-workers/users/all',
    works: async (page) => {
      await expect(machine(page, 'temporaryWorkerUsers').locator('li.desk-card').first()).toBeVisible();
    },
  },
  'temporary workers: invite': {
    rule: { method: 'POST', path: '/v1/temporary-workers/users/*/invitation' },
    login: 'director',
    path: '/temporary-workers/users/unregistered',
    before: async (page) => {
      await expect(machine(page, 'temporaryWorkerUsers').locator('li.desk-card').first()).toContainText('Non inscrit');
    },
    act: async (page) => {
      const card = machine(page, 'temporaryWorkerUsers').locator('li.desk-card').first();
      await card.getByRole('button', { name: /^Inviter / }).click();
      await card.getByRole('group').getByRole('button', { name: 'Confirmer' }).click();
    },
    works: async (page) => {
      await expect(machine(page, 'temporaryWorkerUsers').getByRole('status').first()).toContainText('Invitation envoyée à');
    },
  },
  'temporary workers: resend an invitation': {
    rule: { method: 'POST', path: '/v1/temporary-workers/users/*/invitation/resend' },
    login: 'director',
    path: '/temporary-workers/users/invited',
    before: async (page) => {
      await expect(machine(page, 'temporaryWorkerUsers').locator('li.desk-card').first()).toContainText('Invité');
    },
    act: async (page) => {
      const card = machine(page, 'temporaryWorkerUsers').locator('li.desk-card').first();
      await card.getByRole('button', { name: /^Renvoyer l’invitation de / }).click();
      await card.getByRole('group').getByRole('button', { name: 'Confirmer' }).click();
    },
    works: async (page) => {
      await expect(machine(page, 'temporaryWorkerUsers').getByRole('status').first()).toContainText('Invitation renvoyée à');
    },
  },
  // ---- block of back office › news: the administrator (a back-office role) publishes the tenant's draft and disables the
  // first enabled article.
  'back office news: list': {
    rule: { method: 'GET', path: '/v1/back-office/news' },
    login: 'admin',
    path: '/back-office/news/all',
    works: async (page) => {
      await expect(machine(page, 'backOfficeNews').locator('li.desk-card').first()).toBeVisible();
    },
  },
  'back office news: publish': {
    rule: { method: 'POST', path: '/v1/back-office/news/*/enable' },
    login: 'admin',
    path: '/back-office/news/draft',
    before: async (page) => {
      await expect(machine(page, 'backOfficeNews').locator('li.desk-card').first()).toContainText('Brouillon');
    },
    act: async (page) => {
      const card = machine(page, 'backOfficeNews').locator('li.desk-card').first();
      await card.getByRole('button', { name: /^Publier « / }).click();
      await card.getByRole('group').getByRole('button', { name: 'Confirmer' }).click();
    },
    works: async (page) => {
      await expect(machine(page, 'backOfficeNews').getByRole('status').first()).toContainText('est publiée.');
    },
  },
  'back office news: disable': {
    rule: { method: 'POST', path: '/v1/back-office/news/*/disable' },
    login: 'admin',
    path: '/back-office/news/enabled',
    before: async (page) => {
      await expect(machine(page, 'backOfficeNews').locator('li.desk-card').first()).toContainText('Activée');
    },
    act: async (page) => {
      const card = machine(page, 'backOfficeNews').locator('li.desk-card').first();
      await card.getByRole('button', { name: /^Désactiver « / }).click();
      await card.getByRole('group').getByRole('button', { name: 'Confirmer' }).click();
    },
    works: async (page) => {
      await expect(machine(page, 'backOfficeNews').getByRole('status').first()).toContainText('est désactivée.');
    },
  },
  'back office news: write': {
    rule: { method: 'POST', path: '/v1/back-office/news' },
    login: 'admin',
    path: '/back-office/news/all',
    before: async (page) => {
      await expect(machine(page, 'backOfficeNews').locator('li.desk-card').first()).toBeVisible();
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Écrire une actualité' }).click();
      await page.getByRole('textbox', { name: 'Titre' }).fill(TYPED.newsTitle);
      await page.getByRole('checkbox', { name: 'Intérimaire', exact: true }).check();
      await page.getByRole('button', { name: 'Enregistrer' }).click();
    },
    draft: {
      restored: async (page) => {
        await expect(page.getByText(DRAFT_RESTORED)).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'Titre' })).toHaveValue(TYPED.newsTitle);
        await expect(page.getByRole('checkbox', { name: 'Intérimaire', exact: true })).toBeChecked();
      },
      submit: async (page) => {
        await page.getByRole('button', { name: 'Enregistrer' }).click();
      },
    },
    works: async (page) => {
      await expect(machine(page, 'backOfficeNews').locator('li.desk-card').first()).toContainText(TYPED.newsTitle);
    },
    keepsInput: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Titre' })).toHaveValue(TYPED.newsTitle);
    },
  },
  'back office news: edit': {
    rule: { method: 'PUT', path: '/v1/back-office/news/*' },
    login: 'admin',
    path: '/back-office/news/draft',
    before: async (page) => {
      await expect(machine(page, 'backOfficeNews').locator('li.desk-card').first()).toContainText('Brouillon');
    },
    act: async (page) => {
      await machine(page, 'backOfficeNews')
        .locator('li.desk-card')
        .first()
        .getByRole('button', { name: /^Modifier « / })
        .click();
      await page.getByRole('textbox', { name: 'Titre' }).fill(TYPED.newsTitle);
      await page.getByRole('button', { name: 'Enregistrer' }).click();
    },
    draft: {
      restored: async (page) => {
        await expect(page.getByText(DRAFT_RESTORED)).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'Titre' })).toHaveValue(TYPED.newsTitle);
      },
      submit: async (page) => {
        await page.getByRole('button', { name: 'Enregistrer' }).click();
      },
    },
    works: async (page) => {
      await expect(machine(page, 'backOfficeNews').locator('li.desk-card').first()).toContainText(TYPED.newsTitle);
    },
    keepsInput: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Titre' })).toHaveValue(TYPED.newsTitle);
    },
  },
  // ---- end of back office › news
  // ---- block of back office › FAQs: the administrator writes, edits, publishes the tenant's draft
  // and disables the first enabled entry.
  'back office FAQs: list': {
    rule: { method: 'GET', path: '/v1/back-office/faqs' },
    login: 'admin',
    path: '/back-office/faqs/all',
    works: async (page) => {
      await expect(machine(page, 'backOfficeFaqs').locator('li.desk-card').first()).toBeVisible();
    },
  },
  'back office FAQs: write': {
    rule: { method: 'POST', path: '/v1/back-office/faqs' },
    login: 'admin',
    path: '/back-office/faqs/all',
    before: async (page) => {
      await expect(machine(page, 'backOfficeFaqs').locator('li.desk-card').first()).toBeVisible();
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Écrire une question' }).click();
      await page.getByRole('combobox', { name: 'Catégorie' }).selectOption({ label: 'Autres' });
      await page.getByRole('textbox', { name: 'Question' }).fill(TYPED.faqQuestion);
      await page.getByRole('textbox', { name: 'Réponse' }).fill(TYPED.faqAnswer);
      await page.getByRole('button', { name: 'Enregistrer' }).click();
    },
    draft: {
      restored: async (page) => {
        await expect(page.getByText(DRAFT_RESTORED)).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'Question' })).toHaveValue(TYPED.faqQuestion);
        await expect(page.getByRole('textbox', { name: 'Réponse' })).toHaveValue(TYPED.faqAnswer);
      },
      submit: async (page) => {
        await page.getByRole('button', { name: 'Enregistrer' }).click();
      },
    },
    works: async (page) => {
      await expect(machine(page, 'backOfficeFaqs').locator('li.desk-card').first()).toContainText(TYPED.faqQuestion);
    },
    keepsInput: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Question' })).toHaveValue(TYPED.faqQuestion);
    },
  },
  'back office FAQs: edit': {
    rule: { method: 'PUT', path: '/v1/back-office/faqs/*' },
    login: 'admin',
    path: '/back-office/faqs/draft',
    before: async (page) => {
      await expect(machine(page, 'backOfficeFaqs').locator('li.desk-card').first()).toContainText('Brouillon');
    },
    act: async (page) => {
      await machine(page, 'backOfficeFaqs')
        .locator('li.desk-card')
        .first()
        .getByRole('button', { name: /^Modifier « / })
        .click();
      await page.getByRole('textbox', { name: 'Question' }).fill(TYPED.faqQuestion);
      await page.getByRole('button', { name: 'Enregistrer' }).click();
    },
    draft: {
      restored: async (page) => {
        await expect(page.getByText(DRAFT_RESTORED)).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'Question' })).toHaveValue(TYPED.faqQuestion);
      },
      submit: async (page) => {
        await page.getByRole('button', { name: 'Enregistrer' }).click();
      },
    },
    works: async (page) => {
      await expect(machine(page, 'backOfficeFaqs').locator('li.desk-card').first()).toContainText(TYPED.faqQuestion);
    },
    keepsInput: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Question' })).toHaveValue(TYPED.faqQuestion);
    },
  },
  'back office FAQs: publish': {
    rule: { method: 'POST', path: '/v1/back-office/faqs/*/enable' },
    login: 'admin',
    path: '/back-office/faqs/draft',
    before: async (page) => {
      await expect(machine(page, 'backOfficeFaqs').locator('li.desk-card').first()).toContainText('Brouillon');
    },
    act: async (page) => {
      const card = machine(page, 'backOfficeFaqs').locator('li.desk-card').first();
      await card.getByRole('button', { name: /^Publier « / }).click();
      await card.getByRole('group').getByRole('button', { name: 'Confirmer' }).click();
    },
    works: async (page) => {
      await expect(machine(page, 'backOfficeFaqs').getByRole('status').first()).toContainText('est publiée.');
    },
  },
  'back office FAQs: disable': {
    rule: { method: 'POST', path: '/v1/back-office/faqs/*/disable' },
    login: 'admin',
    path: '/back-office/faqs/enabled',
    before: async (page) => {
      await expect(machine(page, 'backOfficeFaqs').locator('li.desk-card').first()).toContainText('Activée');
    },
    act: async (page) => {
      const card = machine(page, 'backOfficeFaqs').locator('li.desk-card').first();
      await card.getByRole('button', { name: /^Désactiver « / }).click();
      await card.getByRole('group').getByRole('button', { name: 'Confirmer' }).click();
    },
    works: async (page) => {
      await expect(machine(page, 'backOfficeFaqs').getByRole('status').first()).toContainText('est désactivée.');
    },
  },
  // ---- end of back office › FAQs
  // ---- block of back office › banners: the administrator writes, edits, publishes the tenant's draft
  // and disables the latest enabled banner.
  'back office banners: list': {
    rule: { method: 'GET', path: '/v1/back-office/banners' },
    login: 'admin',
    path: '/back-office/banners/all',
    works: async (page) => {
      await expect(machine(page, 'backOfficeBanners').locator('li.desk-card').first()).toBeVisible();
    },
  },
  'back office banners: write': {
    rule: { method: 'POST', path: '/v1/back-office/banners' },
    login: 'admin',
    path: '/back-office/banners/all',
    before: async (page) => {
      await expect(machine(page, 'backOfficeBanners').locator('li.desk-card').first()).toBeVisible();
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Écrire une bannière' }).click();
      await page.getByRole('textbox', { name: 'Titre' }).fill(TYPED.bannerTitle);
      await page.getByRole('textbox', { name: 'Lien (facultatif)' }).fill('/advantages');
      await page.getByRole('button', { name: 'Enregistrer' }).click();
    },
    draft: {
      restored: async (page) => {
        await expect(page.getByText(DRAFT_RESTORED)).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'Titre' })).toHaveValue(TYPED.bannerTitle);
        await expect(page.getByRole('textbox', { name: 'Lien (facultatif)' })).toHaveValue('/advantages');
      },
      submit: async (page) => {
        await page.getByRole('button', { name: 'Enregistrer' }).click();
      },
    },
    works: async (page) => {
      await expect(machine(page, 'backOfficeBanners').locator('li.desk-card').first()).toContainText(TYPED.bannerTitle);
    },
    keepsInput: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Titre' })).toHaveValue(TYPED.bannerTitle);
    },
  },
  'back office banners: edit': {
    rule: { method: 'PUT', path: '/v1/back-office/banners/*' },
    login: 'admin',
    path: '/back-office/banners/draft',
    before: async (page) => {
      await expect(machine(page, 'backOfficeBanners').locator('li.desk-card').first()).toContainText('Brouillon');
    },
    act: async (page) => {
      await machine(page, 'backOfficeBanners')
        .locator('li.desk-card')
        .first()
        .getByRole('button', { name: /^Modifier « / })
        .click();
      await page.getByRole('textbox', { name: 'Titre' }).fill(TYPED.bannerTitle);
      await page.getByRole('button', { name: 'Enregistrer' }).click();
    },
    draft: {
      restored: async (page) => {
        await expect(page.getByText(DRAFT_RESTORED)).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'Titre' })).toHaveValue(TYPED.bannerTitle);
      },
      submit: async (page) => {
        await page.getByRole('button', { name: 'Enregistrer' }).click();
      },
    },
    works: async (page) => {
      await expect(machine(page, 'backOfficeBanners').locator('li.desk-card').first()).toContainText(TYPED.bannerTitle);
    },
    keepsInput: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Titre' })).toHaveValue(TYPED.bannerTitle);
    },
  },
  'back office banners: publish': {
    rule: { method: 'POST', path: '/v1/back-office/banners/*/enable' },
    login: 'admin',
    path: '/back-office/banners/draft',
    before: async (page) => {
      await expect(machine(page, 'backOfficeBanners').locator('li.desk-card').first()).toContainText('Brouillon');
    },
    act: async (page) => {
      const card = machine(page, 'backOfficeBanners').locator('li.desk-card').first();
      await card.getByRole('button', { name: /^Publier « / }).click();
      await card.getByRole('group').getByRole('button', { name: 'Confirmer' }).click();
    },
    works: async (page) => {
      await expect(machine(page, 'backOfficeBanners').getByRole('status').first()).toContainText('est publiée.');
    },
  },
  'back office banners: disable': {
    rule: { method: 'POST', path: '/v1/back-office/banners/*/disable' },
    login: 'admin',
    path: '/back-office/banners/enabled',
    before: async (page) => {
      await expect(machine(page, 'backOfficeBanners').locator('li.desk-card').first()).toContainText('Activée');
    },
    act: async (page) => {
      const card = machine(page, 'backOfficeBanners').locator('li.desk-card').first();
      await card.getByRole('button', { name: /^Désactiver « / }).click();
      await card.getByRole('group').getByRole('button', { name: 'Confirmer' }).click();
    },
    works: async (page) => {
      await expect(machine(page, 'backOfficeBanners').getByRole('status').first()).toContainText('est désactivée.');
    },
  },
  // ---- end of back office › banners
  // ---- block of my establishment › notifications: the `client` login's
  // establishment, which blocks news; the row turns invoices off.
  'my establishment: notification settings': {
    rule: { method: 'GET', path: '/v1/my-establishment/notification-settings' },
    login: 'client',
    path: '/my-establishment/notifications',
    works: async (page) => {
      await expect(page.getByRole('switch', { name: /Actualités/ })).not.toBeChecked();
    },
  },
  'my establishment: save notification settings': {
    rule: { method: 'PUT', path: '/v1/my-establishment/notification-settings' },
    login: 'client',
    path: '/my-establishment/notifications',
    before: async (page) => {
      await expect(machine(page, 'establishmentNotifications')).toHaveAttribute('data-state', /action\.idle/);
    },
    act: async (page) => {
      await page.getByRole('switch', { name: /Factures/ }).click();
      await expect(page.getByRole('switch', { name: /Factures/ })).not.toBeChecked();
      await page.getByRole('button', { name: 'Enregistrer' }).click();
    },
    draft: {
      restored: async (page) => {
        await expect(machine(page, 'establishmentNotifications')).toHaveAttribute('data-state', /action\.editing/);
        await expect(machine(page, 'establishmentNotifications').getByText(DRAFT_RESTORED)).toBeVisible();
        await expect(page.getByRole('switch', { name: /Factures/ })).not.toBeChecked();
      },
      submit: async (page) => {
        await page.getByRole('button', { name: 'Enregistrer' }).click();
      },
    },
    works: async (page) => {
      // Saved (also after a reload: from the server): invoices off, news still off, nothing to save.
      await expect(page.getByRole('switch', { name: /Factures/ })).not.toBeChecked();
      await expect(page.getByRole('switch', { name: /Actualités/ })).not.toBeChecked();
      await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    },
    keepsInput: async (page) => {
      await expect(page.getByRole('switch', { name: /Factures/ })).not.toBeChecked();
    },
  },
  // ---- block of the internal dashboard
  'internal home: dashboard': {
    rule: { method: 'GET', path: '/v1/agency/dashboard' },
    login: 'director',
    path: '/home',
    works: async (page) => {
      await expect(machine(page, 'internalHome').locator('[data-card] a').first()).toBeVisible();
    },
  },
  // ---- block of the back office's evaluations (docs/screens/evaluations.md) and the landing page
  // (docs/screens/evaluate.md), on the world's request still valid (alpha's third earlier one).
  'back office: evaluations': {
    rule: { method: 'GET', path: '/v1/back-office/evaluations' },
    login: 'admin',
    path: '/back-office/evaluations',
    works: async (page) => {
      await expect(machine(page, 'evaluations').locator('li.desk-card').first()).toBeVisible();
    },
  },
  'back office: send an evaluation request': {
    rule: { method: 'POST', path: '/v1/back-office/evaluations/*/send' },
    login: 'admin',
    path: '/back-office/evaluations',
    before: async (page) => {
      await expect(machine(page, 'evaluations').locator('li[data-status="toSend"]').first()).toBeVisible();
    },
    act: async (page) => {
      await machine(page, 'evaluations')
        .locator('li[data-status="toSend"]')
        .first()
        .getByRole('button', { name: /^Envoyer la demande d’évaluation de / })
        .click();
    },
    works: async (page) => {
      await expect(machine(page, 'evaluations').getByRole('status').first()).toContainText('Demande envoyée à');
    },
  },
  // ---- block of the referential's sections (docs/screens/sections.md): the administrator on the
  // tenant's first section no client is filed under.
  'referential: sections': {
    rule: { method: 'GET', path: '/v1/referential/sections' },
    login: 'admin',
    path: '/referential/sections',
    works: async (page) => {
      await expect(machine(page, 'sections').locator('li.desk-card').first()).toBeVisible();
    },
  },
  'referential: add a section': {
    rule: { method: 'POST', path: '/v1/referential/sections' },
    login: 'admin',
    path: '/referential/sections',
    before: async (page) => {
      await expect(machine(page, 'sections')).toHaveAttribute('data-state', /action\.idle/);
    },
    act: async (page) => {
      await sectionsScreen(page).getByRole('button', { name: 'Ajouter une section' }).click();
      await sectionsScreen(page).getByLabel('Nom de la section').fill(SECTION_TYPED);
      await sectionsScreen(page).getByRole('button', { name: 'Enregistrer' }).click();
    },
    draft: {
      restored: async (page) => {
        await expect(machine(page, 'sections')).toHaveAttribute('data-state', /action\.editing/);
        await expect(sectionsScreen(page).getByText(DRAFT_RESTORED)).toBeVisible();
        await expect(sectionsScreen(page).getByLabel('Nom de la section')).toHaveValue(SECTION_TYPED);
      },
      submit: async (page) => {
        await sectionsScreen(page).getByRole('button', { name: 'Enregistrer' }).click();
      },
    },
    works: async (page) => {
      await expect(machine(page, 'sections').locator('li.desk-card', { hasText: SECTION_TYPED })).toBeVisible();
    },
    keepsInput: async (page) => {
      await expect(sectionsScreen(page).getByLabel('Nom de la section')).toHaveValue(SECTION_TYPED);
    },
  },
  'referential: rename a section': {
    rule: { method: 'PUT', path: '/v1/referential/sections/*/name' },
    login: 'admin',
    path: '/referential/sections',
    before: async (page) => {
      await expect(machine(page, 'sections')).toHaveAttribute('data-state', /action\.idle/);
    },
    act: async (page) => {
      const row = machine(page, 'sections').locator('li[data-clients="0"]').first();
      await row.getByRole('button', { name: /^Renommer la section / }).click();
      await row.getByLabel('Nom de la section').fill(SECTION_TYPED);
      await row.getByRole('button', { name: 'Enregistrer' }).click();
    },
    draft: {
      restored: async (page) => {
        await expect(machine(page, 'sections')).toHaveAttribute('data-state', /action\.editing/);
        await expect(sectionsScreen(page).getByText(DRAFT_RESTORED)).toBeVisible();
        await expect(sectionsScreen(page).getByLabel('Nom de la section')).toHaveValue(SECTION_TYPED);
      },
      submit: async (page) => {
        await sectionsScreen(page).getByRole('button', { name: 'Enregistrer' }).click();
      },
    },
    works: async (page) => {
      await expect(machine(page, 'sections').locator('li.desk-card h2', { hasText: SECTION_TYPED })).toBeVisible();
    },
    keepsInput: async (page) => {
      await expect(sectionsScreen(page).getByLabel('Nom de la section')).toHaveValue(SECTION_TYPED);
    },
  },
  'referential: remove a section': {
    rule: { method: 'DELETE', path: '/v1/referential/sections/*' },
    login: 'admin',
    path: '/referential/sections',
    before: async (page) => {
      await expect(machine(page, 'sections').locator('li[data-clients="0"]').first()).toBeVisible();
    },
    act: async (page) => {
      const row = machine(page, 'sections').locator('li[data-clients="0"]').first();
      await row.getByRole('button', { name: /^Supprimer la section / }).click();
      await row.getByRole('button', { name: 'Supprimer', exact: true }).click();
    },
    works: async (page) => {
      await expect(sectionsScreen(page).getByRole('status').first()).toHaveText('Section supprimée.');
    },
  },
  // The referential's clients reattach (docs/screens/clientsReattach.md): the administrator moves
  // the first client of the list (Atelier Mécanique Sud in MRS, Ardennes Steel in LGE) to the first
  // other folder offered.
  'referential: clients': {
    rule: { method: 'GET', path: '/v1/referential/clients' },
    login: 'admin',
    path: '/referential/clients-reattach',
    works: async (page) => {
      await expect(machine(page, 'clientsReattach').locator('li.desk-card').first()).toBeVisible();
    },
  },
  'referential: reattach a client': {
    rule: { method: 'PUT', path: '/v1/referential/clients/*/agency-folder' },
    login: 'admin',
    path: '/referential/clients-reattach',
    before: async (page) => {
      await expect(machine(page, 'clientsReattach')).toHaveAttribute('data-state', /action\.idle/);
    },
    act: async (page) => {
      const row = machine(page, 'clientsReattach').locator('li[data-item]').first();
      await row.getByRole('button', { name: /^Rattacher .+ à un autre dossier$/ }).click();
      await row.getByLabel('Nouveau dossier d’agence').selectOption({ index: 1 });
      await row.getByRole('button', { name: 'Rattacher', exact: true }).click();
      await row.getByRole('button', { name: 'Confirmer' }).click();
    },
    draft: {
      restored: async (page) => {
        await expect(machine(page, 'clientsReattach')).toHaveAttribute('data-state', /action\.editing/);
        await expect(machine(page, 'clientsReattach').getByText(DRAFT_RESTORED)).toBeVisible();
        await expect(machine(page, 'clientsReattach').getByLabel('Nouveau dossier d’agence')).not.toHaveValue('');
      },
      submit: async (page) => {
        await machine(page, 'clientsReattach').getByRole('button', { name: 'Rattacher', exact: true }).click();
        await machine(page, 'clientsReattach').getByRole('button', { name: 'Confirmer' }).click();
      },
    },
    works: async (page) => {
      // The first client (by name) has left its folder, also after a reload: from the server.
      await expect(machine(page, 'clientsReattach').locator('li[data-item]').first()).toHaveAttribute('data-folder', /^f-/);
      await expect(machine(page, 'clientsReattach').locator('li[data-item]').first()).not.toHaveAttribute(
        'data-folder',
        E2E_TENANT === 'beta' ? 'f-lge' : 'f-mrs',
      );
    },
    keepsInput: async (page) => {
      await expect(machine(page, 'clientsReattach').getByLabel('Nouveau dossier d’agence')).not.toHaveValue('');
    },
  },
  'evaluation page: the request': {
    rule: { method: 'GET', path: '/v1/evaluation-forms' },
    login: 'admin',
    path: `/evaluate?token=seeded-alpha-3-${'x'.repeat(12)}`,
    endsAt: '/evaluate',
    works: async (page) => {
      await expect(machine(page, 'evaluate').getByRole('heading', { name: /^Évaluez la mission de / })).toBeVisible();
    },
    ownRetry: (page) => ({
      message: machine(page, 'evaluate').getByText('L’évaluation n’a pas pu être chargée.'),
      retry: machine(page, 'evaluate').getByRole('button', { name: 'Réessayer' }),
    }),
  },
  'evaluation page: the answer': {
    rule: { method: 'POST', path: '/v1/evaluation-forms/answer' },
    login: 'admin',
    path: `/evaluate?token=seeded-alpha-3-${'x'.repeat(12)}`,
    endsAt: '/evaluate',
    before: async (page) => {
      await expect(machine(page, 'evaluate').getByRole('heading', { name: /^Évaluez la mission de / })).toBeVisible();
    },
    act: async (page) => {
      await page.getByRole('radio', { name: '4 – Très bien' }).check();
      await page.getByLabel('Votre commentaire (facultatif)').fill('Commentaire de la matrice');
      await page.getByRole('button', { name: 'Envoyer mon évaluation' }).click();
    },
    works: async (page) => {
      await expect(machine(page, 'evaluate').getByText('Merci, votre évaluation a bien été enregistrée.')).toBeVisible();
    },
    keepsInput: async (page) => {
      await expect(page.getByLabel('Votre commentaire (facultatif)')).toHaveValue('Commentaire de la matrice');
      await expect(page.getByRole('radio', { name: '4 – Très bien' })).toBeChecked();
    },
    ownRetry: (page) => ({
      message: machine(page, 'evaluate').getByText('Votre évaluation n’a pas pu être envoyée.', { exact: false }),
      retry: page.getByRole('button', { name: 'Envoyer mon évaluation' }),
    }),
  },
  // ---- block of the back office's alerts
  'back-office alerts: list': {
    rule: { method: 'GET', path: '/v1/back-office/alerts' },
    login: 'admin',
    path: '/back-office/alerts',
    works: async (page) => {
      await expect(machine(page, 'backOfficeAlerts').locator('li').first()).toBeVisible();
    },
  },
  // The administrator on alpha: a-1 is enabled and shown, a-11 disabled (server/screens/backOfficeAlerts.ts).
  'back-office alerts: write': {
    rule: { method: 'POST', path: '/v1/back-office/alerts' },
    login: 'admin',
    path: '/back-office/alerts',
    before: async (page) => {
      await expect(machine(page, 'backOfficeAlerts')).toHaveAttribute('data-state', /action\.idle/);
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Nouvelle alerte' }).click();
      await page.getByRole('textbox', { name: 'Message' }).fill(ALERT_TYPED);
      await page.getByRole('button', { name: 'Enregistrer' }).click();
    },
    draft: {
      restored: async (page) => {
        await expect(machine(page, 'backOfficeAlerts')).toHaveAttribute('data-state', /action\.editing/);
        await expect(page.getByText(DRAFT_RESTORED)).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(ALERT_TYPED);
      },
      submit: async (page) => {
        await page.getByRole('button', { name: 'Enregistrer' }).click();
      },
    },
    works: async (page) => {
      // Saved disabled, first of the list (also after a reload: from the server).
      const card = machine(page, 'backOfficeAlerts').locator('li[data-item]').first();
      await expect(card).toContainText(ALERT_TYPED);
      await expect(card).toHaveAttribute('data-standing', 'disabled');
    },
    keepsInput: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(ALERT_TYPED);
    },
  },
  'back-office alerts: edit': {
    rule: { method: 'PUT', path: '/v1/back-office/alerts/*' },
    login: 'admin',
    path: '/back-office/alerts',
    before: async (page) => {
      await expect(machine(page, 'backOfficeAlerts').locator('li[data-item="a-1"]')).toBeVisible();
    },
    act: async (page) => {
      await machine(page, 'backOfficeAlerts').locator('li[data-item="a-1"]').getByRole('button', { name: 'Modifier' }).click();
      await page.getByRole('textbox', { name: 'Message' }).fill(ALERT_TYPED);
      await page.getByRole('button', { name: 'Enregistrer' }).click();
    },
    draft: {
      restored: async (page) => {
        await expect(machine(page, 'backOfficeAlerts')).toHaveAttribute('data-state', /action\.editing/);
        await expect(page.getByText(DRAFT_RESTORED)).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Modifier l’alerte' })).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(ALERT_TYPED);
      },
      submit: async (page) => {
        await page.getByRole('button', { name: 'Enregistrer' }).click();
      },
    },
    works: async (page) => {
      await expect(machine(page, 'backOfficeAlerts').locator('li[data-item="a-1"]')).toContainText(ALERT_TYPED);
    },
    keepsInput: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(ALERT_TYPED);
    },
  },
  'back-office alerts: enable': {
    rule: { method: 'POST', path: '/v1/back-office/alerts/*/enable' },
    login: 'admin',
    path: '/back-office/alerts',
    before: async (page) => {
      await expect(machine(page, 'backOfficeAlerts').locator('li[data-item="a-11"]')).toHaveAttribute('data-standing', 'disabled');
    },
    act: async (page) => {
      await machine(page, 'backOfficeAlerts').locator('li[data-item="a-11"]').getByRole('button', { name: 'Activer' }).click();
    },
    works: async (page) => {
      await expect(machine(page, 'backOfficeAlerts').locator('li[data-item="a-11"]')).toHaveAttribute('data-standing', 'shown');
    },
  },
  'back-office alerts: disable': {
    rule: { method: 'POST', path: '/v1/back-office/alerts/*/disable' },
    login: 'admin',
    path: '/back-office/alerts',
    before: async (page) => {
      await expect(machine(page, 'backOfficeAlerts').locator('li[data-item="a-1"]')).toHaveAttribute('data-standing', 'shown');
    },
    act: async (page) => {
      await machine(page, 'backOfficeAlerts').locator('li[data-item="a-1"]').getByRole('button', { name: 'Désactiver' }).click();
    },
    works: async (page) => {
      await expect(machine(page, 'backOfficeAlerts').locator('li[data-item="a-1"]')).toHaveAttribute('data-standing', 'disabled');
    },
  },
  // ---- end of the back office's alerts
} satisfies Record<string, Call>;
type CallName = keyof typeof CALLS;

// ---------------------------------------------------------------------------------------------
// The expected behaviours

/**
 * - reLogin: spec 8 "401 on any call": one silent re-login, back on the same page, which works.
 * - maintenance: spec 8 "503 on any call": the maintenance screen.
 * - forbidden: spec 8 "user-info 403": /forbidden.
 * - errorDialog: spec 8's shared error handler: the dialog; what was typed stays; Retry repeats the
 *   call, which now succeeds.
 * - signInError: spec 8 "other user-info errors": the error modal with the message; Retry works.
 * - ownRetry: where spec 8 is silent: the call's own clear message and Retry button; what was typed
 *   stays; Retry works.
 * - slow: a loading state shows while the answer is on its way, then the screen works.
 * - goesOn: calls nobody waits for (device check, real-time, log sending): the screen works, the
 *   call was made, no dialog, no navigation.
 */
type Expect = 'reLogin' | 'maintenance' | 'forbidden' | 'errorDialog' | 'signInError' | 'ownRetry' | 'slow' | 'goesOn';

/** The spec's global rules, then what each call does with the other answers. */
const GLOBAL = { 401: 'reLogin', 503: 'maintenance', slow: 'slow' } as const;
const row = (others: Expect, overrides: Partial<Record<Answer, Expect>> = {}): Record<Answer, Expect> => ({
  ...GLOBAL,
  403: others,
  500: others,
  html: others,
  drop: others,
  ...overrides,
});

/**
 * A screen's call (contract/screens/, docs/fault-matrix.md "Screens' calls"): its family handles
 * every failure alike, and the devices' full rows prove each answer on the families once. So a
 * screen's row is the two answers that lead apart, a 401 (re-login, a form's draft back) and a 500
 * (the shared dialog, input kept, Retry), and the 503 for a form whose draft must come back after
 * the maintenance page.
 */
const screenRow = ({ draft = false } = {}): Partial<Record<Answer, Expect>> => ({
  401: 'reLogin',
  500: 'errorDialog',
  ...(draft && { 503: 'maintenance' as const }),
});

/** The matrix. One line per call, one column per answer (a screen's call: the columns of screenRow). */
const EXPECTED: Record<CallName, Partial<Record<Answer, Expect>>> = {
  // The settings are read before any sign-in (no bearer): a 401 cannot mean "sign in again", and
  // without clientconfiguration.json there is no provider to sign in with.
  'settings: appsettings.json': row('ownRetry', { 401: 'ownRetry' }),
  'settings: clientconfiguration.json': row('ownRetry', { 401: 'ownRetry' }),
  translations: row('ownRetry', { 401: 'ownRetry' }),
  'user info': row('signInError', { 403: 'forbidden' }),
  'device check': row('goesOn'),
  'device save (first connection)': row('ownRetry'),
  'password change (forced)': row('ownRetry'),
  'profile approval read': row('errorDialog'),
  'profile update (welcome modal)': row('errorDialog'),
  'profile approve': row('errorDialog'),
  // Spec 8: real-time failures go to the console only, whatever the answer; the hub reconnects.
  'hub negotiate': row('goesOn', { 401: 'goesOn', 503: 'goesOn', slow: 'goesOn' }),
  // Log sending never moves the page (its 401/503 included): it must not loop on itself.
  'log sending': row('goesOn', { 401: 'goesOn', 503: 'goesOn', slow: 'goesOn' }),
  'blocked categories': row('errorDialog'),
  'mark processed (toast click)': row('errorDialog'),
  'important notifications': row('errorDialog'),
  'popup: new notifications': row('ownRetry'),
  'popup: mark processed': row('errorDialog'),
  'notification list': row('ownRetry'),
  'agency folders': row('ownRetry'),
  alerts: row('ownRetry'),
  'my profile': row('errorDialog'),
  'profile update (my profile)': row('errorDialog'),
  'days off: list': row('errorDialog'),
  'days off: create': row('errorDialog'),
  'devices: list': row('errorDialog'),
  'devices: rename': row('errorDialog'),
  'devices: remove': row('errorDialog'),
  'worker home: dashboard': screenRow(),
  'faq: list': screenRow(),
  // ---- the worker's papers: lists and the contract on the families' rows; the preview is outside
  // the layout (no shared dialog): its own message and Retry; marking opened is waited for by nobody.
  'contracts: list': screenRow(),
  'contract: read': screenRow(),
  'contract: open the signature': screenRow(),
  'documents: list': screenRow(),
  'document preview: description': { 401: 'reLogin', 500: 'ownRetry', html: 'ownRetry' },
  'document preview: file': { 401: 'reLogin', 500: 'ownRetry', html: 'ownRetry' },
  'document preview: mark opened': { 500: 'goesOn' },
  // ---- workerTimeSheets and workerPlanning  ----
  'worker time sheets: list': screenRow(),
  'worker time sheets: save': screenRow({ draft: true }),
  'worker time sheets: submit': screenRow(),
  // the approval's selection and the dispute's reason are drafts.
  'client time sheets: list': screenRow(),
  'client time sheets: approve': screenRow({ draft: true }),
  'client time sheets: dispute': screenRow({ draft: true }),
  'worker planning': screenRow(),
  'deposit: account': screenRow(),
  'deposit: request': screenRow({ draft: true }),
  'offers: list': screenRow(),
  'offers: favourite': screenRow(),
  'offers: unfavourite': screenRow(),
  'offers: apply': screenRow(),
  'news: list': screenRow(),
  'news: article': screenRow(),
  'privacy: notice': screenRow(),
  // The client desk.
  'invoices: list': screenRow(),
  'clients hub: invoices': screenRow(),
  'clients hub: establishments': screenRow(),
  'clients hub: invite an establishment': screenRow(),
  'clients hub: resend an establishment’s invitation': screenRow(),
  'clients hub: users': screenRow(),
  'clients hub: job place visits': screenRow(),
  'clients hub: a client': screenRow(),
  'my establishment: job place visits': screenRow(),
  // ---- block of the client's contracts and missions
  'client home: dashboard': screenRow(),
  'client contracts: list': screenRow(),
  'client missions: list': screenRow(),
  'temporary workers: users': screenRow(),
  'temporary workers: invite': screenRow(),
  'temporary workers: resend an invitation': screenRow(),
  // ---- back office › news
  'back office news: list': screenRow(),
  'back office news: publish': screenRow(),
  'back office news: disable': screenRow(),
  'back office news: write': screenRow({ draft: true }),
  'back office news: edit': screenRow({ draft: true }),
  // ---- back office › FAQs
  'back office FAQs: list': screenRow(),
  'back office FAQs: write': screenRow({ draft: true }),
  'back office FAQs: edit': screenRow({ draft: true }),
  'back office FAQs: publish': screenRow(),
  'back office FAQs: disable': screenRow(),
  // ---- back office › banners
  'back office banners: list': screenRow(),
  'back office banners: write': screenRow({ draft: true }),
  'back office banners: edit': screenRow({ draft: true }),
  'back office banners: publish': screenRow(),
  'back office banners: disable': screenRow(),
  'agency planning': screenRow(),
  'my establishment: notification settings': screenRow(),
  'my establishment: save notification settings': screenRow(),
  'internal home: dashboard': screenRow(),
  // The back office's evaluations on the families' rows; the landing page is outside the layout and
  // its calls carry no bearer (a 401 means nothing there): its own message and Retry.
  'back office: evaluations': screenRow(),
  'back office: send an evaluation request': screenRow(),
  // The referential's sections: the name's form keeps its draft through a re-login and the maintenance page.
  'referential: sections': screenRow(),
  'referential: add a section': screenRow({ draft: true }),
  'referential: rename a section': screenRow({ draft: true }),
  'referential: remove a section': screenRow(),
  'referential: clients': screenRow(),
  'referential: reattach a client': screenRow({ draft: true }),
  'evaluation page: the request': { 500: 'ownRetry', html: 'ownRetry' },
  'evaluation page: the answer': { 500: 'ownRetry', html: 'ownRetry' },
  // ---- block of the back office's alerts
  'back-office alerts: list': screenRow(),
  'back-office alerts: write': screenRow({ draft: true }),
  'back-office alerts: edit': screenRow({ draft: true }),
  'back-office alerts: enable': screenRow(),
  'back-office alerts: disable': screenRow(),
};

interface Cell {
  call: CallName;
  answer: Answer;
  expect: Expect;
}
const MATRIX: Cell[] = (Object.keys(EXPECTED) as CallName[]).flatMap((call) =>
  (Object.keys(ANSWERS) as Answer[]).flatMap((answer) => {
    const expected = EXPECTED[call][answer];
    return expected ? [{ call, answer, expect: expected }] : [];
  }),
);

// ---------------------------------------------------------------------------------------------
// Signed-in sessions, made once per login and copied into each cell's fresh page

interface SavedSession {
  cookies: Cookie[];
  local: Record<string, string>;
  session: Record<string, string>;
}
const sessions = new Map<Login, SavedSession>();

async function sessionOf(browser: Browser, login: Login): Promise<SavedSession> {
  const known = sessions.get(login);
  if (known) return known;
  const context = await browser.newContext({ baseURL: E2E_URLS.portal, locale: 'fr-FR' });
  const page = await context.newPage();
  await signInThroughPortal(page, login, '/home');
  await expect.poll(() => page.evaluate(() => Object.keys(sessionStorage).some((key) => key.startsWith('oidc.user:')))).toBe(true);
  const state = await context.storageState();
  const session = await page.evaluate(() => ({ ...sessionStorage }));
  const local = Object.fromEntries(
    (state.origins.find((o) => o.origin === E2E_URLS.portal)?.localStorage ?? []).map((e) => [e.name, e.value]),
  );
  await context.close();
  const saved = { cookies: state.cookies, local, session };
  sessions.set(login, saved);
  return saved;
}

/** The tab starts signed in: the provider's cookies, and the portal's storage written once per tab. */
async function startSignedIn(page: Page, saved: SavedSession) {
  await page.context().addCookies(saved.cookies);
  await page.addInitScript(
    ({ origin, local, session }) => {
      if (location.origin !== origin || sessionStorage.getItem('faultMatrix.seeded')) return;
      for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
      sessionStorage.setItem('faultMatrix.seeded', 'true');
    },
    { origin: E2E_URLS.portal, local: saved.local, session: saved.session },
  );
}

/**
 * Every answer but the dropped connection is given once. Chromium silently sends a GET again when a
 * reused keep-alive connection is reset, so a single drop can go unseen: the drop lasts until the
 * cell clears it, once the failure has shown.
 */
async function setFault(page: Page, call: Call, answer: Answer) {
  const response = await page.request.post(`${E2E_URLS.control}/faults`, {
    data: { ...call.rule, ...ANSWERS[answer], ...(answer !== 'drop' && { times: 1 }) },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function clearFaults(page: Page) {
  expect((await page.request.post(`${E2E_URLS.control}/faults`, { data: {} })).ok()).toBe(true);
}

function matchesRule(call: Call, method: string, url: string): boolean {
  if (method !== call.rule.method) return false;
  const path = new URL(url).pathname.replace(/^\/api(?=\/)/, '');
  const pattern = new RegExp(
    `^${call.rule.path
      .replace(/^\/api(?=\/)/, '')
      .split(/(\*\*|\*)/)
      .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
      .join('')}$`,
  );
  return pattern.test(path);
}

// ---------------------------------------------------------------------------------------------
// Checks shared by every cell

/** Never a blank page: the portal's root has visible content. */
async function notBlank(page: Page) {
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect
    .poll(() =>
      page
        .locator('#root')
        .innerText()
        .then((text) => text.trim().length),
    )
    .toBeGreaterThan(0);
}

/** No spinner left behind: nothing says it is still loading. */
async function noSpinner(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: allow(10_000) });
}

const errorDialog = (page: Page) => page.getByTestId('error-dialog');

/** Once saved, the draft is gone: the page loaded again opens on the saved data, without the notice. */
async function draftGoneAfterSave(page: Page, call: Call) {
  await page.reload();
  await call.works(page);
  await expect(page.getByText(DRAFT_RESTORED)).toHaveCount(0);
}

// ---------------------------------------------------------------------------------------------
// The cells

// The size and result are printed by tests/e2e/faultMatrixReporter.ts at the end of the run.
test.describe('fault matrix', () => {
  test.describe.configure({ timeout: allow(60_000) });

  test.beforeEach(async ({ request }) => {
    await resetStack(request);
  });

  test.afterEach(async ({ request }) => {
    await resetStack(request);
  });

  for (const cell of MATRIX) {
    test(`${cell.call} × ${cell.answer} → ${cell.expect}`, async ({ page, browser }) => {
      const call: Call = CALLS[cell.call];
      await startSignedIn(page, await sessionOf(browser, call.login));
      await call.setUp?.(page);
      // The maintenance page's 30 s before it reloads the front URL, on Playwright's clock.
      if (cell.expect === 'maintenance' && call.draft) await page.clock.install();

      const answered: string[] = [];
      const logins: string[] = [];
      // Only the calls made once the fault is set count as answered: a page may make the same call
      // earlier (the dashboard reads the popup's page before the bell is clicked).
      const faulted = new Set<PwRequest>();
      let faultSet = false;
      page.on('requestfinished', (request) => {
        if (faulted.has(request)) answered.push(request.url());
      });
      page.on('request', (request) => {
        if (faultSet && matchesRule(call, request.method(), request.url())) faulted.add(request);
        const url = new URL(request.url());
        if (url.origin === E2E_URLS.idp && url.pathname.endsWith('/auth')) logins.push(url.search);
      });

      // The page as it is before the call, then the fault, then the call.
      if (call.act) {
        await page.goto(call.path);
        await call.before?.(page);
        await setFault(page, call, cell.answer);
        faultSet = true;
        await call.act(page);
      } else {
        await setFault(page, call, cell.answer);
        faultSet = true;
        await page.goto(call.path);
      }

      const retryWorks = async (retry: Locator) => {
        await clearFaults(page);
        await retry.click();
        await call.works(page);
      };

      switch (cell.expect) {
        case 'reLogin': {
          await expect.poll(() => logins.length, { timeout: allow(15_000) }).toBeGreaterThan(0);
          await page.waitForURL((url) => url.origin === E2E_URLS.portal, { timeout: allow(20_000) });
          // Back on the portal (a sign-in modal may show on the callback page first); the call is
          // answered now, and the person ends where they were.
          if (call.draft) {
            // The form opens again on what was typed, and sending it works.
            await call.draft.restored(page);
            await call.draft.submit(page);
          } else if (call.act) {
            await call.before?.(page);
            await call.act(page);
          }
          await call.works(page);
          await expect(page).toHaveURL((url) => url.origin === E2E_URLS.portal && url.pathname === (call.endsAt ?? call.path));
          if (call.draft) await draftGoneAfterSave(page, call);
          break;
        }
        case 'maintenance':
          await expect(page.getByRole('heading', { name: 'Opération de maintenance en cours' })).toBeVisible();
          if (call.draft) {
            // The page reloads the front URL after its delay; the person opens the form's page again
            // and finds what was typed, which now saves.
            await page.clock.runFor(MAINTENANCE_RELOAD_MS);
            await page.waitForURL((url) => url.origin === E2E_URLS.portal && url.pathname !== '/maintenance');
            await page.goto(call.path);
            await call.draft.restored(page);
            await call.draft.submit(page);
            await call.works(page);
            await draftGoneAfterSave(page, call);
          }
          break;
        case 'forbidden':
          await expect(page).toHaveURL(`${E2E_URLS.portal}/forbidden`);
          await expect(page.getByTestId('forbidden-login')).toBeVisible();
          break;
        case 'errorDialog': {
          await expect(errorDialog(page)).toBeVisible();
          await expect(page.getByTestId('error-dialog-message')).not.toBeEmpty();
          await call.keepsInput?.(page);
          await retryWorks(errorDialog(page).getByRole('button', { name: 'Réessayer' }));
          await expect(errorDialog(page)).toHaveCount(0);
          break;
        }
        case 'signInError': {
          const modal = page.getByTestId('sign-in-error');
          await expect(modal).toBeVisible();
          await expect(page.getByTestId('sign-in-error-message')).not.toBeEmpty();
          await retryWorks(modal.getByRole('button', { name: 'Réessayer' }));
          break;
        }
        case 'ownRetry': {
          const own = call.ownRetry!(page);
          await expect(own.message).toBeVisible();
          await call.keepsInput?.(page);
          await expect(errorDialog(page)).toHaveCount(0);
          await retryWorks(own.retry);
          break;
        }
        case 'slow': {
          // Loading shows while the answer is on its way; then the screen works.
          await expect(page.locator('[aria-busy="true"]').first()).toBeAttached({ timeout: SLOW_ANSWER_MS });
          await expect.poll(() => answered.length, { timeout: SLOW_ANSWER_MS + 10_000 }).toBeGreaterThan(0);
          await call.works(page);
          await expect(errorDialog(page)).toHaveCount(0);
          break;
        }
        case 'goesOn': {
          await expect.poll(() => faulted.size, { timeout: allow(15_000) }).toBeGreaterThan(0);
          await clearFaults(page);
          await call.works(page);
          await expect(errorDialog(page)).toHaveCount(0);
          expect(logins).toEqual([]);
          await expect(page).toHaveURL(`${E2E_URLS.portal}${call.path}`);
          break;
        }
      }
      await notBlank(page);
      await noSpinner(page);
      if (call.neverStored) {
        // The scan reads the tab's storage (the signed-in user is there), and the password is not.
        const stored = await storageText(page);
        expect(stored).toContain('oidc.user:');
        expect(stored).not.toContain(call.neverStored);
      }
      // The faulted call was really made (a cell that never reached its call proves nothing).
      expect(faulted.size, `${cell.call} was never called once the fault was set`).toBeGreaterThan(0);
    });
  }
});
