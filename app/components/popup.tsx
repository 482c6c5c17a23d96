import { Link, useLocation } from "@remix-run/react";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import type { Settings } from "~/components/home/types";
import type { StoredImage } from "~/lib/api-types";
import * as css from "../../styles/layout/popup.css";
import { Picture } from "./picture";
import { CloseIcon } from "./layout/icons";

export type PopupContent = { image: StoredImage; delaySeconds: number; offer: Settings["popupOffer"] };

/** Tells the server not to show the popup again in this browser session; no page data changes. */
function remember() {
  fetch("/popup", { method: "POST", body: new URLSearchParams(), keepalive: true }).catch(() => {
    // Offline: the popup returns on the next full page load, which is harmless.
  });
}

/**
 * The promotional popup of spec 2. It is in the HTML from the start but hidden (and so not
 * focusable) until a CSS animation delay of popupDelay seconds runs out: no script needed to
 * show it. Close is a form that works without JavaScript; with it, the popup goes at once and
 * Escape closes it too. It is non-modal: it never takes focus and traps nothing. The offer's
 * words are text over its picture, which is decoration; without words the picture keeps its alt.
 */
export function Popup({ content }: { content: PopupContent | null }) {
  // The root loader stops offering the popup once it has appeared; one already on screen stays
  // until closed rather than vanishing when a later navigation reloads the root data.
  const [shown] = useState(content);
  const [closed, setClosed] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  const close = useCallback(() => {
    const dialog = dialogRef.current;
    if (dialog?.contains(document.activeElement)) document.getElementById("main")?.focus({ preventScroll: true });
    setClosed(true);
    remember();
  }, []);

  // On a slow device the popup can appear before the page has hydrated: its animationstart then
  // fired with no listener to hear it, so hydration checks whether it is already on screen.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && getComputedStyle(dialog).visibility === "visible") remember();
  }, []);

  useEffect(() => {
    if (closed) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      // A header menu handles Escape first; a popup not yet visible is not there to close.
      if (event.key !== "Escape" || event.defaultPrevented || !dialog) return;
      if (getComputedStyle(dialog).visibility !== "visible") return;
      close();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [closed, close]);

  if (!shown || closed) return null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    close();
  };

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-labelledby="popup-title"
      className={css.popup}
      style={{ animationDelay: `${shown.delaySeconds}s` }}
      // Once it has appeared it counts as seen, closed or not: shown once per session.
      onAnimationStart={remember}
    >
      <div className={css.bar}>
        <p id="popup-title" className={css.title}>
          {shown.offer?.title ?? "A welcome offer"}
        </p>
        <form method="post" action="/popup" onSubmit={onSubmit}>
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          <button type="submit" className={css.close}>
            <CloseIcon className={css.closeIcon} />
            <span className="visually-hidden">Close the offer</span>
          </button>
        </form>
      </div>
      <div className={css.body}>
        <Picture image={shown.image} alt={shown.offer ? "" : undefined} className={css.image} />
        {shown.offer ? (
          <div className={css.words}>
            <p className={css.text}>{shown.offer.text}</p>
            <Link to={shown.offer.webpageUrl} className={css.link}>
              {shown.offer.linkLabel}
            </Link>
          </div>
        ) : null}
      </div>
    </div>
  );
}
