import { MY_INFORMATIONS_PATH } from '../domain/routes';
import { defineScreen } from './declaration';

export const myProfileScreen = defineScreen({
  id: 'myProfile',
  paths: ['/my-profile', MY_INFORMATIONS_PATH],
  description: 'My profile: the worker’s, the client’s or the generic profile, by user type, with its form',
  contract: 'docs/screens/myProfile.md',
  machine: { own: () => import('../myProfile/myProfile.machine').then((module) => module.myProfileMachine) },
});
