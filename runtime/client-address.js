// @ts-check
// Whose address a request is: the one rule the storefront (TRUST_PROXY) and the API
// (API_TRUST_PROXY) both follow, so neither believes an X-Forwarded-For a client wrote itself.
import { BlockList, isIP } from "node:net";

/** nginx and the storefront run on the same machine as the process they call. */
export const LOOPBACK_PROXIES = Object.freeze(["127.0.0.1", "::1"]);

/**
 * The proxies a setting names: a comma-separated list of addresses or subnets (10.0.0.0/8).
 * Unset or empty means the loopback addresses, and so does `true` (what the setting used to be:
 * a yes/no); `false` trusts no proxy. Throws on an entry that is not an address.
 *
 * @param {string | undefined} value
 * @returns {string[]}
 */
export function parseTrustedProxies(value) {
  const text = value?.trim() ?? "";
  if (text === "" || text === "true" || text === "1") return [...LOOPBACK_PROXIES];
  if (text === "false" || text === "0") return [];
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, prefix, extra] = entry.split("/");
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= bits);
    if (family === 0 || !prefixOk || extra !== undefined) {
      throw new Error(`"${entry}" is not an address or subnet (e.g. 127.0.0.1, ::1, 10.0.0.0/8)`);
    }
  }
  return entries;
}

/**
 * Whether an address is one of `proxies`. IPv4 entries also match their IPv4-mapped IPv6 form
 * (::ffff:127.0.0.1), which is how a dual-stack socket reports an IPv4 peer.
 *
 * @param {readonly string[]} proxies
 * @returns {(address: string) => boolean}
 */
export function proxyMatcher(proxies) {
  const list = new BlockList();
  for (const entry of proxies) {
    const [address, prefix] = entry.split("/");
    const type = isIP(address) === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? "ipv4" : "ipv6");
  };
}

/**
 * The client's address: the connection's peer, unless the peer is a trusted proxy; then the
 * right-most X-Forwarded-For entry that is not a trusted proxy (each proxy appends the address it
 * saw, so entries to the left of the first untrusted one are the client's to invent). An entry
 * that is not an address ends the walk at the last hop believed.
 *
 * @param {string | undefined} peer The socket's remote address.
 * @param {string | string[] | undefined} forwardedFor The X-Forwarded-For header(s).
 * @param {(address: string) => boolean} isTrustedProxy
 * @returns {string | undefined}
 */
export function clientAddress(peer, forwardedFor, isTrustedProxy) {
  if (!peer || !isTrustedProxy(peer)) return peer;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? ""))
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  let address = peer;
  for (const hop of hops.reverse()) {
    if (isIP(hop) === 0) break;
    address = hop;
    if (!isTrustedProxy(hop)) break;
  }
  return address;
}
