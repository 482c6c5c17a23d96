import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";

/**
 * With single fetch, RemixBrowser's first render suspends until it has decoded the page's data.
 * A key press or click that reaches React before its first render makes React 18 hydrate the
 * document synchronously; meeting that suspension in the shell, React 18.3 throws "Root did not
 * complete" (#345) and never hydrates (remix-run/remix#10214, remix-run/react-router#12763).
 * Calling RemixBrowser once before React starts its decoding (it throws the promise before any
 * hook), so hydration renders with the data there and nothing suspends.
 */
async function remixDataDecoded() {
  try {
    RemixBrowser({});
  } catch (thrown) {
    // A decoding failure is left for the render to throw again, to Remix's error boundary:
    // hydration goes ahead whatever the decoding's outcome.
    if (thrown instanceof Promise) await thrown.catch(() => undefined);
  }
}

void remixDataDecoded().then(() => {
  // Tells the inline pre-hydration script (app/lib/hydration.ts) that React takes over from here.
  window.shopHydration = "started";
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
});
