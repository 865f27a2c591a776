import { defineScreen } from './declaration';

export const devicesScreen = defineScreen({
  id: 'devices',
  paths: ['/parameters/devices'],
  description: 'Parameters › devices: the saved devices, renamed or removed',
  contract: 'docs/screens/devices.md',
  machine: { own: () => import('../devices/devices.machine').then((module) => module.devicesMachine) },
});
