// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bootPortal, fakeFetch, DEFAULT_APP_SETTINGS } from '../support/portalHarness';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

const FORBIDDEN_KEYS = ['catchphrase', 'error', 'contact', 'login'] as const;
/** The forbidden screen's texts in a language's shared translation file, each one required. */
function forbiddenTexts(language: string): Record<(typeof FORBIDDEN_KEYS)[number], string> {
  const file = JSON.parse(readFileSync(join(process.cwd(), 'public/i18n/core', `${language}.json`), 'utf8')) as {
    forbidden?: Record<string, unknown>;
  };
  const texts = Object.fromEntries(FORBIDDEN_KEYS.map((key) => [key, file.forbidden?.[key]]));
  for (const key of FORBIDDEN_KEYS) expect(texts[key], `forbidden.${key} in ${language}.json`).toEqual(expect.stringMatching(/\S/));
  return texts as Record<(typeof FORBIDDEN_KEYS)[number], string>;
}

describe('global HTTP errors and the maintenance screen', () => {
  it('a 503 on any call takes the user to the maintenance screen', async () => {
    const { fetch } = fakeFetch({ 'http://api.test/api/v1/users/me/info': new Response('', { status: 503 }) });
    const { portal, router } = bootPortal({ path: '/forbidden', fetch });
    stop = portal.stop;
    await screen.findByTestId('forbidden-login');
    await expect(portal.api.getUserInfo()).rejects.toMatchObject({ status: 503 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/maintenance'));
    expect(await screen.findByRole('heading', { name: 'Opération de maintenance en cours' })).toBeTruthy();
    expect(screen.getByText('Votre espace Alpha Intérim est en cours de maintenance')).toBeTruthy();
    expect(screen.getByText('Merci de votre compréhension')).toBeTruthy();
  });

  // Spec section 2 "maintenance": a full-screen background (one of the 26 pictures), the tenant
  // logo, the heading and two lines, and the footer.
  it("the maintenance screen shows the tenant's logo on a full-screen background picture, and the footer", async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { portal } = bootPortal({ path: '/maintenance' });
    stop = portal.stop;
    await screen.findByRole('heading', { level: 1, name: 'Opération de maintenance en cours' });
    const page = document.querySelector<HTMLElement>('[data-page="maintenance"]')!;
    expect(page.classList.contains('full-screen')).toBe(true);
    expect(page.style.backgroundImage).toBe('url("/backgrounds/bg-14.svg")');
    const logo = within(page).getByRole('img', { name: 'Logo Alpha Intérim' });
    expect(logo.getAttribute('src')).toBe('/tenants/alpha/logo.svg');
    const footer = within(page).getByRole('contentinfo');
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Alpha Intérim`)).toBeTruthy();
    expect(within(footer).getByText('Portail des agences et de leurs intérimaires')).toBeTruthy();
  });

  it('the maintenance screen reloads the front URL after 30 seconds, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { portal } = bootPortal({ path: '/maintenance' });
    stop = portal.stop;
    // Boot needs only real I/O (fetch), no timer: let it run on macrotasks without moving the clock.
    for (let i = 0; i < 200 && !portal.actor.getSnapshot().matches('ready'); i++) await new Promise((r) => setImmediate(r));
    expect(portal.actor.getSnapshot().matches({ ready: { maintenance: 'waitingToReload' } })).toBe(true);
    vi.advanceTimersByTime(29_999);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith(DEFAULT_APP_SETTINGS.frontUrl);
  });

  it('a 503 on a settings file at boot shows the maintenance screen, and reloads after 30 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    const { fetch } = fakeFetch({ '/settings/appsettings.json': () => new Response('down', { status: 503 }) });
    const { portal } = bootPortal({ path: '/home', fetch });
    stop = portal.stop;
    // The machine reaches the state, then React renders it once the views' chunk is there.
    for (let i = 0; i < 200 && !(portal.actor.getSnapshot().matches('bootMaintenance') && screen.queryByRole('heading')); i++)
      await new Promise((r) => setImmediate(r));
    expect(screen.getByRole('heading').textContent).toBe('Opération de maintenance en cours');
    expect(screen.getByText('Votre espace est en cours de maintenance')).toBeTruthy();
    expect(screen.queryByText('Le portail ne peut pas démarrer')).toBeNull();
    vi.advanceTimersByTime(30_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  // Spec section 2 "forbidden": a catchphrase, an error message, a contact message, a button to
  // /autologin with forceLogin true, and one of the 26 pictures drawn at random. The texts are the
  // translation files' (forbidden.*), in each language.
  it.each([
    { language: 'fr', draw: 0, picture: 'bg-01.svg' },
    { language: 'en', draw: 0.999, picture: 'bg-26.svg' },
  ])(
    'the forbidden screen in $language: its texts, a fresh login with forceLogin, and the picture drawn ($picture)',
    async ({ language, draw, picture }) => {
      const texts = forbiddenTexts(language);
      localStorage.setItem('localStorageVersion', DEFAULT_APP_SETTINGS.localStorageVersion);
      localStorage.setItem('lang', language);
      vi.spyOn(Math, 'random').mockReturnValue(draw);
      const { portal, router } = bootPortal({ path: '/forbidden' });
      stop = portal.stop;
      const button = await screen.findByRole('link', { name: texts.login });
      const page = button.closest<HTMLElement>('[data-page="forbidden"]')!;
      expect(within(page).getByText(texts.catchphrase)).toBeTruthy();
      expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe(texts.error);
      expect(within(page).getByText(texts.contact)).toBeTruthy();
      expect(button.getAttribute('href')).toBe('/autologin');
      expect(page.style.backgroundImage).toBe(`url("/backgrounds/${picture}")`);
      fireEvent.click(button);
      await waitFor(() => expect(router.state.location.pathname).toBe('/autologin'));
      expect(router.state.location.state).toEqual({ forceLogin: true });
    },
  );

  it('shows "No Internet Connection" while offline', async () => {
    localStorage.setItem('localStorageVersion', '1.0.0');
    localStorage.setItem('lang', 'en');
    const { portal } = bootPortal({ path: '/forbidden' });
    stop = portal.stop;
    await screen.findByTestId('forbidden-login');
    window.dispatchEvent(new Event('offline'));
    expect((await screen.findByTestId('offline-notice')).textContent).toBe('No Internet Connection');
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByTestId('offline-notice')).toBeNull());
    localStorage.clear();
  });
});
