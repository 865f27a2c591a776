// The app machine's profile-screens region: while the location shows My profile, the
// days-off requests or the devices, the screen's machine runs as a child (child ids `myProfile`,
// `daysOff`, `devices`, so the shared error dialog's Retry reaches it); a navigation inside the same
// screen keeps it, leaving the screen stops it.
import type { FailureRetryEvent } from '../domain/failures';
import { appSetup } from './app.setup';

type Screen = 'myProfile' | 'daysOff' | 'devices';

/** A screen's child: kept while the route stays on its screen; hears the error dialog's Retry of its calls. */
const screenState = <S extends Screen>(screen: S) => ({
  invoke: { id: screen, src: screen } as { id: S; src: S },
  on: {
    'ROUTE.UPDATED': [{ guard: { type: 'isProfileScreen' as const, params: { screen } } }, { target: 'deciding' }],
    'FAILURE.RETRY': {
      guard: {
        type: 'isRetryFor' as const,
        params: ({ event }: { event: FailureRetryEvent }) => ({ failure: event.failure, sources: [screen] }),
      },
      actions: { type: 'forwardRetry' as const, params: ({ event }: { event: FailureRetryEvent }) => ({ failure: event.failure }) },
    },
  },
});

export const profileScreensRegion = appSetup.createStateConfig({
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: { type: 'isProfileScreen', params: { screen: 'myProfile' } }, target: 'myProfile' },
        { guard: { type: 'isProfileScreen', params: { screen: 'daysOff' } }, target: 'daysOff' },
        { guard: { type: 'isProfileScreen', params: { screen: 'devices' } }, target: 'devices' },
        { target: 'otherScreen' },
      ],
    },
    otherScreen: {
      on: { 'ROUTE.UPDATED': { target: 'deciding' } },
    },
    // The user's type picks the profile it shows (worker, client or generic).
    myProfile: {
      ...screenState('myProfile'),
      invoke: { id: 'myProfile', src: 'myProfile', input: ({ context }) => ({ user: context.userInfo! }) },
    },
    daysOff: screenState('daysOff'),
    devices: screenState('devices'),
  },
});
