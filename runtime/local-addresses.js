// @ts-check

/** The ports a local run takes when none is given. */
export const DEFAULT_WEB_PORT = 3000;
export const DEFAULT_API_PORT = 4000;

/** An unset or empty port (as copied from .env.example) takes the default. */
const portOr = (/** @type {string | number | undefined} */ value, /** @type {number} */ fallback) =>
  value === undefined || value === "" ? fallback : Number(value);

/**
 * Where a run on this machine is reached, following the ports it was given: the shop on PORT
 * (STOREFRONT_URL's default), the API on API_PORT (API_PUBLIC_URL's, and with /v1 API_URL's).
 * A variable set explicitly wins over these everywhere; they only fill in what is unset.
 *
 * @param {{ PORT?: string | number, API_PORT?: string | number }} env
 */
export function localAddresses(env) {
  const webPort = portOr(env.PORT, DEFAULT_WEB_PORT);
  const apiPort = portOr(env.API_PORT, DEFAULT_API_PORT);
  return {
    webPort,
    apiPort,
    storefrontUrl: `http://localhost:${webPort}`,
    apiPublicUrl: `http://localhost:${apiPort}`,
    apiUrl: `http://localhost:${apiPort}/v1`,
  };
}
