import { MY_INFORMATIONS_PATH } from '../domain/routes';
import { defineScreen } from './declaration';

export const myProfileScreen = defineScreen({
  id: 'myProfile',
  paths: ['/my-profile', MY_INFORMATIONS_PATH],
  description: 'My profile: the worker’s, the client’s or the generic profile, by user type, with its form',
  machine: 'own',
});
