// The app machine's profile-screens region (issue 10): while the location shows My profile, the
// days-off requests or the devices, the screen's machine runs as a child (child ids `myProfile`,
// `daysOff`, `devices`, so the shared error dialog's Retry reaches it); a navigation inside the same
// screen keeps it, leaving the screen stops it.
import { appSetup } from './app.setup';

const stayOn = (screen: 'myProfile' | 'daysOff' | 'devices') => ({
  'ROUTE.UPDATED': [{ guard: { type: 'isProfileScreen' as const, params: { screen } } }, { target: 'deciding' }],
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
    myProfile: {
      invoke: { id: 'myProfile', src: 'myProfile' },
      on: stayOn('myProfile'),
    },
    daysOff: {
      invoke: { id: 'daysOff', src: 'daysOff' },
      on: stayOn('daysOff'),
    },
    devices: {
      invoke: { id: 'devices', src: 'devices' },
      on: stayOn('devices'),
    },
  },
});
