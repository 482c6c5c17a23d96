import { useEffect, useState } from "react";
import type { Toast } from "~/lib/toast";
import * as ui from "../../styles/layout.css";

const AUTO_CLOSE_MS = 5_000;

/**
 * Flash messages in a live region. Without JavaScript they stay on the page; with it they
 * leave after five seconds, as the spec's toasts do.
 */
export function Toasts({ toasts }: { toasts: Toast[] }) {
  const [visible, setVisible] = useState(toasts);

  useEffect(() => {
    setVisible(toasts);
    if (toasts.length === 0) return;
    const timer = setTimeout(() => setVisible([]), AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [toasts]);

  return (
    <div className={ui.toastRegion} role="status" aria-live="polite">
      {visible.map((toast, index) => (
        <p key={`${index}-${toast.message}`} className={ui.toast[toast.type]}>
          {toast.message}
        </p>
      ))}
    </div>
  );
}
