// The app machine's profile-screens region: while the location shows My profile, the
// days-off requests or the devices, the screen's machine runs as a child (child ids `myProfile`,
// `daysOff`, `devices`, so the shared error dialog's Retry reaches it); a navigation inside the same
// screen keeps it, leaving the screen stops it.
import type { FailureRetryEvent } from '../domain/failures';
import { appSetup } from './app.setup';

type Screen = 'myProfile' | 'daysOff' | 'devices';

/** A screen's child: kept while the route stays on its screen; hears the error dialog's Retry of its calls. */
const screenState = <S extends Screen>(screen: S, options: { description?: string }) => ({
  description: options.description,
  invoke: { id: screen, src: screen } as { id: S; src: S },
  on: {
    'ROUTE.UPDATED': [
      {
        guard: { type: 'isProfileScreen' as const, params: { screen } },
        description: 'A move inside the same screen keeps it (decisions.md › Profile approval and the profile screens)',
      },
      { target: 'deciding', description: 'The user leaves the screen (decisions.md › Profile approval and the profile screens)' },
    ],
    'FAILURE.RETRY': {
      guard: {
        type: 'isRetryFor' as const,
        params: ({ event }: { event: FailureRetryEvent }) => ({ failure: event.failure, sources: [screen] }),
      },
      actions: { type: 'forwardRetry' as const, params: ({ event }: { event: FailureRetryEvent }) => ({ failure: event.failure }) },
      description: 'Retry from the error dialog reaches the screen (§8)',
    },
  },
});

export const profileScreensRegion = appSetup.createStateConfig({
  description: 'The profile screens: my profile, days off, devices (§2 Authorised layout, §2 Sub-menus per screen)',
  initial: 'deciding',
  states: {
    deciding: {
      description: 'Which profile screen, if any, the page shows (decisions.md › Profile approval and the profile screens)',
      always: [
        {
          guard: { type: 'isProfileScreen', params: { screen: 'myProfile' } },
          target: 'myProfile',
          description: 'On my profile (§2 Authorised layout)',
        },
        {
          guard: { type: 'isProfileScreen', params: { screen: 'daysOff' } },
          target: 'daysOff',
          description: 'On the days-off requests (§2 Sub-menus per screen)',
        },
        {
          guard: { type: 'isProfileScreen', params: { screen: 'devices' } },
          target: 'devices',
          description: 'On parameters › devices (§2 Sub-menus per screen)',
        },
        { target: 'otherScreen', description: 'On another page (§2 Authorised layout)' },
      ],
    },
    otherScreen: {
      description: 'No profile screen (§2 Authorised layout)',
      on: { 'ROUTE.UPDATED': { target: 'deciding', description: 'The user moves to another page (§2 Authorised layout)' } },
    },
    // The user's type picks the profile it shows (worker, client or generic).
    myProfile: {
      ...screenState('myProfile', { description: 'My profile, the one of the user’s type (§2 Authorised layout)' }),
      invoke: { id: 'myProfile', src: 'myProfile', input: ({ context }) => ({ user: context.userInfo! }) },
    },
    daysOff: screenState('daysOff', { description: 'The days-off requests (§2 Sub-menus per screen)' }),
    devices: screenState('devices', { description: 'Parameters › devices (§2 Sub-menus per screen)' }),
  },
});
