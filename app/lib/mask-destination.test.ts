import { describe, expect, it } from "vitest";
import { maskDestination } from "./mask-destination";

describe("maskDestination", () => {
  it("keeps the first two and last four digits of a mobile", () => {
    expect(maskDestination("mobile", "9876543210")).toBe("98••••3210");
  });

  it("keeps the first letter and the domain of an email", () => {
    expect(maskDestination("email", "asha.verma@example.in")).toBe("a••••@example.in");
  });

  it("hides a destination too short to mask partly", () => {
    expect(maskDestination("mobile", "12345")).toBe("••••");
    expect(maskDestination("email", "@example.in")).toBe("••••");
    expect(maskDestination("email", "no-at-sign")).toBe("••••");
  });
});
