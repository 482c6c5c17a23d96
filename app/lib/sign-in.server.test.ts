import { describe, expect, it } from "vitest";
import { RESEND_WAIT_SECONDS, resendState, resendTimeFrom } from "./sign-in.server";

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

describe("resendState", () => {
  const now = Date.parse("2026-11-21T05:12:00.000Z");

  it("counts the whole seconds left and states the moment in India's time", () => {
    expect(resendState("2026-11-21T05:12:29.200Z", now)).toEqual({
      resendAvailableAt: "2026-11-21T05:12:29.200Z",
      secondsLeft: 30,
      resendAtText: "10:42:29 am IST",
    });
  });

  it("has no seconds left once the moment has passed", () => {
    expect(resendState("2026-11-21T05:11:00.000Z", now).secondsLeft).toBe(0);
  });
});
