/**
 * The newsletter's unsubscribe link: `<subscriber id>.<HMAC>`, signed with NEWSLETTER_LINK_SECRET.
 * It names one subscriber without showing their address, cannot be forged, and never expires (an
 * unsubscribe link in an old email must still work); unsubscribing twice is harmless.
 */
import { createHmac } from "node:crypto";
import { safeEqual } from "@api/lib/secrets";

const signature = (secret: string, subscriberId: string) =>
  createHmac("sha256", secret).update(`newsletter-unsubscribe:${subscriberId}`).digest("base64url");

export const unsubscribeToken = (secret: string, subscriberId: string) =>
  `${subscriberId}.${signature(secret, subscriberId)}`;

/** The subscriber the token names; null when it was not made with `secret`. */
export function readUnsubscribeToken(secret: string, token: string) {
  const match = /^([A-Za-z0-9_-]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, subscriberId, signed] = match;
  return safeEqual(signed, signature(secret, subscriberId)) ? subscriberId : null;
}

/** The shop's page that unsubscribes (a form: GET shows it, POST unsubscribes). */
export const unsubscribeUrl = (env: { STOREFRONT_URL: string; NEWSLETTER_LINK_SECRET: string }, subscriberId: string) =>
  `${env.STOREFRONT_URL}/newsletter/unsubscribe/${unsubscribeToken(env.NEWSLETTER_LINK_SECRET, subscriberId)}`;

/** Every newsletter email: its unsubscribe line, and the headers mail programs show as an Unsubscribe button. */
export function newsletterMail(
  env: { STOREFRONT_URL: string; NEWSLETTER_LINK_SECRET: string },
  subscriberId: string,
  body: string,
) {
  const url = unsubscribeUrl(env, subscriberId);
  return {
    body: `${body}\n\n--\nNot for you any more? Unsubscribe: ${url}`,
    headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
