/**
 * How long a check waits for a back-office change to reach the shop. The storefront keeps public
 * answers up to 5 s (2 s fresh + 3 s stale; app/lib/api-cache.server.ts, whose bounds its unit tests
 * check), but a page load on a loaded two-core CI machine can take seconds itself: with a 5 s window
 * a check got two tries and failed. The promise being tested is "the change shows", not a speed.
 */
export const UNTIL_THE_SHOP_CATCHES_UP = { timeout: 20_000, intervals: [250, 500, 1_000] };
