import { describe, expect, it } from "vitest";
import { clientAddress, parseTrustedProxies, proxyMatcher } from "./client-address.js";

describe("parseTrustedProxies", () => {
  it("trusts this machine's loopback addresses when unset, empty or true, and no proxy when false", () => {
    for (const value of [undefined, "", " ", "true", "1"])
      expect(parseTrustedProxies(value)).toEqual(["127.0.0.1", "::1"]);
    expect(parseTrustedProxies("false")).toEqual([]);
    expect(parseTrustedProxies("0")).toEqual([]);
  });

  it("takes a comma-separated list of addresses and subnets and refuses anything else", () => {
    expect(parseTrustedProxies("10.0.0.5, 10.1.0.0/16 ,fd00::/8")).toEqual(["10.0.0.5", "10.1.0.0/16", "fd00::/8"]);
    for (const bad of ["nginx", "10.0.0.0/33", "::1/129", "10.0.0.1/8/2", "10.0.0.0/x"]) {
      expect(() => parseTrustedProxies(bad)).toThrow(`"${bad}" is not an address or subnet`);
    }
  });
});

describe("proxyMatcher", () => {
  const loopback = proxyMatcher(parseTrustedProxies(undefined));

  it("matches the listed addresses exactly, not the rest of 127.0.0.0/8", () => {
    expect(loopback("127.0.0.1")).toBe(true);
    expect(loopback("::1")).toBe(true);
    expect(loopback("127.0.0.2")).toBe(false);
    expect(loopback("10.0.0.1")).toBe(false);
    expect(loopback("not an address")).toBe(false);
  });

  it("matches an IPv4 entry in the IPv4-mapped form a dual-stack socket reports", () => {
    expect(loopback("::ffff:127.0.0.1")).toBe(true);
    expect(loopback("::ffff:127.0.0.2")).toBe(false);
  });

  it("matches a subnet", () => {
    const office = proxyMatcher(["10.1.0.0/16"]);
    expect(office("10.1.200.3")).toBe(true);
    expect(office("10.2.0.1")).toBe(false);
  });
});

describe("clientAddress", () => {
  const loopback = proxyMatcher(parseTrustedProxies(undefined));

  it("is the peer when the peer is not a trusted proxy, whatever the header says", () => {
    expect(clientAddress("127.0.0.2", "203.0.113.9", loopback)).toBe("127.0.0.2");
    expect(clientAddress("198.51.100.1", "127.0.0.1", loopback)).toBe("198.51.100.1");
  });

  it("is the right-most entry that is not a trusted proxy when the peer is one", () => {
    expect(clientAddress("127.0.0.1", "203.0.113.9", loopback)).toBe("203.0.113.9");
    expect(clientAddress("127.0.0.1", "10.0.0.1, 203.0.113.9", loopback)).toBe("203.0.113.9");
    expect(clientAddress("127.0.0.1", "203.0.113.9, ::1, 127.0.0.1", loopback)).toBe("203.0.113.9");
    expect(clientAddress("127.0.0.1", ["10.0.0.1", "203.0.113.9"], loopback)).toBe("203.0.113.9");
  });

  it("is the last believed hop when the header is missing, all proxies or not an address", () => {
    expect(clientAddress("127.0.0.1", undefined, loopback)).toBe("127.0.0.1");
    expect(clientAddress("127.0.0.1", "::1", loopback)).toBe("::1");
    expect(clientAddress("127.0.0.1", "203.0.113.9, bogus", loopback)).toBe("127.0.0.1");
  });

  it("is the peer when no proxy is trusted", () => {
    expect(clientAddress("127.0.0.1", "203.0.113.9", proxyMatcher([]))).toBe("127.0.0.1");
  });
});
