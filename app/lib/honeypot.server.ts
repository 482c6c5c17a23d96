import { data } from "@remix-run/node";
import { Honeypot, type HoneypotInputProps, SpamError } from "remix-utils/honeypot/server";
import { env } from "./env.server";

/**
 * The hidden field every public form carries (remix-utils' honeypot, as the Epic Stack
 * uses it). The seed comes from the session secret so that any instance of the storefront
 * can read a form another instance rendered.
 */
/** 2024-01-01T00:00:00Z: no form of the shop was rendered before. */
const EARLIEST_VALID_FROM = Date.UTC(2024, 0, 1);

/**
 * The library takes any positive number as a form's valid-from time, and a forged value now and
 * then decrypts to a few digits (a test saw it once in some thousand tries): a real one is a
 * millisecond time from after the shop went live.
 */
class ShopHoneypot extends Honeypot {
  /** The current second's props: every page carries them, and encrypting costs a page 2% of its render. */
  private current: { second: number; props: HoneypotInputProps } | null = null;

  override getInputProps(options: { validFromTimestamp?: number } = {}): HoneypotInputProps {
    if (options.validFromTimestamp !== undefined) return super.getInputProps(options);
    // A form valid from up to a second before it was rendered is as good: the check only refuses times to come.
    const second = Math.floor(Date.now() / 1000);
    if (this.current?.second !== second)
      this.current = { second, props: super.getInputProps({ validFromTimestamp: second * 1000 }) };
    return this.current.props;
  }

  protected override isValidTimeStamp(timestamp: number) {
    return super.isValidTimeStamp(timestamp) && timestamp >= EARLIEST_VALID_FROM;
  }
}

export const honeypot = new ShopHoneypot({ encryptionSeed: env.SESSION_SECRETS[0] });

const { nameFieldName } = honeypot.getInputProps();

/**
 * Refuses a submission that filled the trap, or that left it out altogether (the library
 * on its own lets a form without the field through). Call it first in a public form's
 * action: nothing is sent to the API when it throws.
 *
 * Any error from the check counts as spam, not only SpamError: decrypting a forged
 * timestamp can fail inside crypto-js with "Malformed UTF-8 data", depending on the random
 * salt it picks, and a forged form is the sender's fault, not a server error.
 */
export function checkHoneypot(formData: FormData) {
  try {
    if (!formData.has(nameFieldName)) throw new SpamError("Missing honeypot input");
    honeypot.check(formData);
  } catch {
    throw data({ message: "Your form could not be sent. Please reload the page and try again." }, { status: 400 });
  }
}
