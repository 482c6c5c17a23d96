/**
 * A payment link's token: `<link id>.<HMAC>`, signed with ORDER_LINK_SECRET (as the COD
 * confirmation link is). The signature makes it unforgeable; the expiry and whether it is paid
 * live on the link's row, so a link can be read again from its row at any time.
 */
import { createHmac } from "node:crypto";
import { safeEqual } from "@api/lib/secrets";

const signature = (secret: string, linkId: string) =>
  createHmac("sha256", secret).update(`payment-link:${linkId}`).digest("base64url");

export const paymentLinkToken = (secret: string, linkId: string) => `${linkId}.${signature(secret, linkId)}`;

/** The link the token names; null when it was not made with `secret`. */
export function readPaymentLinkToken(secret: string, token: string) {
  const match = /^([a-f0-9]{24})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, linkId, signed] = match;
  return safeEqual(signed, signature(secret, linkId)) ? linkId : null;
}
