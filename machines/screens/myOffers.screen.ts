import { defineScreen } from './declaration';

export const myOffersScreen = defineScreen({
  id: 'myOffers',
  paths: ['/my-offers'],
  description: 'Job offers near the worker’s missions: favourites, an application and its status',
  tabs: 'myOffers',
  defaultTab: 'all',
  machine: 'own',
});
