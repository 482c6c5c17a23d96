import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import { HoneypotInputs } from "~/components/forms/honeypot-inputs";
import * as css from "@styles/auth/auth.css";
import { SubmitButton } from "~/components/forms/submit-button";

const plural = (n: number) => `${n} second${n === 1 ? "" : "s"}`;

/**
 * The resend link of spec 4, available once 30 seconds have passed since the last code.
 * The server knows when that is: without JavaScript the page states the time and shows the
 * button on a reload after it; with JavaScript a live countdown ('Resent OTP in N', the
 * spec's words) ticks to 0 and the button appears. Parents key it by the resend time so a
 * new code starts a new countdown.
 */
export function ResendControl({
  secondsLeft,
  resendAtText,
  error,
  pending,
}: {
  /** Seconds until a resend is allowed, as the server counted when it rendered. */
  secondsLeft: number;
  /** That moment as a clock time in India, for the page without JavaScript. */
  resendAtText: string;
  error?: string;
  pending: boolean;
}) {
  const [counting, setCounting] = useState(false);
  const [left, setLeft] = useState(secondsLeft);

  useEffect(() => {
    setCounting(true);
    if (secondsLeft <= 0) return;
    // Counted against this browser's clock from now, so a clock that differs from the server's does not matter.
    const deadline = Date.now() + secondsLeft * 1000;
    const timer = setInterval(() => {
      const next = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [secondsLeft]);

  const allowed = (counting ? left : secondsLeft) <= 0;

  return (
    <div className={css.resend}>
      {allowed ? (
        <Form method="post" replace>
          <HoneypotInputs />
          <input type="hidden" name="intent" value="resend" />
          <p className={css.resendText}>Did not get the code?</p>
          <SubmitButton className={css.linkButton} pending={pending}>
            Resend OTP
          </SubmitButton>
        </Form>
      ) : counting ? (
        <p className={css.resendText}>Resent OTP in {left}</p>
      ) : (
        <p className={css.resendText}>
          You can request a new code at {resendAtText} (in {plural(secondsLeft)}). Reload this page then to see the
          Resend OTP button.
        </p>
      )}
      {error ? (
        <p className={css.formError} role="alert">
          {error}
        </p>
      ) : null}
      {/* Only the end of the countdown is announced: a number read out every second would drown the page. */}
      <p className="visually-hidden" aria-live="polite">
        {counting && allowed && secondsLeft > 0 ? "You can request a new code now." : ""}
      </p>
    </div>
  );
}
