import { describe, expect, it } from "vitest";
import { customerName, formatRupees } from "./customer-options";

describe("formatRupees", () => {
  it("writes money as the shop does: Indian grouping, paise only when there are any", () => {
    expect(formatRupees(12345)).toBe("Rs 12,345");
    expect(formatRupees(100000)).toBe("Rs 1,00,000");
    expect(formatRupees(1249.9)).toBe("Rs 1,249.90");
    expect(formatRupees(0)).toBe("Rs 0");
  });
});

describe("customerName", () => {
  it("falls back to the mobile, then the email, for a customer without a name", () => {
    expect(customerName({ name: "Asha Verma", mobile: "9876543210", email: null })).toBe("Asha Verma");
    expect(customerName({ name: null, mobile: "9876543210", email: "a@example.in" })).toBe("9876543210");
    expect(customerName({ name: null, mobile: null, email: "a@example.in" })).toBe("a@example.in");
  });
});
