import { describe, expect, it } from "vitest";
import { REFUSAL_MESSAGE } from "./refusal-page.js";
import { isCrossSitePost, requestOrigin } from "./same-origin-posts.js";
import { startTestServer } from "./test-server";

const SHOP = "https://shop.example";
const own = [SHOP];

describe("isCrossSitePost", () => {
  const check = (method: string, headers: { origin?: string; secFetchSite?: string }, path = "/cart") =>
    isCrossSitePost({ method, path, ownOrigins: own, ...headers });

  it("never refuses a read", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect(check(method, { origin: "https://evil.example", secFetchSite: "cross-site" })).toBe(false);
    }
  });

  it("checks every method that changes something", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "post"]) {
      expect(check(method, { origin: "https://evil.example" }), method).toBe(true);
      expect(check(method, { origin: SHOP, secFetchSite: "same-origin" }), method).toBe(false);
    }
  });

  it.each([
    // [Origin, Sec-Fetch-Site, refused]
    [SHOP, "same-origin", false],
    [SHOP, undefined, false],
    [undefined, undefined, false],
    [undefined, "same-origin", true],
    [undefined, "cross-site", true],
    [SHOP, "same-site", true],
    [SHOP, "cross-site", true],
    [SHOP, "none", true],
    ["https://evil.example", "cross-site", true],
    ["https://evil.example", undefined, true],
    ["https://evil.example", "same-origin", true],
    ["null", undefined, true],
    ["http://shop.example", undefined, true],
    ["https://shop.example:8443", undefined, true],
  ] as const)("Origin %s with Sec-Fetch-Site %s: refused %s", (origin, secFetchSite, refused) => {
    expect(check("POST", { origin, secFetchSite })).toBe(refused);
  });

  it("lets the payment gateway post to the callback and outcome routes, and only those", () => {
    const fromGateway = { origin: "https://api.razorpay.com", secFetchSite: "cross-site" };
    expect(check("POST", fromGateway, "/payment/callback/6650f1c2a1b2c3d4e5f60718")).toBe(false);
    expect(check("POST", fromGateway, "/payment/outcome/6650f1c2a1b2c3d4e5f60718")).toBe(false);
    expect(check("POST", fromGateway, "/payment/callback")).toBe(true);
    expect(check("POST", fromGateway, "/payment/callback/a/b")).toBe(true);
    expect(check("POST", fromGateway, "/checkout")).toBe(true);
  });

  it("lets the gateway post to a payment link's callback, and not to the link's page", () => {
    const fromGateway = { origin: "https://api.razorpay.com", secFetchSite: "cross-site" };
    expect(check("POST", fromGateway, "/pay/0123456789abcdef01234567.c2lnbmF0dXJl/callback")).toBe(false);
    expect(check("POST", fromGateway, "/pay/0123456789abcdef01234567.c2lnbmF0dXJl")).toBe(true);
    expect(check("POST", fromGateway, "/pay/a/b/callback")).toBe(true);
  });
});

describe("requestOrigin", () => {
  const forwarded = { host: "10.0.0.5:3000", "x-forwarded-host": "www.woodnest.in", "x-forwarded-proto": "https,http" };

  it("is the Host and the connection's scheme", () => {
    expect(requestOrigin({ headers: { host: "localhost:3000" }, encrypted: false, trustProxy: false })).toBe(
      "http://localhost:3000",
    );
    expect(requestOrigin({ headers: { host: "shop.example" }, encrypted: true, trustProxy: false })).toBe(
      "https://shop.example",
    );
  });

  it("ignores X-Forwarded-* unless the proxy is trusted", () => {
    expect(requestOrigin({ headers: forwarded, encrypted: false, trustProxy: false })).toBe("http://10.0.0.5:3000");
    expect(requestOrigin({ headers: forwarded, encrypted: false, trustProxy: true })).toBe("https://www.woodnest.in");
  });

  it("is null without a usable Host", () => {
    expect(requestOrigin({ headers: {}, encrypted: false, trustProxy: false })).toBeNull();
    expect(requestOrigin({ headers: { host: "bad host" }, encrypted: false, trustProxy: false })).toBeNull();
  });
});

describe("the refusal", () => {
  it("is a 403 page that says what happened, links back, and never reaches the action", async () => {
    const server = await startTestServer();
    try {
      const refused = await fetch(`${server.url}/cart`, {
        method: "POST",
        headers: {
          Origin: "https://evil.example",
          "Sec-Fetch-Site": "cross-site",
          Referer: `${server.url}/product/sofa?colour=teal`,
        },
        body: new URLSearchParams({ intent: "add" }),
      });
      expect(refused.status).toBe(403);
      expect(refused.headers.get("content-type")).toMatch(/^text\/html/);
      expect(refused.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      const html = await refused.text();
      expect(html).toContain("Woodnest");
      expect(html).toContain(REFUSAL_MESSAGE);
      expect(html).toContain('<a href="/product/sofa?colour=teal">');
      expect(server.handled).toEqual([]);

      const fromElsewhere = await fetch(`${server.url}/cart`, {
        method: "POST",
        headers: { Origin: "https://evil.example", Referer: "https://evil.example/page" },
      });
      expect(await fromElsewhere.text()).toContain('<a href="/">Go to the home page</a>');

      const same = await fetch(`${server.url}/cart`, {
        method: "POST",
        headers: { Origin: server.url, "Sec-Fetch-Site": "same-origin" },
      });
      expect(same.status).toBe(200);
      expect(server.handled).toEqual(["POST /cart"]);
    } finally {
      await server.close();
    }
  });

  it("accepts the public site address as the shop's own origin", async () => {
    const server = await startTestServer({ publicSiteUrl: "https://www.woodnest.in/" });
    try {
      const response = await fetch(`${server.url}/cart`, {
        method: "POST",
        headers: { Origin: "https://www.woodnest.in" },
      });
      expect(response.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
