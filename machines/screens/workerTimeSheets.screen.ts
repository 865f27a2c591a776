import { defineScreen } from './declaration';

export const workerTimeSheetsScreen = defineScreen({
  id: 'workerTimeSheets',
  paths: ['/time-sheets'],
  description: 'Time sheets, the worker’s: each week of each mission filled in, saved as a draft, sent to the client',
  userTypes: ['worker'],
  tabs: 'workerTimeSheets',
  defaultTab: 'toFill',
  // The notification "time sheet to validate" (machines/domain/notificationTypes.ts) means the weeks to fill.
  // The client's answer (timeSheetApproved, timeSheetDisputed) opens the tab the week is now in.
  queryTabs: { status: { toValidate: 'toFill' }, answer: { approved: 'approved', disputed: 'toFill' } },
  machine: 'own',
});
