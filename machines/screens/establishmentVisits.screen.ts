import { defineScreen } from './declaration';

export const establishmentVisitsScreen = defineScreen({
  id: 'establishmentVisits',
  paths: ['/my-establishment/job-place-visits'],
  description: 'My establishment › job place visits: the safety visits of the workplace, planned and past; ask for one, cancel one',
  feature: 'jobPlaceVisit',
  machine: 'own',
});
