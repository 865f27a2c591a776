import { defineScreen } from './declaration';

export const clientJobPlaceVisitsScreen = defineScreen({
  id: 'clientJobPlaceVisits',
  paths: ['/clients/job-place-visits'],
  description: 'Clients hub › safety visits of the clients’ workplaces',
  feature: 'jobPlaceVisit',
  machine: { family: 'list', load: 'getClientJobPlaceVisits', pageSize: 20, followsAgencyFolders: true },
});
