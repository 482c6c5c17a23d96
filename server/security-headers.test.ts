import { describe, expect, it } from "vitest";
import { RAZORPAY, paymentGateway } from "./security-headers.js";
import { startTestServer } from "./test-server";

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

describe("the storefront's security headers", () => {
  it("give a document a strict CSP whose nonce is the one its scripts carry, fresh every time", async () => {
    const server = await startTestServer();
    try {
      const first = await fetch(`${server.url}/`);
      const csp = first.headers.get("content-security-policy");
      expect(csp).toBe(
        [
          "default-src 'self'",
          `script-src 'self' 'nonce-${nonceOf(csp)}' 'strict-dynamic'`,
          "style-src 'self'",
          "style-src-elem 'self'",
          "style-src-attr 'unsafe-inline'",
          "img-src 'self' data:",
          "font-src 'self'",
          "connect-src 'self'",
          "frame-src https://www.google.com",
          "form-action 'self' http://localhost:4000",
          "object-src 'none'",
          "base-uri 'self'",
          "frame-ancestors 'none'",
        ].join(";"),
      );
      expect(await first.text()).toContain(`<script nonce="${nonceOf(csp)}">`);
      expect(nonceOf(csp)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const second = await fetch(`${server.url}/`);
      expect(nonceOf(second.headers.get("content-security-policy"))).not.toBe(nonceOf(csp));

      const headers = Object.fromEntries(first.headers);
      expect(headers).toMatchObject({
        "x-content-type-options": "nosniff",
        "referrer-policy": "strict-origin-when-cross-origin",
        "x-frame-options": "DENY",
        "cross-origin-opener-policy": "same-origin",
        "cross-origin-resource-policy": "same-origin",
      });
      expect(headers["permissions-policy"]).toContain("camera=(), ");
      expect(headers["permissions-policy"]).toContain("payment=()");
      expect(headers["strict-transport-security"]).toBeUndefined();
      expect(headers["x-powered-by"]).toBeUndefined();
    } finally {
      await server.close();
    }
  });

  it("are on static files too, which keep remix-serve's caching", async () => {
    const server = await startTestServer();
    try {
      const file = await fetch(`${server.url}/favicon.svg`);
      expect(file.status).toBe(200);
      expect(file.headers.get("cache-control")).toBe("public, max-age=3600");
      expect(file.headers.get("x-content-type-options")).toBe("nosniff");
      const asset = await fetch(`${server.url}/build/favicon.svg`);
      expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(asset.headers.get("content-security-policy")).toContain("default-src 'self'");
    } finally {
      await server.close();
    }
  });

  it("add HSTS in production", async () => {
    const server = await startTestServer({ production: true });
    try {
      const response = await fetch(`${server.url}/`);
      expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    } finally {
      await server.close();
    }
  });

  it("let Razorpay's hosts in only when its keys are set", async () => {
    const server = await startTestServer({ gateway: paymentGateway({ RAZORPAY_KEY_ID: "rzp_test_x" }) });
    try {
      const response = await fetch(`${server.url}/`);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain(`'strict-dynamic' ${RAZORPAY.script};`);
      expect(csp).toContain(`form-action 'self' ${RAZORPAY.hostedCheckout};`);
      expect(csp).toContain(`frame-src https://www.google.com ${RAZORPAY.frames.join(" ")};`);
      expect(csp).toContain(`connect-src 'self' ${RAZORPAY.connect.join(" ")};`);
      expect(response.headers.get("permissions-policy")).not.toContain("payment");
      expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
    } finally {
      await server.close();
    }
  });
});

describe("paymentGateway", () => {
  it("is the sandbox on the API's public address unless Razorpay keys are set", () => {
    expect(
      paymentGateway({ API_PUBLIC_URL: "https://api.woodnest.in", API_URL: "http://api.internal:4000/v1" }),
    ).toEqual({
      razorpay: false,
      formOrigin: "https://api.woodnest.in",
    });
    expect(paymentGateway({ API_URL: "http://localhost:4201/v1" })).toEqual({
      razorpay: false,
      formOrigin: "http://localhost:4201",
    });
    expect(paymentGateway({ RAZORPAY_KEY_ID: "rzp_live_x" })).toEqual({
      razorpay: true,
      formOrigin: RAZORPAY.hostedCheckout,
    });
  });
});
