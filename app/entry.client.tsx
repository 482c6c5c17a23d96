import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

// The server's HTML is complete: it is painted first, and hydration follows in the next frame,
// so a slow phone shows the page before it spends time on scripts.
requestAnimationFrame(() => setTimeout(hydrate, 0));
