import { defineScreen } from './declaration';

export const clientTimeSheetsScreen = defineScreen({
  id: 'clientTimeSheets',
  paths: ['/time-sheets'],
  description:
    'Time sheets, the client’s: the weeks of my workers sent for approval, approved one or several at once, or disputed with a reason',
  userTypes: ['client'],
  tabs: 'clientTimeSheets',
  defaultTab: 'toApprove',
  // The notification "time sheet to validate" (machines/domain/notificationTypes.ts) means the weeks to approve.
  queryTabs: { status: { toValidate: 'toApprove' } },
  machine: 'own',
});
