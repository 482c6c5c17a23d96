import { describe, expect, it } from "vitest";
import { readApiEnv } from "./env";

describe("the API's environment in production", () => {
  const production = { NODE_ENV: "production", AUTH_SECRET: "a-very-long-production-secret-value" } as const;

  it("refuses the development key for the staff's authenticator secrets", () => {
    expect(() => readApiEnv(production)).toThrow(/STAFF_TOTP_KEY must be set/);
  });

  it("starts with a key of its own", () => {
    expect(readApiEnv({ ...production, STAFF_TOTP_KEY: "another-long-production-secret-value" }).STAFF_TOTP_KEY).toBe(
      "another-long-production-secret-value",
    );
  });
});
