// @ts-check
import { randomBytes } from "node:crypto";
import helmet from "helmet";
import { localAddresses } from "../runtime/local-addresses.js";

/** Razorpay's hosts: checkout.js, the hosted checkout and the frames and calls checkout.js makes. */
export const RAZORPAY = {
  script: "https://checkout.razorpay.com",
  hostedCheckout: "https://api.razorpay.com",
  frames: ["https://api.razorpay.com", "https://checkout.razorpay.com"],
  connect: ["https://api.razorpay.com", "https://lumberjack.razorpay.com"],
};

/** The contact page's map is Google's embed. */
const MAP_FRAME = "https://www.google.com";

/**
 * Features the shop never uses, turned off for the page and every frame in it. Payment stays
 * on for Razorpay's frame when Razorpay takes the payments.
 */
const UNUSED_FEATURES = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

/**
 * A fresh nonce per request, for every script the page writes inline or loads itself.
 *
 * @type {import("express").RequestHandler}
 */
export const cspNonce = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

/**
 * @typedef {object} PaymentGateway
 * @property {boolean} razorpay Razorpay keys are set: its hosts are allowed as well.
 * @property {string} formOrigin Where the checkout's "Continue to payment" form posts.
 */

/**
 * The storefront's Content-Security-Policy. Scripts run only with this response's nonce, or
 * when a script that had it added them ('strict-dynamic'); 'self' is for browsers too old for
 * nonces. Styles come from the shop's own CSS file; `style` attributes stay allowed because the
 * server-rendered pages size and colour a few things with them (swatches, rating stars, the
 * price slider), while <style> elements do not run.
 *
 * @param {PaymentGateway} gateway
 * @returns {Record<string, Array<string | ((req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => string)>>}
 */
function storefrontCspDirectives(gateway) {
  const nonce = (/** @type {unknown} */ _req, /** @type {any} */ res) => `'nonce-${res.locals.cspNonce}'`;
  const razorpay = gateway.razorpay;
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", nonce, "'strict-dynamic'", ...(razorpay ? [RAZORPAY.script] : [])],
    "style-src": ["'self'"],
    "style-src-elem": ["'self'"],
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(razorpay ? RAZORPAY.connect : [])],
    "frame-src": [MAP_FRAME, ...(razorpay ? RAZORPAY.frames : [])],
    "form-action": ["'self'", gateway.formOrigin],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
}

/**
 * The security headers of every storefront response: pages, assets and refusals alike.
 *
 * @param {{ production: boolean, gateway: PaymentGateway }} options
 * @returns {import("express").RequestHandler[]}
 */
export function securityHeaders({ production, gateway }) {
  const disabled = gateway.razorpay ? UNUSED_FEATURES : [...UNUSED_FEATURES, "payment"];
  const permissionsPolicy = disabled.map((feature) => `${feature}=()`).join(", ");
  return [
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: storefrontCspDirectives(gateway) },
      // Razorpay's checkout opens some payment methods in a window that reports back to this page.
      crossOriginOpenerPolicy: { policy: gateway.razorpay ? "same-origin-allow-popups" : "same-origin" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      // Over plain http a browser ignores it; a production shop is on https.
      strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      xFrameOptions: { action: "deny" },
    }),
    (_req, res, next) => {
      res.setHeader("Permissions-Policy", permissionsPolicy);
      next();
    },
  ];
}

/**
 * Where the checkout form posts: Razorpay's hosted checkout when its keys are set, otherwise
 * the sandbox gateway on the API's public address.
 *
 * @param {Record<string, string | undefined>} env
 * @returns {PaymentGateway}
 */
export function paymentGateway(env) {
  if (env.RAZORPAY_KEY_ID) return { razorpay: true, formOrigin: RAZORPAY.hostedCheckout };
  const apiPublicUrl = env.API_PUBLIC_URL || env.API_URL || localAddresses(env).apiPublicUrl;
  return { razorpay: false, formOrigin: new URL(apiPublicUrl).origin };
}
