/**
 * The way back from the payment gateway. The gateway sends the shopper's browser to two
 * addresses of ours: the callback (a cross-site POST, without the session cookie) and the
 * cancel address (a plain GET). Both end on /payment/outcome/{_id}, which has the session and
 * settles the order with the API as its owner.
 *
 * The outcome page changes things (it clears the cart, and for an unverified payment it asks
 * the API to fail the order), yet the gateway's protocol makes it a GET that any site could
 * link to. So the addresses the gateway gets carry a check: an HMAC of the order and the
 * shopper's API token under the session secrets. Only the browser that started the payment
 * can produce it; a link from elsewhere changes nothing.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "./env.server";
import { siteOrigin } from "./seo.server";

const sign = (secret: string, token: string, orderId: string) =>
  createHmac("sha256", secret).update(`payment-return:${orderId}:${token}`).digest("base64url");

export function paymentCheck(token: string, orderId: string, secrets: string[] = env.SESSION_SECRETS) {
  return sign(secrets[0], token, orderId);
}

/** Any of the rotation list's secrets may have signed it: a rotation mid-payment still works. */
export function isPaymentCheck(
  check: string | null,
  token: string,
  orderId: string,
  secrets: string[] = env.SESSION_SECRETS,
) {
  if (!check) return false;
  const given = Buffer.from(check);
  return secrets.some((secret) => {
    const expected = Buffer.from(sign(secret, token, orderId));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

export const CHECK_PARAM = "check";

/** The same-site page the callback hands over to, with the check passed along. */
export function outcomePath(orderId: string, check: string | null) {
  const query = check ? `?${new URLSearchParams({ [CHECK_PARAM]: check })}` : "";
  return `/payment/outcome/${encodeURIComponent(orderId)}${query}`;
}

/** What the API is told to send the gateway's shopper back to, for this order and this shopper. */
export function paymentReturnUrls(request: Request, token: string, orderId: string) {
  const origin = siteOrigin(request);
  const check = paymentCheck(token, orderId);
  const query = `?${new URLSearchParams({ [CHECK_PARAM]: check })}`;
  return {
    callbackUrl: new URL(`/payment/callback/${encodeURIComponent(orderId)}${query}`, origin).toString(),
    // Leaving the gateway is an unverified payment like any other: the outcome page settles it.
    cancelUrl: new URL(outcomePath(orderId, check), origin).toString(),
  };
}
