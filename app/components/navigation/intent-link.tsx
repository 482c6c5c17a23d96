import { forwardRef } from "react";
import { Link, matchRoutes, useHref, useNavigation, type LinkProps } from "@remix-run/react";

/**
 * Whether the browser's router knows the route of `href` yet. With lazy route discovery
 * (remix.config.js) it learns a page's links from a `/__manifest` request after hydration.
 * Reading the navigation state re-renders this when that answer lands: the router patches its
 * routes and updates its state in one step.
 */
function useRouteKnown(href: string) {
  useNavigation();
  const router = typeof window === "undefined" ? undefined : window.__remixRouter;
  return router ? matchRoutes(router.routes, href, router.basename) !== null : false;
}

/**
 * A <Link> that prefetches the page behind it on intent (hover, focus, touch) once the router
 * knows that page's route. Before that, Remix's own prefetch would only warn "Tried to prefetch
 * … but no routes matched" in the console and fetch nothing; the click itself still works, as
 * Remix discovers the route on navigation.
 */
export const IntentLink = forwardRef<HTMLAnchorElement, Omit<LinkProps, "prefetch">>(function IntentLink(props, ref) {
  const known = useRouteKnown(useHref(props.to, { relative: props.relative }));
  return <Link ref={ref} {...props} prefetch={known ? "intent" : "none"} />;
});
