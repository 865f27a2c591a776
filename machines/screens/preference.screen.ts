import { defineScreen } from './declaration';

export const preferenceScreen = defineScreen({
  id: 'preference',
  paths: ['/parameters/preference'],
  description: 'Parameters › preference: the interface language',
  machine: null,
});
