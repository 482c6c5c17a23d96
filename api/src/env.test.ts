import { describe, expect, it } from "vitest";
import { readApiEnv } from "./env";

describe("the API's environment in production", () => {
  const production = { NODE_ENV: "production", AUTH_SECRET: "a-very-long-production-secret-value" } as const;

  it("refuses the development key for the staff's authenticator secrets", () => {
    expect(() => readApiEnv(production)).toThrow(/STAFF_TOTP_KEY must be set/);
  });

  it("refuses the development secret for order links", () => {
    expect(() => readApiEnv({ ...production, STAFF_TOTP_KEY: "another-long-production-secret-value" })).toThrow(
      /ORDER_LINK_SECRET must be set/,
    );
  });

  it("refuses the development secret for newsletter unsubscribe links", () => {
    expect(() =>
      readApiEnv({
        ...production,
        STAFF_TOTP_KEY: "another-long-production-secret-value",
        ORDER_LINK_SECRET: "a-third-long-production-secret-value",
      }),
    ).toThrow(/NEWSLETTER_LINK_SECRET must be set/);
  });

  it("starts with keys of its own", () => {
    const env = readApiEnv({
      ...production,
      STAFF_TOTP_KEY: "another-long-production-secret-value",
      ORDER_LINK_SECRET: "a-third-long-production-secret-value",
      NEWSLETTER_LINK_SECRET: "a-fourth-long-production-secret-value",
    });
    expect(env.STAFF_TOTP_KEY).toBe("another-long-production-secret-value");
    expect(env.ORDER_LINK_SECRET).toBe("a-third-long-production-secret-value");
  });

  it("wants both WhatsApp settings or neither", () => {
    expect(() => readApiEnv({ NODE_ENV: "test", WHATSAPP_TOKEN: "token" })).toThrow(
      /WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID/,
    );
  });
});

describe("where the API listens and whom it believes", () => {
  it("listens on this machine only and trusts X-Forwarded-For from its loopback proxies, unless told otherwise", () => {
    const env = readApiEnv({ NODE_ENV: "test" });
    expect(env.HOST).toBe("127.0.0.1");
    // As copied from .env.example.
    expect(readApiEnv({ NODE_ENV: "test", HOST: "", API_TRUST_PROXY: "" })).toMatchObject({
      HOST: "127.0.0.1",
      API_TRUST_PROXY: ["127.0.0.1", "::1"],
    });
    expect(env.API_TRUST_PROXY).toEqual(["127.0.0.1", "::1"]);
    expect(readApiEnv({ NODE_ENV: "test", HOST: "0.0.0.0", API_TRUST_PROXY: "10.0.0.0/8, 10.1.2.3" })).toMatchObject({
      HOST: "0.0.0.0",
      API_TRUST_PROXY: ["10.0.0.0/8", "10.1.2.3"],
    });
  });

  it("refuses a proxy that is not an address, by name", () => {
    expect(() => readApiEnv({ NODE_ENV: "test", API_TRUST_PROXY: "nginx" })).toThrow(
      /API_TRUST_PROXY: "nginx" is not an address or subnet/,
    );
  });
});

describe("the addresses the API derives from the ports it was given", () => {
  it("puts the shop on PORT and its own public address on API_PORT when they are not set", () => {
    expect(readApiEnv({ NODE_ENV: "test" })).toMatchObject({
      STOREFRONT_URL: "http://localhost:3000",
      API_PUBLIC_URL: "http://localhost:4000",
    });
    expect(readApiEnv({ NODE_ENV: "test", PORT: "3500", API_PORT: "4500" })).toMatchObject({
      STOREFRONT_URL: "http://localhost:3500",
      API_PUBLIC_URL: "http://localhost:4500",
    });
    // As copied from .env.example: empty means unset.
    expect(
      readApiEnv({ NODE_ENV: "test", PORT: "3500", API_PORT: "4500", STOREFRONT_URL: "", API_PUBLIC_URL: "" }),
    ).toMatchObject({
      STOREFRONT_URL: "http://localhost:3500",
      API_PUBLIC_URL: "http://localhost:4500",
    });
  });

  it("keeps addresses set explicitly, whatever the ports", () => {
    const env = readApiEnv({
      NODE_ENV: "test",
      PORT: "3500",
      API_PORT: "4500",
      STOREFRONT_URL: "https://www.woodnest.in",
      API_PUBLIC_URL: "https://www.woodnest.in",
    });
    expect(env).toMatchObject({ STOREFRONT_URL: "https://www.woodnest.in", API_PUBLIC_URL: "https://www.woodnest.in" });
  });

  it("refuses a shop port that is not a number, by name", () => {
    expect(() => readApiEnv({ NODE_ENV: "test", PORT: "shop" })).toThrow(/PORT: Expected number/);
  });
});

describe("the API's log format", () => {
  it("is JSON in production and readable lines elsewhere, unless LOG_FORMAT says", () => {
    expect(readApiEnv({ NODE_ENV: "development" }).LOG_FORMAT).toBe("text");
    expect(readApiEnv({ NODE_ENV: "development", LOG_FORMAT: "json" }).LOG_FORMAT).toBe("json");
    expect(readApiEnv({ NODE_ENV: "test", LOG_FORMAT: "" }).LOG_FORMAT).toBe("text");
    expect(() => readApiEnv({ NODE_ENV: "test", LOG_FORMAT: "pretty" })).toThrow(/LOG_FORMAT/);
  });
});
