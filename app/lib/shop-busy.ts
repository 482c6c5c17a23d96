/** The shop's busy page (root and back-office ErrorBoundary, a 503): the API is away, busy or too slow. */
export const SHOP_BUSY_TITLE = "Back in a moment";
export const SHOP_BUSY = "The shop is very busy for a moment. Please try again in a few seconds.";
