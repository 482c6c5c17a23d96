import { describe, expect, it } from "vitest";
import { reachesBankBy } from "./bank-arrival";

describe("reachesBankBy", () => {
  it("counts seven working days in India's calendar, skipping Saturdays and Sundays", () => {
    // Wednesday 25 Nov 2026, 3 pm India: Thu, Fri, Mon to Fri, Mon = 7 working days.
    expect(reachesBankBy(new Date("2026-11-25T09:30:00Z")).toISOString()).toBe("2026-12-04T06:30:00.000Z");
  });

  it("takes the India day, not the UTC one, of a refund made after midnight in India", () => {
    // 00:30 on Saturday 28 Nov in India (still Friday in UTC): counted from Saturday.
    expect(reachesBankBy(new Date("2026-11-27T19:00:00Z")).toISOString()).toBe("2026-12-08T06:30:00.000Z");
  });
});
