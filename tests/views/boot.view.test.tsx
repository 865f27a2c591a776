// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { bootPortal, fakeAuth, fakeFetch, DEFAULT_APP_SETTINGS } from '../support/portalHarness';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  localStorage.clear();
  sessionStorage.clear();
});

function boot(options: Parameters<typeof bootPortal>[0]) {
  const booted = bootPortal({ ...options, path: options?.path ?? '/maintenance' });
  stop = booted.portal.stop;
  return booted;
}

describe('boot', () => {
  it('shows a splash, then the branded portal with the tenant name as page title', async () => {
    // The shared texts are held back, so the splash is what React shows first (index.html shows the
    // same screen before any JavaScript runs).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { fetch } = fakeFetch();
    boot({
      fetch: async (input, init) => {
        if (String(input).endsWith('/i18n/core/fr.json')) await held;
        return fetch(input, init);
      },
    });
    expect((await screen.findByRole('status')).textContent).toBe('Chargement du portail…');
    release();
    expect(await screen.findByRole('heading', { name: 'Opération de maintenance en cours' })).toBeTruthy();
    expect(document.title).toBe('Alpha Intérim');
  });

  it('names the file when a settings file is not JSON', async () => {
    const { fetch } = fakeFetch({
      '/settings/appsettings.json': new Response('<html>502 Bad Gateway</html>', { headers: { 'content-type': 'text/html' } }),
    });
    const { view } = boot({ fetch });
    await screen.findByRole('alert');
    expect(screen.getByRole('heading').textContent).toBe('Le portail ne peut pas démarrer');
    expect(screen.getByTestId('boot-file').textContent).toBe('settings/appsettings.json');
    expect(screen.getByTestId('boot-problem').textContent).toBe("Le fichier n'est pas du JSON valide.");
    expect(view.container.querySelector('[data-machine="app"]')?.getAttribute('data-state')).toBe('bootFailed');
  });

  it('names the file and the field when a field is missing', async () => {
    const { fetch } = fakeFetch({
      '/settings/clientconfiguration.json': () => Response.json({ stsServer: 'http://idp' }),
    });
    boot({ fetch });
    await screen.findByRole('alert');
    expect(screen.getByTestId('boot-file').textContent).toBe('settings/clientconfiguration.json');
    expect(screen.getByTestId('boot-field').textContent).toBe('redirect_url');
  });

  it('names the field of an ill-typed setting, and boots after a retry once it is fixed', async () => {
    let broken = true;
    const { fetch } = fakeFetch({
      '/settings/appsettings.json': () => Response.json(broken ? { ...DEFAULT_APP_SETTINGS, backApiUrl: 42 } : DEFAULT_APP_SETTINGS),
    });
    boot({ fetch });
    await screen.findByRole('alert');
    expect(screen.getByTestId('boot-field').textContent).toBe('backApiUrl');
    broken = false;
    screen.getByRole('button', { name: 'Réessayer' }).click();
    expect(await screen.findByRole('heading', { name: 'Opération de maintenance en cours' })).toBeTruthy();
  });

  it('loads both settings files in parallel, without a bearer token', async () => {
    const { fetch, calls } = fakeFetch();
    boot({ fetch });
    await screen.findByRole('heading', { name: 'Opération de maintenance en cours' });
    const settingsCalls = calls.filter((c) => c.url.includes('/settings/'));
    expect(settingsCalls.map((c) => new URL(c.url).pathname)).toEqual(['/settings/appsettings.json', '/settings/clientconfiguration.json']);
    expect(calls.indexOf(settingsCalls[1])).toBe(1); // the second starts before anything else
    for (const call of settingsCalls) expect(new Headers(call.init?.headers).get('Authorization')).toBeNull();
  });

  it('clears local storage when its version differs, and keeps it when it matches', async () => {
    localStorage.setItem('localStorageVersion', '0.9.0');
    localStorage.setItem('agencyFolders', '["x"]');
    boot({});
    await screen.findByRole('heading', { name: 'Opération de maintenance en cours' });
    expect(localStorage.getItem('agencyFolders')).toBeNull();
    expect(localStorage.getItem('localStorageVersion')).toBe('1.0.0');
    stop?.();
    localStorage.setItem('agencyFolders', '["y"]');
    boot({});
    await screen.findAllByRole('heading', { name: 'Opération de maintenance en cours' });
    expect(localStorage.getItem('agencyFolders')).toBe('["y"]');
  });

  it('boots in the stored language', async () => {
    localStorage.setItem('localStorageVersion', '1.0.0');
    localStorage.setItem('lang', 'en');
    boot({});
    expect(await screen.findByRole('heading', { name: 'Maintenance in progress' })).toBeTruthy();
    expect(document.title).toBe('Alpha Staffing');
    expect(document.documentElement.lang).toBe('en');
  });

  it('shows the loading bar while requests are in flight', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { fetch } = fakeFetch({
      '/settings/appsettings.json': async () => {
        await gate;
        return Response.json(DEFAULT_APP_SETTINGS);
      },
    });
    boot({ fetch });
    await waitFor(() => expect(screen.getByTestId('loading-bar').getAttribute('data-active')).toBe('true'));
    release();
    await screen.findByRole('heading', { name: 'Opération de maintenance en cours' });
    expect(screen.getByTestId('loading-bar').getAttribute('data-active')).toBe('false');
  });
});

// On a screen behind the sign-in, user info does not wait for the tenant's texts; the boot
// screen stays until the texts are there, and a texts failure is still the boot failure screen.
describe('boot of a signed-in screen: the texts beside the session', () => {
  const API = 'http://api.test/api';
  const worker = {
    userType: 'worker',
    roles: ['worker'],
    disabledFeatures: [],
    workerType: 'temporary',
    hasValidCdii: false,
    isFirstConnection: false,
    hasToChangePassword: false,
    requireProfileApproval: false,
    function: null,
    landlinePhone: null,
    mobilePhone: null,
    firstName: 'Camille',
    lastName: 'Martin',
  };
  function signedInBoot(tenantTexts: () => Promise<Response>) {
    localStorage.setItem('localStorageVersion', '1.0.0');
    localStorage.setItem('deviceId', 'device-1');
    const backend = fakeFetch({
      [`${API}/v1/users/me/info`]: () => Response.json(worker),
      [`${API}/v1/users/me/devices/device-1`]: () => Response.json({ registered: true }),
      '/i18n/tenants/alpha.fr.json': tenantTexts,
    });
    const identity = fakeAuth({ authenticated: true });
    const booted = bootPortal({ path: '/home', auth: identity.auth, fetch: backend.fetch });
    stop = booted.portal.stop;
    return { ...booted, calls: backend.calls };
  }
  const tenantFile = () =>
    new Response(readFileSync(join(process.cwd(), 'public/i18n/tenants/alpha.fr.json'), 'utf8'), {
      headers: { 'content-type': 'application/json' },
    });

  it('asks for user info while the texts are on their way, and shows the dashboard only once both are there', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls } = signedInBoot(async () => {
      await held;
      return tenantFile();
    });
    // User info went out (and came back) while the tenant's file is held …
    await waitFor(() => expect(calls.some((call) => call.url === `${API}/v1/users/me/info`)).toBe(true));
    await waitFor(() => expect(calls.some((call) => call.url === `${API}/v1/users/me/devices/device-1`)).toBe(true));
    // … and the boot screen stays: no dashboard, no modal, without the texts.
    expect(screen.getByRole('status').textContent).toBe('Chargement du portail…');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    release();
    expect(await screen.findByRole('banner', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('Chargement du portail…')).toBeNull();
    expect(document.title).toBe('Alpha Intérim');
  });

  it.each([
    [401, 'the failure screen naming the file'],
    [503, 'the maintenance screen'],
  ] as const)(
    'a shared texts file answering %i while the user signs in: %s, on the same URL (no re-login, no move)',
    async (status, _shown) => {
      localStorage.setItem('localStorageVersion', '1.0.0');
      localStorage.setItem('deviceId', 'device-1');
      const backend = fakeFetch({
        [`${API}/v1/users/me/info`]: () => Response.json(worker),
        [`${API}/v1/users/me/devices/device-1`]: () => Response.json({ registered: true }),
        '/i18n/core/fr.json': () => new Response('{"Message":"no"}', { status }),
      });
      const identity = fakeAuth({ authenticated: true });
      const booted = bootPortal({ path: '/home', auth: identity.auth, fetch: backend.fetch });
      stop = booted.portal.stop;
      if (status === 401) {
        await screen.findByRole('alert', {}, { timeout: 5000 });
        expect(screen.getByTestId('boot-file').textContent).toBe('i18n/core/fr.json');
      } else {
        expect(await screen.findByRole('heading', { name: 'Opération de maintenance en cours' }, { timeout: 5000 })).toBeTruthy();
      }
      expect(booted.router.state.location.pathname).toBe('/home');
      expect(identity.logins).toEqual([]);
    },
  );

  it('a shared texts file failing while the user signs in: the failure screen names it; Retry boots again', async () => {
    let failing = true;
    localStorage.setItem('localStorageVersion', '1.0.0');
    localStorage.setItem('deviceId', 'device-1');
    const backend = fakeFetch({
      [`${API}/v1/users/me/info`]: () => Response.json(worker),
      [`${API}/v1/users/me/devices/device-1`]: () => Response.json({ registered: true }),
      '/i18n/core/fr.json': () =>
        failing
          ? new Response('not found', { status: 404 })
          : new Response(readFileSync(join(process.cwd(), 'public/i18n/core/fr.json'), 'utf8'), {
              headers: { 'content-type': 'application/json' },
            }),
    });
    const booted = bootPortal({ path: '/home', auth: fakeAuth({ authenticated: true }).auth, fetch: backend.fetch });
    stop = booted.portal.stop;
    await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(screen.getByTestId('boot-file').textContent).toBe('i18n/core/fr.json');
    // The session had started beside the texts: user info was asked for.
    expect(backend.calls.some((call) => call.url === `${API}/v1/users/me/info`)).toBe(true);
    failing = false;
    screen.getByRole('button', { name: 'Réessayer' }).click();
    expect(await screen.findByRole('banner', {}, { timeout: 5000 })).toBeTruthy();
  });
});
