import { describe, expect, it } from "vitest";
import { NAME_CUT, formatDate, formatDateTime, formatFileSize, formatPrice, truncate } from "./format";

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

describe("formatDate", () => {
  const date = "2026-03-05T10:00:00Z";

  it("writes the three styles of spec 9", () => {
    expect(formatDate(date, "blog")).toBe("05-Mar-2026");
    expect(formatDate(date, "review")).toBe("March 05 2026");
    expect(formatDate(date, "invoice")).toBe("05/Mar/2026");
  });

  it("uses India's date, whatever the server's time zone", () => {
    // 20:00 UTC on 5 September is 01:30 on 6 September in India.
    expect(formatDate("2026-09-05T20:00:00Z", "blog")).toBe("06-Sep-2026");
    expect(formatDate(new Date("2026-09-05T20:00:00Z"), "review")).toBe("September 06 2026");
    // 18:29 UTC on 31 December is 23:59 in India; a minute later it is New Year's Day there.
    expect(formatDate("2026-12-31T18:29:00Z", "invoice")).toBe("31/Dec/2026");
    expect(formatDate("2026-12-31T18:30:00Z", "invoice")).toBe("01/Jan/2027");
  });

  it("names every month as India's calendar does", () => {
    const long = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kolkata", month: "long" });
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(Date.UTC(2026, month, 15, 12));
      expect(formatDate(date, "review").split(" ")[0]).toBe(long.format(date));
    }
  });
});

describe("formatDateTime", () => {
  it("writes India's date and clock time, whatever the server's time zone", () => {
    expect(formatDateTime("2026-03-05T10:37:00Z")).toBe("05-Mar-2026, 4:07 pm");
    expect(formatDateTime(new Date("2026-12-31T18:30:00Z"))).toBe("01-Jan-2027, 12:00 am");
    expect(formatDateTime("2026-06-01T06:30:00Z")).toBe("01-Jun-2026, 12:00 pm");
    expect(formatDateTime("2026-06-01T03:29:00Z")).toBe("01-Jun-2026, 8:59 am");
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
