import { describe, expect, it } from "vitest";
import { RESEND_WAIT_SECONDS, resendTimeFrom } from "./sign-in.server";

describe("resendTimeFrom", () => {
  const now = Date.parse("2026-11-21T05:12:00.000Z");

  it("uses the time the API gave", () => {
    expect(resendTimeFrom({ resendAvailableAt: "2026-11-21T05:12:30.000Z" }, now)).toBe("2026-11-21T05:12:30.000Z");
  });

  it("falls back to the spec's wait from now when the API gave none or nonsense", () => {
    const expected = new Date(now + RESEND_WAIT_SECONDS * 1000).toISOString();
    expect(resendTimeFrom(null, now)).toBe(expected);
    expect(resendTimeFrom({ resendAvailableAt: "soon" }, now)).toBe(expected);
  });
});
