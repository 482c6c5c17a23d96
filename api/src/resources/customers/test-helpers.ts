import type { TestApi } from "@api/test/harness";

let counter = 0;

/** A mobile number no other test in the process uses. */
export const uniqueMobile = () =>
  `9${String(process.pid % 1000).padStart(3, "0")}${String(++counter).padStart(6, "0")}`;

export const uniqueEmail = (name = "shopper") => `${name}.${process.pid}.${++counter}@example.in`;

/** The code in the newest message sent to `to`, read the way a shopper reads the SMS. */
export async function latestCode(api: TestApi, to: string) {
  const [message] = await api.outbox(to);
  const match = message && /^(\d{4}) is your Woodnest verification code/.exec(message.body);
  if (!match) throw new Error(`no OTP message for ${to}`);
  return match[1];
}

/** A code of the same length that is certainly not `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, "0");

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
