// @vitest-environment happy-dom
// Sign-in and session as a person sees them, through the real wiring (createPortal) with a fake
// identity layer and a fake back end.
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { bootPortal, fakeAuth, fakeFetch, type Answer } from '../support/portalHarness';
import { userInfo } from '../support/fixtures';

const API = 'http://api.test/api';
let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  localStorage.clear();
  sessionStorage.clear();
});

function start(options: {
  path: string;
  state?: unknown;
  authenticated?: boolean;
  callback?: NonNullable<Parameters<typeof fakeAuth>[0]>['callback'];
  api?: Record<string, Answer>;
}) {
  const identity = fakeAuth({ authenticated: options.authenticated, callback: options.callback });
  const backend = fakeFetch({
    [`${API}/v1/users/me/info`]: () => Response.json(userInfo()),
    [`${API}/v1/users/me/devices/${encodeURIComponent(localStorage.getItem('deviceId') ?? '')}`]: () => Response.json({ registered: true }),
    ...options.api,
  });
  const booted = bootPortal({ path: options.path, state: options.state, auth: identity.auth, fetch: backend.fetch });
  stop = booted.portal.stop;
  return { ...booted, identity, backend };
}

const deviceAnswer =
  (registered: boolean): Answer =>
  () =>
    Response.json({ registered });
// The sign-in's own calls: the shell's (bell, agency folders) are asserted by the shell's tests.
const apiPaths = (calls: { url: string }[]) =>
  calls.filter((c) => c.url.startsWith(`${API}/v1/users/`)).map((c) => new URL(c.url).pathname);

describe('sign-in', () => {
  it('a signed-out deep link starts the login and saves the requested URL', async () => {
    const { identity } = start({ path: '/contracts/in-progress' });
    await waitFor(() => expect(identity.logins).toEqual([{ returnUrl: '/contracts/in-progress', prompt: undefined }]));
  });

  it('the callback restores the requested URL and shows the layout', async () => {
    localStorage.setItem('localStorageVersion', '1.0.0');
    localStorage.setItem('deviceId', 'device-1');
    const { router, backend } = start({
      path: '/success-login',
      callback: { returnUrl: '/contracts/in-progress' },
      api: { [`${API}/v1/users/me/devices/device-1`]: deviceAnswer(true) },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts/in-progress'));
    expect(await screen.findByRole('heading', { name: 'Contrats' })).toBeTruthy();
    const nav = [...document.querySelectorAll('.main-nav [data-nav]')].map((a) => a.getAttribute('data-nav'));
    expect(nav).toEqual([
      'dashboard',
      'contracts',
      'documents',
      'temporaryWorkers',
      'myOffers',
      'advantages',
      'workerTimeSheets',
      'faq',
      'privacy',
      'news',
    ]);
    expect(apiPaths(backend.calls)).toEqual(['/api/v1/users/me/info', '/api/v1/users/me/devices/device-1']);
  });

  it.each(['//evil.example', 'https://evil.example/x', 'javascript:alert(1)', '/\\evil.example'])(
    'a hostile return URL %j ends on the post-login route',
    async (hostile) => {
      const { router } = start({ path: '/success-login', callback: { returnUrl: hostile } });
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
      expect(await screen.findByRole('heading', { name: 'Tableau de bord intérimaire' })).toBeTruthy();
    },
  );

  it('shows the loading modal with authLoginMessage while user info loads', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    start({
      path: '/home',
      authenticated: true,
      api: {
        [`${API}/v1/users/me/info`]: async () => {
          await gate;
          return Response.json(userInfo());
        },
      },
    });
    expect((await screen.findByTestId('sign-in-loading')).textContent).toContain('Connexion à votre espace en cours…');
    release();
    await waitFor(() => expect(screen.queryByTestId('sign-in-loading')).toBeNull());
  });

  it('an internal user goes straight in: no device check', async () => {
    const { backend, router } = start({
      path: '/home',
      authenticated: true,
      api: { [`${API}/v1/users/me/info`]: () => Response.json(userInfo({ userType: 'internalUser', roles: ['administrator'] })) },
    });
    expect(await screen.findByRole('heading', { name: 'Tableau de bord agence' })).toBeTruthy();
    expect(apiPaths(backend.calls)).toEqual(['/api/v1/users/me/info']);
    expect(router.state.location.pathname).toBe('/home');
  });

  it('a 403 on user info goes to the forbidden screen', async () => {
    const { router } = start({
      path: '/home',
      authenticated: true,
      api: { [`${API}/v1/users/me/info`]: () => new Response('', { status: 403 }) },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/forbidden'));
    expect(await screen.findByTestId('forbidden-login')).toBeTruthy();
  });

  it('a 503 on user info is silent and shows maintenance', async () => {
    const { router } = start({
      path: '/home',
      authenticated: true,
      api: { [`${API}/v1/users/me/info`]: () => new Response('', { status: 503 }) },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/maintenance'));
    expect(await screen.findByRole('heading', { name: 'Opération de maintenance en cours' })).toBeTruthy();
    expect(screen.queryByTestId('sign-in-error')).toBeNull();
  });

  it("another error shows the server's Message as text, and Retry fetches again", async () => {
    let fail = true;
    start({
      path: '/home',
      authenticated: true,
      api: {
        [`${API}/v1/users/me/info`]: () =>
          fail ? Response.json({ Message: '<b>Compte suspendu</b>' }, { status: 500 }) : Response.json(userInfo()),
      },
    });
    const message = await screen.findByTestId('sign-in-error-message');
    expect(message.textContent).toBe('<b>Compte suspendu</b>');
    expect(message.querySelector('b')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Tableau de bord intérimaire' })).toBeTruthy();
  });

  it('a user info with an unknown user type is the user-info error modal, not a half session; Retry recovers', async () => {
    let malformed = true;
    start({
      path: '/home',
      authenticated: true,
      api: {
        [`${API}/v1/users/me/info`]: () =>
          Response.json(malformed ? { userType: 'superAdmin', roles: ['worker'] } : { userType: 'worker', roles: ['worker'] }),
      },
    });
    const message = await screen.findByTestId('sign-in-error-message');
    expect(message.textContent).toContain('userType');
    expect(document.querySelector('[data-machine="shell"], .main-nav')).toBeNull();
    malformed = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    // The answer without the optional fields signs in with the spec's defaults.
    expect(await screen.findByRole('heading', { name: 'Tableau de bord intérimaire' })).toBeTruthy();
    expect(document.querySelector('.main-nav')).not.toBeNull();
  });

  it('an id token issued too far from the device clock fails the authentication check', async () => {
    const { identity } = start({ path: '/success-login', callback: { idTokenIssuedAt: Date.now() / 1000 - 3600 } });
    expect(await screen.findByTestId('sign-in-failed-connection')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Se reconnecter' }));
    await waitFor(() => expect(identity.logins).toEqual([{ returnUrl: null, prompt: 'login' }]));
  });

  it('a client on first connection is asked to save the device first', async () => {
    start({
      path: '/home',
      authenticated: true,
      api: {
        [`${API}/v1/users/me/info`]: () => Response.json(userInfo({ userType: 'client', roles: ['clientUser'], isFirstConnection: true })),
      },
    });
    expect(await screen.findByRole('dialog', { name: /appareil/i })).toBeTruthy();
  });

  it('Not now is kept for the tab: the next start in the same session does not ask; a new session does', async () => {
    const firstConnection = {
      [`${API}/v1/users/me/info`]: () => Response.json(userInfo({ userType: 'client', roles: ['clientUser'], isFirstConnection: true })),
    };
    start({ path: '/home', authenticated: true, api: firstConnection });
    await screen.findByRole('dialog', { name: /appareil/i });
    fireEvent.click(screen.getAllByRole('button', { name: 'Plus tard' }).at(-1)!);
    expect(await screen.findByRole('heading', { name: 'Tableau de bord client' })).toBeTruthy();
    stop?.();
    document.body.innerHTML = '';

    // Same tab (session storage kept): a reload is not asked again.
    start({ path: '/home', authenticated: true, api: firstConnection });
    expect(await screen.findByRole('heading', { name: 'Tableau de bord client' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: /appareil/i })).toBeNull();
    stop?.();
    document.body.innerHTML = '';

    // A new session (session storage empty): asked again.
    sessionStorage.clear();
    start({ path: '/home', authenticated: true, api: firstConnection });
    expect(await screen.findByRole('dialog', { name: /appareil/i })).toBeTruthy();
  });

  it('an unregistered device opens the same modal', async () => {
    localStorage.setItem('localStorageVersion', '1.0.0');
    localStorage.setItem('deviceId', 'device-2');
    start({ path: '/home', authenticated: true, api: { [`${API}/v1/users/me/devices/device-2`]: deviceAnswer(false) } });
    expect(await screen.findByRole('dialog', { name: /appareil/i })).toBeTruthy();
  });

  it('a user who must change the password gets the modal, which cannot be dismissed', async () => {
    localStorage.setItem('localStorageVersion', '1.0.0');
    localStorage.setItem('deviceId', 'device-3');
    start({
      path: '/home',
      authenticated: true,
      api: {
        [`${API}/v1/users/me/info`]: () => Response.json(userInfo({ hasToChangePassword: true })),
        [`${API}/v1/users/me/devices/device-3`]: deviceAnswer(true),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: /mot de passe/i });
    expect(dialog.closest('[data-machine]')?.getAttribute('data-machine')).toBe('passwordChange');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('routes of the session', () => {
  it('/autologin forces a fresh login prompt', async () => {
    const { identity } = start({ path: '/autologin' });
    await waitFor(() => expect(identity.logins).toEqual([{ returnUrl: null, prompt: 'login' }]));
  });

  it('/autologin with forceLogin true does not force the prompt', async () => {
    const { identity } = start({ path: '/autologin', state: { forceLogin: true } });
    await waitFor(() => expect(identity.logins).toEqual([{ returnUrl: null, prompt: undefined }]));
  });

  it('an unknown path behaves like autologin', async () => {
    const { identity } = start({ path: '/no-such-page' });
    await waitFor(() => expect(identity.logins).toEqual([{ returnUrl: null, prompt: 'login' }]));
  });

  it('an unknown path for a signed-in user takes the forceLogin path: no prompt', async () => {
    const { identity } = start({ path: '/no-such-page', authenticated: true });
    await waitFor(() => expect(identity.logins).toEqual([{ returnUrl: null, prompt: undefined }]));
  });

  it('"Use another account" on the forbidden screen ends the provider session before any login', async () => {
    const { identity } = start({
      path: '/home',
      authenticated: true,
      api: { [`${API}/v1/users/me/info`]: () => new Response('', { status: 403 }) },
    });
    const switchAccount = await screen.findByRole('button', { name: 'Utiliser un autre compte' });
    expect(screen.getByTestId('forbidden-login')).toBeTruthy();
    expect(identity.logouts()).toBe(0);
    fireEvent.click(switchAccount);
    await waitFor(() => expect(identity.logouts()).toBe(1));
    expect(identity.logins).toEqual([]);
    expect(switchAccount.getAttribute('aria-disabled')).toBe('true');
  });

  it('after an inactivity logout, /autologin shows a one-line notice first', async () => {
    localStorage.setItem('localStorageVersion', '1.0.0');
    localStorage.setItem('autoLogout', 'true');
    const { identity } = start({ path: '/autologin' });
    expect((await screen.findByTestId('inactivity-notice')).textContent).toBe('Vous avez été déconnecté après une heure d’inactivité.');
    expect(localStorage.getItem('autoLogout')).toBeNull();
    expect(identity.logins).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(identity.logins).toEqual([{ returnUrl: null, prompt: 'login' }]));
  });

  it('a guest-only page sends a signed-in user to the landing route', async () => {
    const { router } = start({ path: '/account', authenticated: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('a guest-only page is shown to a signed-out user', async () => {
    start({ path: '/account' });
    expect(await screen.findByRole('heading', { name: 'Créer mon compte' })).toBeTruthy();
  });

  it('a refused route redirects to the landing route', async () => {
    const { router } = start({ path: '/invoices', authenticated: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('the profile menu logs out', async () => {
    const { identity } = start({ path: '/home', authenticated: true });
    fireEvent.click(await screen.findByRole('button', { name: /Mon compte/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Se déconnecter' }));
    await waitFor(() => expect(identity.logouts()).toBe(1));
  });

  it('a 401 mid-session signs in again and comes back to the same URL', async () => {
    const { identity, portal, router } = start({
      path: '/contracts/in-progress',
      authenticated: true,
      api: { [`${API}/v1/users/get-profile-approval`]: () => new Response('', { status: 401 }) },
    });
    await screen.findByRole('heading', { name: 'Contrats' });
    await expect(portal.api.getProfileApproval()).rejects.toMatchObject({ status: 401 });
    await waitFor(() => expect(identity.logins).toEqual([{ returnUrl: '/contracts/in-progress', prompt: undefined }]));
    expect(router.state.location.pathname).toBe('/autologin');
  });

  it('a failed provider logout ends on the sign-in entry, not on an empty page', async () => {
    const identity = fakeAuth({ authenticated: true, logoutFails: true });
    const booted = bootPortal({
      path: '/home',
      auth: identity.auth,
      fetch: fakeFetch({ [`${API}/v1/users/me/info`]: () => Response.json(userInfo()) }).fetch,
    });
    stop = booted.portal.stop;
    fireEvent.click(await screen.findByRole('button', { name: /Mon compte/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Se déconnecter' }));
    await waitFor(() => expect(booted.router.state.location.pathname).toBe('/autologin'));
    await waitFor(() => expect(identity.logins).toEqual([{ returnUrl: null, prompt: 'login' }]));
  });

  it('a second 401 right after a silent re-login asks for the password instead of looping', async () => {
    sessionStorage.setItem('reLoginAt', String(Date.now() - 5_000));
    const { identity } = start({
      path: '/contracts/in-progress',
      authenticated: true,
      api: { [`${API}/v1/users/me/info`]: () => new Response('', { status: 401 }) },
    });
    await waitFor(() => expect(identity.logins).toEqual([{ returnUrl: '/contracts/in-progress', prompt: 'login' }]));
  });
});

describe('interruptions and background calls', () => {
  it('a 401 while the password modal is open starts the re-login and closes the modal', async () => {
    localStorage.setItem('localStorageVersion', '1.0.0');
    localStorage.setItem('deviceId', 'device-4');
    const { identity } = start({
      path: '/home',
      authenticated: true,
      api: {
        [`${API}/v1/users/me/info`]: () => Response.json(userInfo({ hasToChangePassword: true })),
        [`${API}/v1/users/me/devices/device-4`]: deviceAnswer(true),
        [`${API}/v1/users/me/password`]: () => new Response('', { status: 401 }),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: /mot de passe/i });
    const fields = dialog.querySelectorAll('input');
    fireEvent.change(fields[0], { target: { value: 'Nouveau2026' } });
    fireEvent.change(fields[1], { target: { value: 'Nouveau2026' } });
    fireEvent.submit(dialog.querySelector('form')!);
    await waitFor(() => expect(identity.logins).toEqual([{ returnUrl: '/home', prompt: undefined }]));
    expect(screen.queryByRole('dialog', { name: /mot de passe/i })).toBeNull();
  });

  it('a log refused with 401 on a public page leaves the visitor where they are', async () => {
    const { identity, portal, router } = start({ path: '/evaluate', api: { [`${API}/v1/logs`]: () => new Response('', { status: 401 }) } });
    await screen.findByRole('heading', { name: 'Évaluation d’une mission' });
    await expect(portal.api.sendLog({ message: 'standalone', level: 'info' })).rejects.toMatchObject({ status: 401 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/evaluate');
    expect(identity.logins).toEqual([]);
  });

  it('a signed-out visit to /applicant signs in towards /home', async () => {
    const { identity } = start({ path: '/applicant' });
    await waitFor(() => expect(identity.logins).toEqual([{ returnUrl: '/home', prompt: undefined }]));
  });
});
