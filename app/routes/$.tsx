/**
 * Any address no other route claims. Throwing from a loader (rather than letting nothing
 * match) runs the root loader first, so the 404 page has the full header and footer.
 */
export function loader() {
  throw new Response("Not found", { status: 404 });
}

// A route with a component is a page, so the root ErrorBoundary renders the 404 in the layout.
export default function NotFound() {
  return null;
}
