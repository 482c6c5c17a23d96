import type { Context } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { AppContext } from "../context";
import type { ApiEnv } from "../env";

const YEAR_SECONDS = 31_536_000;

const hsts = (env: ApiEnv) => (env.NODE_ENV === "production" ? `max-age=${YEAR_SECONDS}; includeSubDomains` : false);

/**
 * The API's headers: its answers are JSON for the storefront's server, never a page to render,
 * frame or embed. A header a handler set itself (the sandbox's pages) is kept.
 */
export const apiSecureHeaders = (env: ApiEnv) =>
  secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    crossOriginResourcePolicy: "same-site",
    crossOriginOpenerPolicy: "same-origin",
    referrerPolicy: "no-referrer",
    strictTransportSecurity: hsts(env),
    xFrameOptions: "DENY",
    overwrite: false,
  });

const storefrontOrigin = (c: Context) => new URL((c as AppContext).get("deps").env.STOREFRONT_URL).origin;

/**
 * The sandbox gateway's pages: no script at all, their one stylesheet by its hash, and forms
 * that post to the sandbox itself and are redirected to the shop's payment callback. HSTS
 * comes from the API's set in production.
 */
export const sandboxPageHeaders = (styleHash: string) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      styleSrc: [`'${styleHash}'`],
      formAction: ["'self'", storefrontOrigin],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
    },
    crossOriginResourcePolicy: "same-origin",
    crossOriginOpenerPolicy: "same-origin",
    referrerPolicy: "no-referrer",
    strictTransportSecurity: false,
    xFrameOptions: "DENY",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  });
