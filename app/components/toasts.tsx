import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Toast } from "~/lib/toast";
import * as css from "@styles/layout/toasts.css";
import { CloseIcon } from "./layout/icons";

const AUTO_CLOSE_MS = 5_000;

const dismissContent = (
  <>
    <CloseIcon className={css.dismissIcon} />
    <span className="visually-hidden">Dismiss message</span>
  </>
);

/**
 * Flash messages in a live region (spec 8): top right on wide screens, at the bottom of a phone,
 * where they cover no heading. With JavaScript they leave after five seconds, except while the
 * pointer or the keyboard is on them (reading time, WCAG 2.2.1). Each can be dismissed: without
 * JavaScript a toast is an open <dialog> whose Dismiss button submits a `method="dialog"` form,
 * which closes it natively, with no request and nothing else on the page disturbed.
 */
export function Toasts({ toasts }: { toasts: Toast[] }) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(toasts);
  const [paused, setPaused] = useState(false);

  useEffect(() => setVisible(toasts), [toasts]);

  useEffect(() => {
    if (visible.length === 0 || paused) return;
    const timer = setTimeout(() => setVisible([]), AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [visible, paused]);

  return (
    <div
      className={css.region}
      role="status"
      aria-live="polite"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
    >
      {/* Unnamed dialogs: the live region speaks the message, and a name would repeat it. */}
      {visible.map((toast, index) => {
        return (
          <dialog key={`${index}-${toast.message}`} open className={css.toast[toast.type]}>
            <p className={css.message}>{toast.message}</p>
            {hydrated ? (
              <button
                type="button"
                className={css.dismiss}
                onClick={() => {
                  // The button is about to go: the keyboard continues from the page, not from nowhere.
                  document.getElementById("main")?.focus({ preventScroll: true });
                  setVisible((current) => current.filter((other) => other !== toast));
                }}
              >
                {dismissContent}
              </button>
            ) : (
              <form method="dialog" className={css.dismissForm}>
                <button type="submit" className={css.dismiss}>
                  {dismissContent}
                </button>
              </form>
            )}
          </dialog>
        );
      })}
    </div>
  );
}
