import { Link, useLocation } from "@remix-run/react";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import type { Settings } from "~/components/home/types";
import type { StoredImage } from "~/lib/api-types";
import * as css from "@styles/layout/popup.css";
import { Picture } from "./picture";
import { CloseIcon } from "./layout/icons";

export type PopupContent = { image: StoredImage; delaySeconds: number; offer: Settings["popupOffer"] };

/** Tells the server not to show the popup again in this browser session; no page data changes. */
function remember() {
  fetch("/popup", { method: "POST", body: new URLSearchParams(), keepalive: true }).catch(() => {
    // Offline: the popup returns on the next full page load, which is harmless.
  });
}

/** A field the shopper may be typing in: the popup waits until they leave it. */
const TYPING =
  'input:not([type="button"], [type="submit"], [type="reset"], [type="checkbox"], [type="radio"]), textarea, [contenteditable]';

/**
 * The promotional popup of spec 2, a modal dialog (docs/decisions/html-and-accessibility.md). It
 * is in the HTML from the start as an open <dialog> kept hidden (and so not focusable) until a CSS
 * animation delay of popupDelay seconds runs out. With JavaScript it then becomes modal: focus
 * moves to its Close button, which names the dialog to a screen reader, the page behind is inert,
 * Escape closes it and focus goes back where it was. Without JavaScript it shows in a corner,
 * and Close is a plain form. The offer's words are text over its picture, which is decoration;
 * without words the picture keeps its alt.
 */
export function Popup({ content }: { content: PopupContent | null }) {
  // The root loader stops offering the popup once it has appeared, and on pages where the shopper
  // is busy; one already on screen stays until closed rather than vanishing on a later navigation.
  const [kept, setKept] = useState<PopupContent | null>(null);
  const [modal, setModal] = useState(false);
  const [closed, setClosed] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<Element | null>(null);
  const location = useLocation();
  const shown = kept ?? content;

  const openModal = useCallback(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.matches(":modal")) return;
    // Once it has appeared it counts as seen, closed or not: shown once per session.
    remember();
    setKept(shown);
    const active = document.activeElement;
    if (active?.matches(TYPING)) {
      active.addEventListener("blur", () => setTimeout(openModal, 0), { once: true });
      return;
    }
    returnFocusRef.current = active;
    // A dialog open without being modal (as the server writes it) has to close to become modal;
    // the close event that follows finds it open again, and onClose leaves it be.
    dialog.close();
    dialog.showModal();
    setModal(true);
  }, [shown]);

  // On a slow device the popup can appear before the page has hydrated: its animationstart then
  // fired with no listener to hear it, so hydration checks whether it is already on screen.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && getComputedStyle(dialog).visibility === "visible") openModal();
  }, [openModal]);

  if (!shown || closed) return null;

  const onClose = () => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    remember();
    setClosed(true);
    const back = returnFocusRef.current;
    if (back instanceof HTMLElement && back.isConnected && back !== document.body) back.focus({ preventScroll: true });
    else document.getElementById("main")?.focus({ preventScroll: true });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    dialogRef.current?.close();
  };

  return (
    <dialog
      ref={dialogRef}
      open
      aria-labelledby="popup-title"
      aria-modal={modal || undefined}
      className={css.popup}
      style={{ animationDelay: `${shown.delaySeconds}s` }}
      onAnimationStart={openModal}
      onClose={onClose}
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
            <Link to={shown.offer.webpageUrl} className={css.link} onClick={() => dialogRef.current?.close()}>
              {shown.offer.linkLabel}
            </Link>
          </div>
        ) : null}
      </div>
    </dialog>
  );
}
