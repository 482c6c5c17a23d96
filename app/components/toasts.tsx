import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Toast } from "~/lib/toast";
import * as css from "../../styles/layout/toasts.css";
import { CloseIcon } from "./layout/icons";

const AUTO_CLOSE_MS = 5_000;

/**
 * Flash messages in a top-right live region (spec 8). Without JavaScript they stay on the
 * page; with it they leave after five seconds, except while the pointer or the keyboard is
 * on them (reading time, WCAG 2.2.1), and each can be dismissed.
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
      {visible.map((toast, index) => (
        <div key={`${index}-${toast.message}`} className={css.toast[toast.type]}>
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
              <CloseIcon className={css.dismissIcon} />
              <span className="visually-hidden">Dismiss message</span>
            </button>
          ) : null}
        </div>
      ))}
    </div>
  );
}
