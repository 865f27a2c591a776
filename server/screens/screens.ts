// The stand-in’s routes of the declared screens, listed by `npm run screens` from server/screens/*.ts: written, not edited by hand
// (tests/unit/screens/screenIndex.test.ts fails while it is stale).
import type { Route } from '../api/router.ts';
import { contractRoutes } from './contract.ts';
import { contractsRoutes } from './contracts.ts';
import { depositRequestRoutes } from './depositRequest.ts';
import { documentPreviewRoutes } from './documentPreview.ts';
import { documentsRoutes } from './documents.ts';
import { faqRoutes } from './faq.ts';
import { myOffersRoutes } from './myOffers.ts';
import { workerPlanningRoutes } from './workerPlanning.ts';
import { workerTimeSheetsRoutes } from './workerTimeSheets.ts';

export const SCREEN_ROUTES: readonly Route[] = [
  ...contractRoutes,
  ...contractsRoutes,
  ...depositRequestRoutes,
  ...documentPreviewRoutes,
  ...documentsRoutes,
  ...faqRoutes,
  ...myOffersRoutes,
  ...workerPlanningRoutes,
  ...workerTimeSheetsRoutes,
];
