import { type ReactNode, Suspense } from "react";

/**
 * Hydrates its children as a unit of work of their own. React commits a whole page's
 * hydration in one task that cannot yield; a Suspense boundary (which the server marks in the
 * HTML even when nothing suspends) is hydrated and committed on its own, after the page around
 * it. Wrapping the large sections of a page keeps each task short on a slow phone, where one
 * long task is time the shopper's tap waits (Lighthouse's Total Blocking Time).
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
