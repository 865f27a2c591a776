import { defineScreen } from './declaration';

export const devicesScreen = defineScreen({
  id: 'devices',
  paths: ['/parameters/devices'],
  description: 'Parameters › devices: the saved devices, renamed or removed',
  machine: 'own',
});
