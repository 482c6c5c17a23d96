import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { useNavigate } from "@remix-run/react";

/**
 * A link to an address of the shop that is absolute already: a plain anchor. A Remix <Link> runs
 * half a dozen hooks to resolve its address on every render, and with more than a hundred on a
 * page (the header's menus, the mobile menu, the footer, the cards' pictures and categories) they
 * took a tenth of a page's server time. With JavaScript, the one handler of
 * usePlainLinkNavigation (on the body) makes a click on any of them a client-side navigation, as
 * a <Link> would; `data-discover` lets Remix learn their routes ahead of the click, as it does for
 * its own links. Without JavaScript it is the plain link it looks like. Links that prefetch on
 * intent stay <Link>s.
 */
export function PlainLink({ to, ...anchor }: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  return <a href={to} data-discover="true" {...anchor} />;
}

/**
 * The click handler for an element holding PlainLinks (the root layout's body): a plain left click
 * on one of them navigates in the app instead of loading a new document. Clicks that a <Link> or
 * anyone else handled, with a modifier key (new tab or window), on a link with a target, or to
 * another origin are left to the browser, as a <Link> leaves them.
 */
export function usePlainLinkNavigation() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    // A click's target is an element (the anchor or something inside it).
    const anchor = (event.target as Element).closest("a[data-discover]");
    const here = window.location;
    if (
      !(anchor instanceof HTMLAnchorElement) ||
      event.defaultPrevented ||
      event.button ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey ||
      // A <Link>, target "_self" included, has handled its own click before this sees it.
      anchor.target ||
      anchor.origin !== here.origin
    ) {
      return;
    }
    event.preventDefault();
    const to = anchor.pathname + anchor.search + anchor.hash;
    // As a <Link> does: a link to the page already shown replaces it rather than stacking a copy.
    navigate(to, { replace: to === here.pathname + here.search + here.hash });
  };
}
