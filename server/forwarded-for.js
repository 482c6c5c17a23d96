// @ts-check
import { clientAddress } from "../runtime/client-address.js";

/**
 * Replaces X-Forwarded-For with the one address this server believes is the shopper's
 * (client-address.js): the connection's own, or what a trusted proxy in front says. Everything
 * after this (Remix's loaders and actions, which call the API with it) reads one address that no
 * client chose, and the API believes it because this server is one of its trusted proxies.
 *
 * @param {(address: string) => boolean} isTrustedProxy
 * @returns {import("express").RequestHandler}
 */
export function forwardedFor(isTrustedProxy) {
  return (req, _res, next) => {
    const address = clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], isTrustedProxy);
    if (address) req.headers["x-forwarded-for"] = address;
    else delete req.headers["x-forwarded-for"];
    next();
  };
}
