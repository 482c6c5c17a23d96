import { describe, expect, it } from "vitest";
import { returnValuePaise } from "./return-value";

describe("returnValuePaise", () => {
  it("is the lines' price when no coupon was used", () => {
    expect(returnValuePaise({ subtotalPaise: 500_000, discountPaise: 0 }, [{ unitPaise: 100_000, quantity: 2 }])).toBe(
      200_000,
    );
  });

  it("takes off the line's share of the coupon's discount", () => {
    // Rs 1,000 off an order of Rs 5,000: a Rs 2,000 line gives back Rs 1,600.
    expect(
      returnValuePaise({ subtotalPaise: 500_000, discountPaise: 100_000 }, [{ unitPaise: 100_000, quantity: 2 }]),
    ).toBe(160_000);
  });

  it("never gives back more, line by line, than the lines cost after the discount", () => {
    const order = { subtotalPaise: 3 * 33_333, discountPaise: 10_001 };
    const lines = [1, 2, 3].map(() => ({ unitPaise: 33_333, quantity: 1 }));
    const oneByOne = lines.reduce((sum, line) => sum + returnValuePaise(order, [line]), 0);
    expect(oneByOne).toBeLessThanOrEqual(order.subtotalPaise - order.discountPaise);
    expect(order.subtotalPaise - order.discountPaise - oneByOne).toBeLessThan(lines.length);
  });
});
