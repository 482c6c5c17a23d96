import { describe, expect, it } from "vitest";
import { discountPercent } from "./products.queries";

describe("discountPercent (spec 9: round(100 - sellingPrice / mrp * 100)), in paise", () => {
  it.each([
    [1399900, 1999900, 30],
    [2999900, 3999900, 25],
    [99900, 100000, 0],
    [99500, 100000, 1],
    [100, 300, 67],
  ])("selling %d of mrp %d is %d%% off", (selling, mrp, expected) => {
    expect(discountPercent(selling, mrp)).toBe(expected);
  });

  it("is 0 when there is no discount or no mrp", () => {
    expect(discountPercent(500000, 500000)).toBe(0);
    expect(discountPercent(500000, 0)).toBe(0);
  });

  it("is 0, never negative, when the selling price is above the mrp", () => {
    expect(discountPercent(600000, 500000)).toBe(0);
  });
});
