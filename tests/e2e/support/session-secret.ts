/**
 * The e2e storefront signs its session cookies with this fixed secret, so a test can sign a
 * customer in by writing the cookie the app itself would write (tests/e2e/support/signed-in.ts).
 */
export const E2E_SESSION_SECRET = "e2e-only-session-secret-0123456789abcdef";
