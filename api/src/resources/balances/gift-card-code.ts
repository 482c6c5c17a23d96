/**
 * A gift card's code and PIN. The code is 16 characters of an alphabet nobody misreads when
 * copying by hand (no 0/O, 1/I/L), about 79 bits, shown as XXXX-XXXX-XXXX-XXXX; the PIN is 6
 * digits. Both are kept only as HMACs under the API's secret (AUTH_SECRET, the OTPs' pepper), so a
 * copy of the database alone spends nothing, and the PIN's hash names its card, so one PIN's hash
 * says nothing of another card's.
 */
import { randomInt } from "node:crypto";
import { hashOtp, newOtp } from "@api/lib/secrets";
import { normalisedGiftCardCode } from "@api/validation/gift-card-balance";

const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const CODE_LENGTH = 16;
const PIN_LENGTH = 6;

/** A new code, grouped for people: "K7M2-QX9P-4DHT-8RWA". */
export function newGiftCardCode() {
  const chars = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)]).join("");
  return chars.match(/.{4}/g)?.join("-") ?? chars;
}

export const newGiftCardPin = () => newOtp(PIN_LENGTH);

/** What the code is looked up by: the same code, however typed, gives the same hash. */
export const giftCardCodeHash = (pepper: string, code: string) =>
  hashOtp(pepper, "gift-card", normalisedGiftCardCode(code));

export const giftCardPinHash = (pepper: string, cardId: string, pin: string) =>
  hashOtp(pepper, `gift-card-pin:${cardId}`, pin.trim());

/** The last 4 characters staff recognise a card by. */
export const giftCardLast4 = (code: string) => normalisedGiftCardCode(code).slice(-4);
