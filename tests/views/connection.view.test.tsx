// @vitest-environment happy-dom
// The real-time connection through the real wiring (createPortal → app machine → connection child →
// its SignalR adapter), with a scripted SignalR client and a fake back end: who gets a connection,
// the token it connects with, what a push does to the bell, the reconnecting hint, and the re-login
// when several calls answer 401 together.
import { afterEach, describe, expect, it } from 'vitest';
import { act, configure, screen, waitFor } from '@testing-library/react';
import {
  bootPortal,
  DEFAULT_APP_SETTINGS,
  fakeAuth,
  fakeFetch,
  scriptedSignalR,
  stopBootedPortals,
  type Answer,
} from '../support/portalHarness';
import type { UserInfo } from '../../machines/domain/types';
import { userInfo as baseUserInfo } from '../support/fixtures';

/** A temporary worker, named (the profile menu shows the name). */
const userInfo = (overrides: Partial<UserInfo> = {}): UserInfo =>
  baseUserInfo({ workerType: 'temporary', firstName: 'Camille', lastName: 'Martin', ...overrides });

// The shell renders behind a lazy route and the sign-in: give it time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const API = 'http://api.test/api';
const POPUP_COUNT_URL = `${API}/v1/notifications/popup?skip=0&take=1`;

afterEach(stopBootedPortals);

const DIRECTOR = userInfo({ userType: 'internalUser', roles: ['agencyDirector'], workerType: null });

function start(options: { user?: UserInfo; api?: Record<string, Answer> } = {}) {
  localStorage.setItem('localStorageVersion', '1.0.0');
  localStorage.setItem('deviceId', 'device-1');
  const identity = fakeAuth({ authenticated: true });
  const signalR = scriptedSignalR();
  const backend = fakeFetch({
    [`${API}/v1/users/me/info`]: () => Response.json(options.user ?? userInfo()),
    [`${API}/v1/users/me/devices/device-1`]: () => Response.json({ registered: true }),
    [POPUP_COUNT_URL]: () => Response.json({ items: [], total: 3 }),
    [`${API}/v1/agency-folders`]: () => Response.json([]),
    ...options.api,
  });
  const booted = bootPortal({ path: '/home', auth: identity.auth, fetch: backend.fetch, signalR });
  return { ...booted, identity, signalR };
}

const hint = () => document.querySelector<HTMLElement>('[data-machine="connection"]');
const badge = () => screen.queryByTestId('notification-badge')?.textContent ?? null;

describe('real-time connection in the shell', () => {
  it('a worker connects to {backApi}/signalr/notifications with the session token; a push adds one to the badge', async () => {
    const { signalR } = start();
    await waitFor(() => expect(signalR.starts()).toBe(1));
    expect(signalR.loads()).toBe(1);
    expect(signalR.builds[0].url).toBe(`${API}/signalr/notifications`);
    expect(await signalR.builds[0].options.accessTokenFactory?.()).toBe('test-token');
    // Spec section 7's header of every request; no device id is configured in these settings.
    expect(signalR.builds[0].options.headers).toEqual({ 'Access-Control-Allow-Origin': '*' });
    // No transport forced: the client falls back from WebSockets when they are blocked.
    expect(signalR.builds[0].options.transport).toBeUndefined();
    await waitFor(() => expect(hint()?.getAttribute('data-state')).toBe('connecting'));

    await act(async () => signalR.connectNext());
    await waitFor(() => expect(hint()?.getAttribute('data-state')).toBe('connected'));
    await waitFor(() => expect(badge()).toBe('3'));
    act(() =>
      signalR.push('SendNotification', { id: 'n-1', type: 'contractToSign', category: 'contracts', data: { label: 'Contrat C-1' } }),
    );
    await waitFor(() => expect(badge()).toBe('4'));
    // A malformed push is dropped before any event: the badge does not move.
    act(() => signalR.push('SendNotification', { id: 'n-2', type: 'notAType', category: 'x' }));
    act(() => signalR.push('SendNotification', { id: 'n-3', type: 'newsPublished', category: 'news' }));
    await waitFor(() => expect(badge()).toBe('5'));
  });

  it('with a device id in the settings, the connection carries Device-Unique-Id as every request does (spec section 7)', async () => {
    const { signalR } = start({
      api: { '/settings/appsettings.json': () => Response.json({ ...DEFAULT_APP_SETTINGS, deviceId: 'kiosk-7' }) },
    });
    await waitFor(() => expect(signalR.starts()).toBe(1));
    expect(signalR.builds[0].options.headers).toEqual({ 'Access-Control-Allow-Origin': '*', 'Device-Unique-Id': 'kiosk-7' });
  });

  it('an internal user loads no SignalR client and has no connection', async () => {
    const { signalR } = start({ user: DIRECTOR });
    await screen.findByTestId('notification-bell', {}, { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(signalR.loads()).toBe(0);
    expect(hint()).toBeNull();
  });

  it('a dropped connection shows the reconnecting hint until it is back', async () => {
    const { signalR } = start({ user: userInfo({ userType: 'client', roles: ['clientUser'], workerType: null }) });
    await waitFor(() => expect(signalR.starts()).toBe(1));
    await act(async () => signalR.connectNext());
    await waitFor(() => expect(hint()?.getAttribute('data-state')).toBe('connected'));
    expect(hint()?.textContent).toBe('');

    act(() => signalR.drop());
    await waitFor(() => expect(hint()?.getAttribute('data-state')).toMatch(/^reconnecting\.(waiting|attempting)$/));
    expect(hint()?.textContent).toContain('Reconnexion aux notifications en cours…');
    // The first attempt waits 0 s, and asks for the token again.
    await waitFor(() => expect(signalR.starts()).toBe(1));
    await act(async () => signalR.connectNext());
    await waitFor(() => expect(hint()?.getAttribute('data-state')).toBe('connected'));
    expect(hint()?.textContent).toBe('');
  });
});

describe('network going and coming back', () => {
  it('offline closes the connection without spending retries or showing the hint; online opens it again', async () => {
    const { signalR } = start();
    await waitFor(() => expect(signalR.starts()).toBe(1));
    await act(async () => signalR.connectNext());
    await waitFor(() => expect(hint()?.getAttribute('data-state')).toBe('connected'));

    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    await waitFor(() => expect(hint()?.getAttribute('data-state')).toBe('disconnected'));
    expect(hint()?.textContent).toBe('');
    expect(signalR.starts()).toBe(0);

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(hint()?.getAttribute('data-state')).toBe('connecting'));
    await waitFor(() => expect(signalR.starts()).toBe(1));
  });
});

describe('401 under parallel calls', () => {
  it('one 401 starts one silent re-login back to the page', async () => {
    // The banner asks for the important notifications as the shell opens: that call answers 401.
    const { identity } = start({ api: { [`${API}/v1/notifications/important`]: () => new Response('', { status: 401 }) } });
    await waitFor(() => expect(identity.logins).toEqual([{ returnUrl: '/home', prompt: undefined }]), { timeout: 5000 });
  });

  it('three calls answering 401 together start one silent re-login, not a password prompt', async () => {
    const unauthorized = () => new Response('', { status: 401 });
    // The last one answers once the re-login is already under way (a slow call).
    const lateUnauthorized = async () => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      return unauthorized();
    };
    // The toaster, the banner and the bell ask at once as the shell opens.
    const { identity, router } = start({
      api: {
        [`${API}/v1/notifications/important`]: unauthorized,
        [`${API}/v1/notifications/settings`]: unauthorized,
        [`${API}/v1/notifications/popup?skip=0&take=1`]: lateUnauthorized,
      },
    });
    await waitFor(() => expect(identity.logins).toHaveLength(1), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(identity.logins).toEqual([{ returnUrl: '/home', prompt: undefined }]);
    expect(router.state.location.pathname).toBe('/autologin');
    expect(sessionStorage.getItem('reLoginAt')).not.toBeNull();
  });
});
