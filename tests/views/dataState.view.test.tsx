// @vitest-environment happy-dom
// `data-state` is what QA and the browser tests read of every view that projects a machine: one
// format everywhere (machines/domain/statePaths.ts), the machine's active state paths separated by a
// space. The portal is rendered in each of its main states through the real wiring, and every
// `data-state` on the page must be in that format and name the machine's real state.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { AnyActorRef } from 'xstate';
import { dataState } from '../../machines/domain/statePaths';
import { bootPortal, fakeAuth, fakeFetch, stopBootedPortals, type Answer } from '../support/portalHarness';
import { userInfo } from '../support/fixtures';

const API = 'http://api.test/api';
/** One or more dotted paths of state names, separated by single spaces. */
const DATA_STATE_FORMAT = /^[A-Za-z]\w*(\.[A-Za-z]\w*)*( [A-Za-z]\w*(\.[A-Za-z]\w*)*)*$/;
const never: Answer = () => new Promise<Response>(() => {});

afterEach(stopBootedPortals);

/** Every `data-state` on the page is in the one format, and the page holds no `[object …]`. */
function expectOneFormat() {
  const states = [...document.querySelectorAll('[data-state]')].map((element) => ({
    machine: element.getAttribute('data-machine'),
    state: element.getAttribute('data-state')!,
  }));
  expect(states.length).toBeGreaterThan(0);
  for (const { machine, state } of states) expect(state, `data-state of ${machine}`).toMatch(DATA_STATE_FORMAT);
  expect(document.body.innerHTML).not.toContain('[object');
  return states;
}

function start(options: { path: string; authenticated?: boolean; api?: Record<string, Answer> }) {
  localStorage.setItem('deviceId', 'device-1');
  const backend = fakeFetch({
    [`${API}/v1/users/me/info`]: () => Response.json(userInfo()),
    [`${API}/v1/users/me/devices/device-1`]: () => Response.json({ registered: true }),
    ...options.api,
  });
  return bootPortal({ path: options.path, auth: fakeAuth({ authenticated: options.authenticated }).auth, fetch: backend.fetch });
}

const appState = (booted: ReturnType<typeof start>) => dataState(booted.portal.actor.getSnapshot().value);

describe('data-state, in each main state of the portal', () => {
  it('boot: the splash names the boot step', async () => {
    const booted = start({ path: '/home', api: { '/settings/appsettings.json': never } });
    await waitFor(() => expect(document.querySelector('[data-machine="app"]')).not.toBeNull());
    const states = expectOneFormat();
    expect(states).toContainEqual({ machine: 'app', state: 'booting.loadingSettings' });
    expect(appState(booted)).toBe('booting.loadingSettings');
  });

  it('boot failed: the failure screen', async () => {
    start({ path: '/home', api: { '/settings/appsettings.json': () => new Response('<html>', { status: 200 }) } });
    await screen.findByRole('alert');
    expect(expectOneFormat()).toContainEqual({ machine: 'app', state: 'bootFailed' });
  });

  it('signing in: the loading modal while user info and the device check run side by side (a parallel state)', async () => {
    const booted = start({ path: '/home', authenticated: true, api: { [`${API}/v1/users/me/info`]: never } });
    await screen.findByTestId('sign-in-loading');
    const signIn = (booted.portal.actor.getSnapshot().children as Record<string, AnyActorRef>).signIn;
    const signInState = dataState(signIn.getSnapshot().value);
    // Two regions, two paths (String() of this value prints "[object Object]").
    expect(signInState).toBe('fetchingUserInfo.userInfo.fetching fetchingUserInfo.earlyDevice.skipped');
    expect(expectOneFormat()).toContainEqual({ machine: 'signIn', state: signInState });
  });

  it('signed in: the layout and every shell actor', async () => {
    const booted = start({ path: '/home', authenticated: true });
    await screen.findByRole('navigation', { name: /principale|main/i });
    await waitFor(() => expect(document.querySelector('[data-machine="toaster"]')?.getAttribute('data-state')).toMatch(/^ready\./));
    const states = expectOneFormat();
    const app = states.find((entry) => entry.machine === 'app')!.state;
    expect(app).toBe(appState(booted));
    expect(app.split(' ')).toContain('ready.session.authorised.signedIn.route.entered');
    expect(states.map((entry) => entry.machine)).toEqual(expect.arrayContaining(['app', 'toaster', 'popup', 'banner', 'bell']));
  });

  it('a public page and the forbidden page', async () => {
    const booted = start({ path: '/forbidden' });
    await screen.findByRole('heading', { level: 1 });
    expect(expectOneFormat()).toContainEqual({ machine: 'app', state: appState(booted) });
  });
});
