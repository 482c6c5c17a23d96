import { describe, expect, it } from "vitest";
import { readStorefrontEnv } from "./env.server";

const LONG_A = "a".repeat(40);
const LONG_B = "b".repeat(40);

describe("the storefront environment", () => {
  it("has working development defaults", () => {
    const env = readStorefrontEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      API_URL: "http://localhost:4000/v1",
      SESSION_COOKIE_SECURE: false,
    });
    expect(env.SESSION_SECRETS).toHaveLength(1);
  });

  it("reads SESSION_SECRET as a rotation list, signing secret first", () => {
    const env = readStorefrontEnv({ SESSION_SECRET: ` ${LONG_A} , ${LONG_B},` });
    expect(env.SESSION_SECRETS).toEqual([LONG_A, LONG_B]);
  });

  it("refuses to start in production without a session secret", () => {
    expect(() => readStorefrontEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET must be set/);
  });

  it("refuses a short session secret in production", () => {
    expect(() => readStorefrontEnv({ NODE_ENV: "production", SESSION_SECRET: `${LONG_A},short` })).toThrow(
      /at least 32 characters/,
    );
  });

  it("makes cookies Secure in production unless told otherwise", () => {
    expect(readStorefrontEnv({ NODE_ENV: "production", SESSION_SECRET: LONG_A }).SESSION_COOKIE_SECURE).toBe(true);
    expect(
      readStorefrontEnv({ NODE_ENV: "production", SESSION_SECRET: LONG_A, SESSION_COOKIE_SECURE: "false" })
        .SESSION_COOKIE_SECURE,
    ).toBe(false);
  });

  it("calls the API on localhost at API_PORT unless API_URL says where", () => {
    expect(readStorefrontEnv({ API_PORT: "4500" }).API_URL).toBe("http://localhost:4500/v1");
    // As copied from .env.example: empty means unset.
    expect(readStorefrontEnv({ API_PORT: "4500", API_URL: "" }).API_URL).toBe("http://localhost:4500/v1");
    expect(readStorefrontEnv({ API_PORT: "4500", API_URL: "http://api.internal:4000/v1" }).API_URL).toBe(
      "http://api.internal:4000/v1",
    );
    expect(() => readStorefrontEnv({ API_PORT: "api" })).toThrow(/API_PORT/);
  });

  it("drops a trailing slash from API_URL and rejects a malformed one", () => {
    expect(readStorefrontEnv({ API_URL: "http://api.internal:4000/v1/" }).API_URL).toBe("http://api.internal:4000/v1");
    expect(() => readStorefrontEnv({ API_URL: "not a url" })).toThrow(/API_URL/);
    expect(() => readStorefrontEnv({ PORT: "abc" })).toThrow(/PORT/);
  });
});
