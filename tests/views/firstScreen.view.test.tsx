// @vitest-environment happy-dom
// What the first screen does not use loads after it (docs/performance.md, section 5): the SignalR
// client waits until the signed-in layout is in the page, not only until the machine says signed
// in (the layout renders as a deferred render, some frames later, and its alert text is often the
// page's largest paint). The real wiring (createPortal) with a scripted SignalR client and a fake
// back end; the React tree is rendered only when the test says.
import { afterEach, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { fakeAuth, fakeFetch, scriptedSignalR, startPortal, stopBootedPortals } from '../support/portalHarness';

const API = 'http://api.test/api';

afterEach(stopBootedPortals);

it('the SignalR client loads once the signed-in layout is in the page, not before', async () => {
  localStorage.setItem('localStorageVersion', '1.0.0');
  localStorage.setItem('deviceId', 'device-1');
  const signalR = scriptedSignalR();
  const backend = fakeFetch({
    [`${API}/v1/users/me/info`]: () =>
      Response.json({
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
      }),
    [`${API}/v1/users/me/devices/device-1`]: () => Response.json({ registered: true }),
  });
  const { portal, renderTree } = startPortal({
    path: '/home',
    fetch: backend.fetch,
    auth: fakeAuth({ authenticated: true }).auth,
    signalR,
  });

  // Signed in on /home with its calls answered, but nothing rendered yet: no SignalR client.
  const signedInOnRoute = () =>
    portal.actor.getSnapshot().matches({ ready: { session: { authorised: { signedIn: { route: 'entered' } } } } });
  await waitFor(() => expect(signedInOnRoute()).toBe(true), { timeout: 5000 });
  await waitFor(() => expect(portal.actor.getSnapshot().context.inFlight).toBe(0));
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(signalR.loads()).toBe(0);

  // The layout renders: then, once it has been painted, the client loads.
  renderTree();
  await waitFor(() => expect(document.getElementById('main-content')).not.toBeNull(), { timeout: 5000 });
  await waitFor(() => expect(signalR.loads()).toBe(1), { timeout: 2000 });
});
