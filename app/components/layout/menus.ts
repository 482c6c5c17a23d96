import { useLocation } from "@remix-run/react";
import { type PointerEvent, type MouseEvent, type RefObject, useEffect, useRef } from "react";

/**
 * The header's drop-downs are <details> elements: they open by click, tap, Enter and Space
 * with no script at all, and those sharing a `name` are exclusive in current browsers. What
 * follows only adds what <details> cannot do alone: Escape, closing on an outside click or a
 * page change, hover for a mouse, and the one-open rule where `name` is not supported.
 */

/** The header's top-level drop-downs share this name: opening one closes the others. */
export const HEADER_MENU = "header-menu";
const TOP_LEVEL_OPEN = `details[name="${HEADER_MENU}"][open]`;

/** Drop-downs a mouse opened by passing over them; they close when it leaves. */
const openedByHover = new WeakSet<HTMLDetailsElement>();

const HOVER_MENUS = "(hover: hover) and (min-width: 64rem)";

function ownDetails(element: Element) {
  return element.querySelector<HTMLDetailsElement>(":scope > details");
}

function close(details: HTMLDetailsElement) {
  openedByHover.delete(details);
  details.open = false;
}

/** onPointerEnter of a drop-down's wrapper (the menu item). */
export function openOnHover(event: PointerEvent<HTMLElement>) {
  if (event.pointerType !== "mouse" || !window.matchMedia(HOVER_MENUS).matches) return;
  const details = ownDetails(event.currentTarget);
  if (!details || details.open) return;
  // A menu the shopper opened on purpose (the search box being typed in) is not closed by a passing mouse.
  const header = details.closest("header");
  const pinned = [...(header?.querySelectorAll<HTMLDetailsElement>("details[open]") ?? [])].some(
    (other) => !openedByHover.has(other),
  );
  if (pinned) return;
  openedByHover.add(details);
  details.open = true;
}

/** onPointerLeave of the same wrapper. */
export function closeOnLeave(event: PointerEvent<HTMLElement>) {
  const details = ownDetails(event.currentTarget);
  if (!details || !openedByHover.has(details)) return;
  // The keyboard is inside it: it stays until the keyboard leaves or Escape.
  if (details.contains(document.activeElement)) return;
  close(details);
}

/** onClick of a hover drop-down's summary: a click on a menu the mouse already opened keeps it open. */
export function keepOpenOnClick(event: MouseEvent<HTMLElement>) {
  const details = event.currentTarget.parentElement;
  if (details instanceof HTMLDetailsElement && openedByHover.has(details)) {
    event.preventDefault();
    openedByHover.delete(details);
  }
}

export function useHeaderMenus(headerRef: RefObject<HTMLElement>) {
  const location = useLocation();

  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const openMenus = () => [...header.querySelectorAll<HTMLDetailsElement>("details[open]")];

    // Capture phase: a menu takes Escape before the popup does (the popup checks defaultPrevented).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      const open = openMenus();
      if (open.length === 0) return;
      const focused = open.filter((details) => details.contains(document.activeElement)).at(-1);
      const target = focused ?? open.at(-1);
      if (!target) return;
      event.preventDefault();
      close(target);
      if (focused) target.querySelector<HTMLElement>(":scope > summary")?.focus();
    };

    // Top-level menus only: closing a sub-menu here would move what the pointer is about to click.
    const onPointerDown = (event: globalThis.PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const backdrop = target?.closest("[data-menu-dismiss]");
      for (const details of header.querySelectorAll<HTMLDetailsElement>(TOP_LEVEL_OPEN)) {
        if (!target || !details.contains(target) || (backdrop && details.contains(backdrop))) close(details);
      }
    };

    // Tabbing on past a drop-down closes it, so it never covers what the keyboard moved to.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      for (const details of header.querySelectorAll<HTMLDetailsElement>(TOP_LEVEL_OPEN)) {
        if (target && !details.contains(target)) close(details);
      }
    };

    const onToggle = (event: Event) => {
      const details = event.target;
      if (!(details instanceof HTMLDetailsElement) || !header.contains(details) || !details.open) return;
      // The one-open rule for browsers without exclusive <details name>.
      const group = details.getAttribute("name");
      if (group) {
        for (const other of openMenus()) {
          if (other !== details && other.getAttribute("name") === group) close(other);
        }
      }
      if (details.hasAttribute("data-menu-autofocus") && !openedByHover.has(details)) {
        details.querySelector<HTMLInputElement>("input")?.focus();
      }
    };

    document.addEventListener("keydown", onKeyDown, true);
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("focusin", onFocusIn);
    // toggle does not bubble; capturing on the document still sees it.
    document.addEventListener("toggle", onToggle, true);
    return () => {
      document.removeEventListener("keydown", onKeyDown, true);
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("toggle", onToggle, true);
    };
  }, [headerRef]);

  // A link inside a drop-down navigates without reloading, which would leave the menu open. A
  // form in one (the cart preview's steppers and remove) comes back to the same address: the
  // shopper is still at work there, so the menu stays open. Hydration is no change of address:
  // a menu the shopper opened before the scripts arrived stays open.
  const address = `${location.pathname}${location.search}`;
  const shownAddress = useRef(address);
  useEffect(() => {
    const header = headerRef.current;
    if (!header || shownAddress.current === address) return;
    shownAddress.current = address;
    for (const details of header.querySelectorAll<HTMLDetailsElement>("details[open]")) close(details);
  }, [headerRef, address]);
}
