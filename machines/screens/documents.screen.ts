import { defineScreen } from './declaration';

export const documentsScreen = defineScreen({
  id: 'documents',
  paths: ['/documents'],
  description: 'The worker’s documents by category, newest first, new ones marked; each previewed and downloaded',
  tabs: 'documents',
  // A new document pushed (documentAvailable) joins the list at once.
  machine: { family: 'list', load: 'getDocuments', pageSize: 20, refreshOn: ['documents'] },
});
