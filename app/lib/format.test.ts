import { describe, expect, it } from "vitest";
import { NAME_CUT, formatFileSize, formatPrice, truncate } from "./format";

describe("formatPrice", () => {
  it("groups digits the Indian way with the Rs label", () => {
    expect(formatPrice(0)).toBe("Rs 0");
    expect(formatPrice(999)).toBe("Rs 999");
    expect(formatPrice(10000)).toBe("Rs 10,000");
    expect(formatPrice(100000)).toBe("Rs 1,00,000");
    expect(formatPrice(12345678)).toBe("Rs 1,23,45,678");
  });

  it("shows paise only when there are some, always two digits", () => {
    expect(formatPrice(1249.9)).toBe("Rs 1,249.90");
    expect(formatPrice(449999.5)).toBe("Rs 4,49,999.50");
    expect(formatPrice(0.05)).toBe("Rs 0.05");
  });

  it("rounds to paise and keeps the sign of a negative amount", () => {
    expect(formatPrice(1249.999)).toBe("Rs 1,250");
    expect(formatPrice(-1500)).toBe("Rs -1,500");
  });

  it("writes what the en-IN locale writes, for any amount", () => {
    const india = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2, minimumFractionDigits: 0 });
    for (const amount of [1, 12, 123, 1234, 12345, 123456, 1234567, 12345678, 123456789, 500000, 1_00_00_000]) {
      expect(formatPrice(amount)).toBe(`Rs ${india.format(amount)}`);
    }
  });
});

describe("truncate", () => {
  it("cuts at the spec's lengths and marks the cut with '..'", () => {
    expect(truncate("Aranya Sheesham Sofa with Cushions", NAME_CUT.cartPreview)).toBe("Aranya Sheesham So..");
    expect(truncate("Rohtak Sheesham Coffee Table", NAME_CUT.wishlist)).toBe("Rohtak Sheesham Coffee Table");
    expect(truncate("x".repeat(36), NAME_CUT.checkout)).toBe(`${"x".repeat(35)}..`);
  });

  it("leaves a name of exactly the limit alone", () => {
    expect(truncate("x".repeat(18), 18)).toBe("x".repeat(18));
  });
});

describe("formatFileSize", () => {
  it("says a size in the largest unit it reaches, to a tenth", () => {
    expect(formatFileSize(12)).toBe("12 bytes");
    expect(formatFileSize(1)).toBe("1 byte");
    expect(formatFileSize(266_240)).toBe("260 kB");
    expect(formatFileSize(6_103_040)).toBe("5.8 MB");
    expect(formatFileSize(3 * 1024 ** 3)).toBe("3 GB");
  });
});
