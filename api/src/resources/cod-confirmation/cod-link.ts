/**
 * The cash-on-delivery confirmation link's token: `<order number>.<expiry, unix seconds>.<HMAC>`,
 * signed with ORDER_LINK_SECRET. The signature makes it unforgeable and names one order; the expiry
 * is inside what is signed; single use comes from the order itself (once confirmed, it is no
 * longer waiting). Nothing is stored: the link can be made again, identically, from the order.
 */
import { createHmac } from "node:crypto";
import { safeEqual } from "@api/lib/secrets";

/** How long the link in a COD order's placed message works. */
const COD_LINK_TTL_DAYS = 7;

const signature = (secret: string, orderNumber: string, expires: number) =>
  createHmac("sha256", secret).update(`cod-confirm:${orderNumber}:${expires}`).digest("base64url");

/** The token for an order placed at `placedAt`: the same every time it is made. */
export function codConfirmationToken(secret: string, orderNumber: string, placedAt: Date) {
  const expires = Math.floor(placedAt.getTime() / 1000) + COD_LINK_TTL_DAYS * 86_400;
  return `${orderNumber}.${expires}.${signature(secret, orderNumber, expires)}`;
}

/** The order the token names and whether it has expired; null when it was not made with `secret`. */
export function readCodConfirmationToken(secret: string, token: string, now: Date) {
  const match = /^([A-Z0-9]{1,40})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, orderNumber, expiresText, signed] = match;
  const expires = Number(expiresText);
  if (!safeEqual(signed, signature(secret, orderNumber, expires))) return null;
  return { orderNumber, expired: now.getTime() >= expires * 1000 };
}
