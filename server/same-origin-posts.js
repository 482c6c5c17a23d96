// @ts-check
import { refusalPage } from "./refusal-page.js";

/** Methods that change something; reads are never refused. */
const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The payment gateway posts its result to these from its own origin by design; the routes
 * verify the gateway's signature (and the shopper's HMAC) themselves. A payment link's callback
 * (/pay/{token}/callback) is one too: its API call checks the gateway's signature.
 */
const GATEWAY_RETURN = /^\/(payment\/(callback|outcome)\/[^/]+|pay\/[^/]+\/callback)\/?$/;

/** The first value of a header a proxy may have written as a comma-separated list. */
const firstOf = (/** @type {string | string[] | undefined} */ value) =>
  (Array.isArray(value) ? value[0] : value)?.split(",")[0]?.trim() || undefined;

/**
 * The origin this request was addressed to: its Host and whether the connection is TLS, or what a
 * trusted proxy says about both. From any other sender the X-Forwarded-* headers are the sender's
 * to choose, so they are ignored.
 *
 * @param {{ headers: import("node:http").IncomingHttpHeaders, encrypted: boolean, trustProxy: boolean }} request
 */
export function requestOrigin({ headers, encrypted, trustProxy }) {
  const forwardedProto = trustProxy ? firstOf(headers["x-forwarded-proto"]) : undefined;
  const forwardedHost = trustProxy ? firstOf(headers["x-forwarded-host"]) : undefined;
  const host = forwardedHost ?? firstOf(headers.host);
  if (!host) return null;
  const scheme = forwardedProto ?? (encrypted ? "https" : "http");
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * Whether a request must be refused as sent from another site. A state-changing request passes
 * when the browser says it came from this origin: Sec-Fetch-Site, when sent, is `same-origin`,
 * and Origin, when sent, is one of the shop's own. A browser that sends Sec-Fetch-Site always
 * sends Origin on a POST, so Sec-Fetch-Site without Origin is refused too. A client that sends
 * neither (curl, a browser too old for both) is not a browser a forged form could drive here.
 *
 * @param {{ method: string, path: string, origin?: string, secFetchSite?: string, ownOrigins: ReadonlyArray<string> }} request
 */
export function isCrossSitePost({ method, path, origin, secFetchSite, ownOrigins }) {
  if (!UNSAFE_METHODS.has(method.toUpperCase())) return false;
  if (GATEWAY_RETURN.test(path)) return false;
  if (secFetchSite !== undefined && secFetchSite !== "same-origin") return true;
  if (origin !== undefined) return !ownOrigins.includes(origin);
  return secFetchSite !== undefined;
}

/** The page to offer a refused shopper: where they came from if that was this shop, else home. */
function backHref(/** @type {string | undefined} */ referer, /** @type {ReadonlyArray<string>} */ ownOrigins) {
  if (!referer) return "/";
  try {
    const url = new URL(referer);
    return ownOrigins.includes(url.origin) ? `${url.pathname}${url.search}` : "/";
  } catch {
    return "/";
  }
}

/**
 * Refuses every cross-site state-changing request to the storefront before any action runs,
 * so no route can forget the check: 403 and a short page that says what happened.
 *
 * @param {{ isTrustedProxy: (address: string) => boolean, publicSiteUrl?: string }} options
 * @returns {import("express").RequestHandler}
 */
export function refuseCrossSitePosts({ isTrustedProxy, publicSiteUrl }) {
  const publicOrigin = publicSiteUrl ? new URL(publicSiteUrl).origin : null;
  return (req, res, next) => {
    const trustProxy = isTrustedProxy(req.socket.remoteAddress ?? "");
    const own = requestOrigin({ headers: req.headers, encrypted: "encrypted" in req.socket, trustProxy });
    const ownOrigins = [own, publicOrigin].filter((origin) => origin !== null);
    const refused = isCrossSitePost({
      method: req.method,
      path: req.path,
      origin: req.get("origin"),
      secFetchSite: req.get("sec-fetch-site"),
      ownOrigins,
    });
    if (!refused) return next();
    res
      .status(403)
      .type("html")
      .set("Cache-Control", "no-store")
      .send(refusalPage(backHref(req.get("referer"), ownOrigins)));
  };
}
