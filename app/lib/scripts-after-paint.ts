/**
 * The page is painted before its scripts are fetched. Remix's <Scripts /> writes modulepreload
 * links and a module script that a browser fetches as soon as it reads them, before the first
 * paint, and on a slow network the scripts then share the line with the stylesheet and the main
 * picture. The server writes those tags in a form the browser leaves alone, and valid HTML: each
 * link inside a <template>, whose content is inert, and the script as a data block
 * (scripts-after-paint.server.ts); this inline script restores them once the page is on screen.
 * Until then the page is the server's HTML, which works by itself: links and forms go natively,
 * and the auto-submit forms are covered by the pre-hydration script in hydration.ts.
 */
export const HELD_PRELOAD_ATTRIBUTE = "data-modulepreload-after-paint";
export const HELD_MODULE_TYPE = "text/x-module-after-paint";

/** A page in a background tab is not painted until it is shown: its scripts start after this anyway. */
const LATEST_START_MS = 3_000;

function startScriptsAfterPaint(heldAttribute: string, heldType: string, latestStartMs: number) {
  let started = false;
  // Each restored link starts a fetch, a fraction of a millisecond of main thread apiece; the
  // thirty or so of a page at once made one task long enough to block a slow phone. A few per
  // task keep every task short.
  const LINKS_PER_TASK = 4;
  const start = () => {
    if (started) return;
    started = true;
    const links = [...document.querySelectorAll<HTMLTemplateElement>(`template[${heldAttribute}]`)];
    const restore = () => {
      // The link leaves its template for the document, where the browser fetches it.
      for (const template of links.splice(0, LINKS_PER_TASK)) template.replaceWith(template.content);
      if (links.length > 0) {
        setTimeout(restore, 0);
        return;
      }
      const held = document.querySelector<HTMLScriptElement>(`script[type="${heldType}"]`);
      if (!held) return;
      // A script element whose type changes is not run again; a new one is. An inline script is
      // trusted by the CSP only with the page's nonce, which the held one carries.
      const script = document.createElement("script");
      script.nonce = held.nonce;
      script.type = "module";
      script.textContent = held.textContent;
      document.body.append(script);
    };
    restore();
  };
  // A frame, then a task: the task runs once that frame is painted.
  const afterNextFrame = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));
  // The browser's own word that the page is on screen, where it gives it; a frame where it does not.
  const afterFirstPaint = (then: () => void) => {
    if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) {
      return afterNextFrame(then);
    }
    const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
    if (painted()) return then();
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      then();
    });
    observer.observe({ type: "paint" });
  };
  // The page's main picture, if it has one and it came after the first paint, is painted first too.
  const afterMainPicture = (then: () => void) => {
    const main = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    if (!main || main.complete) return then();
    const painted = () => afterNextFrame(then);
    main.addEventListener("load", painted, { once: true });
    main.addEventListener("error", painted, { once: true });
  };
  setTimeout(start, latestStartMs);
  const whenParsed = () => afterFirstPaint(() => afterMainPicture(start));
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", whenParsed);
  else whenParsed();
}

export const scriptsAfterPaintScript = `(${startScriptsAfterPaint.toString()})(${[HELD_PRELOAD_ATTRIBUTE, HELD_MODULE_TYPE, LATEST_START_MS].map((value) => JSON.stringify(value)).join(",")})`;
