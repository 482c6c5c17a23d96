import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer, isRouteErrorResponse } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { API_RETRY_AFTER_SECONDS } from "./lib/api.server";
import { type CacheHandle, PRIVATE_PAGE, documentCacheControl } from "./lib/cache-control.server";
import { NonceProvider } from "./lib/nonce";
import { withoutReactPadding } from "./lib/react-stream-padding.server";
import { holdScriptsUntilPaint } from "./lib/scripts-after-paint.server";

/** How long deferred data may stream; single fetch reads this export. */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Every script this document writes inline carries the nonce of its Content-Security-Policy.
  const nonce = loadContext.cspNonce;
  setDocumentCacheControl(request, responseStatusCode, responseHeaders, remixContext);
  askToComeBack(responseStatusCode, responseHeaders);
  // Crawlers get the whole document at once so they index complete HTML; browsers get the shell early.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const ready = () => {
      shellRendered = true;
      const body = holdScriptsUntilPaint(nonce);
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
      const written = withoutReactPadding();
      written.pipe(body);
      pipe(written);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce ?? ""}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onShellReady: waitForAll ? undefined : ready,
        onAllReady() {
          // A pending abort timer would keep the process alive for seconds after a graceful stop.
          clearTimeout(abortTimer);
          if (waitForAll) ready();
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above and Remix logs them; only later ones need logging here.
          if (shellRendered) console.error(error);
        },
      },
    );

    // Leave a second after streamTimeout so pending promises reject before React gives up.
    const abortTimer = setTimeout(abort, streamTimeout + 1000);
  });
}

/** The page's route (the deepest match) says whether a shared cache may keep it; see cache-control.server.ts. */
function setDocumentCacheControl(request: Request, status: number, headers: Headers, remixContext: EntryContext) {
  const leaf = remixContext.staticHandlerContext.matches.at(-1);
  const handle = leaf ? (remixContext.routeModules[leaf.route.id]?.handle as CacheHandle | undefined) : undefined;
  const publicRoute = handle?.cache === "public";
  if (publicRoute || !headers.has("Cache-Control")) {
    headers.set(
      "Cache-Control",
      publicRoute
        ? documentCacheControl({
            method: request.method,
            status,
            requestCookies: request.headers.get("Cookie"),
            responseHeaders: headers,
            publicRoute,
          })
        : PRIVATE_PAGE,
    );
  }
  // The same address answers differently with a session cookie: caches must tell them apart.
  headers.append("Vary", "Cookie");
}

/**
 * A page that could not be made because the API is away or busy (503, the busy page) says when
 * to try again; a thrown response's own headers do not reach the document (Remix keeps only its
 * cookies), so it is said here, for documents and for the data a client-side navigation loads.
 */
function askToComeBack(status: number, headers: Headers) {
  if (status === 503 && !headers.has("Retry-After")) headers.set("Retry-After", String(API_RETRY_AFTER_SECONDS));
}

export const handleDataRequest: HandleDataRequestFunction = (response) => {
  askToComeBack(response.status, response.headers);
  return response;
};

export const handleError: HandleErrorFunction = (error, { request }) => {
  // A closed tab aborts the request, and a 404 is an answer, not a fault: neither belongs in the error log.
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  console.error(error);
};
