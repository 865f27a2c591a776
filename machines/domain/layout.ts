// Ids the authorised layout's markup and the browser layer share.

/** The layout's main element: the skip link's target, and what the first screen's watch waits for. */
export const LAYOUT_CONTENT_ID = 'main-content';
