/**
 * Authenticator-app codes (RFC 6238: SHA-1, 6 digits, 30 s, what every app expects) through
 * @epic-web/totp, as the Epic Stack uses it. The library reads the system time, not the API's
 * injectable clock: codes are tested against real time, which is what the apps use as well.
 */
import { generateTOTP, getTOTPAuthUri, verifyTOTP } from "@epic-web/totp";
import { TOTP_DIGITS } from "../validation/staff";

const PERIOD = 30;
const ALGORITHM = "SHA-1";
const ISSUER = "Woodnest back office";

/** A new random secret, base32 as the apps take it. */
export async function newTotpSecret() {
  const { secret } = await generateTOTP({ period: PERIOD, digits: TOTP_DIGITS, algorithm: ALGORITHM });
  return secret;
}

/** The otpauth:// address an app reads from the QR code. */
export const totpUri = (secret: string, accountName: string) =>
  getTOTPAuthUri({ secret, accountName, issuer: ISSUER, period: PERIOD, digits: TOTP_DIGITS, algorithm: ALGORITHM });

/**
 * The 30-second step `code` belongs to (the one before and after are accepted too, for clocks a
 * little apart), or null when it is not a code of this secret now.
 */
export async function totpStep(secret: string, code: string): Promise<number | null> {
  const result = await verifyTOTP({
    otp: code,
    secret,
    period: PERIOD,
    digits: TOTP_DIGITS,
    algorithm: ALGORITHM,
    window: 1,
  });
  return result ? Math.floor(Date.now() / 1000 / PERIOD) + result.delta : null;
}
