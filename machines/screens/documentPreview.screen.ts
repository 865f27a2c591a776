import { defineScreen } from './declaration';

export const documentPreviewScreen = defineScreen({
  id: 'documentPreview',
  // Outside the layout (spec section 2, "Routes outside the layout"): any signed-in user; the server
  // says whose document it is.
  paths: ['/document-preview'],
  description: 'A document’s PDF shown in the browser’s viewer, downloaded, with the way back',
  machine: 'own',
});
