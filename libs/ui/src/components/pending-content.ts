/** On every Spinner: the content it stands for is still on its way. */
export const LOADING_ATTRIBUTE = 'data-loading';

/**
 * Attributes that say a region is still loading: `aria-busy="true"` (a region about to change) or a
 * spinner. The shell shows a prerendered page until the live app has none of them left.
 */
export const PENDING_CONTENT_ATTRIBUTES = ['aria-busy', LOADING_ATTRIBUTE];
export const PENDING_CONTENT_SELECTOR = `[aria-busy="true"], [${LOADING_ATTRIBUTE}]`;
