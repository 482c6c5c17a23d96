import { describe, expect, it } from "vitest";
import {
  financialYearOf,
  splitInclusive,
  spreadInProportion,
  sumTaxedLines,
  supplyTypeOf,
  taxLines,
  taxPartOf,
} from "./gst-tax";

describe("spreadInProportion", () => {
  it("gives parts in proportion that add up exactly", () => {
    expect(spreadInProportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spreadInProportion(1000, [3000, 1000])).toEqual([750, 250]);
    expect(spreadInProportion(7, [0, 5, 5])).toEqual([0, 4, 3]);
  });

  it("gives the leftover paise to the parts that lost most in rounding", () => {
    // 10 × 2/7 = 2.857, 10 × 5/7 = 7.142: the first lost more, so it takes the paisa.
    expect(spreadInProportion(10, [2, 5])).toEqual([3, 7]);
  });

  it("refuses amounts that are not whole paise and a spread over nothing", () => {
    expect(() => spreadInProportion(1.5, [1])).toThrow(RangeError);
    expect(() => spreadInProportion(5, [0, 0])).toThrow(RangeError);
    expect(spreadInProportion(0, [0, 0])).toEqual([0, 0]);
  });
});

describe("splitInclusive", () => {
  it.each([
    [0, 11800, 11800],
    [5, 10500, 10000],
    [12, 11200, 10000],
    [18, 11800, 10000],
    [28, 12800, 10000],
    [40, 14000, 10000],
  ])("carves %i%% out of an inclusive amount", (rate, amount, taxable) => {
    const split = splitInclusive(amount, rate, "inter");
    expect(split.taxablePaise).toBe(taxable);
    expect(split.igstPaise).toBe(amount - taxable);
    expect(split.cgstPaise + split.sgstPaise).toBe(0);
  });

  it("rounds the taxable value to the nearest paisa and keeps the sum exact", () => {
    // 2,49,999 × 100 / 118 = 2,11,863.55…: rounds up; the tax is what is left.
    const split = splitInclusive(24_999_900, 18, "inter");
    expect(split).toEqual({ taxablePaise: 21_186_356, cgstPaise: 0, sgstPaise: 0, igstPaise: 3_813_544 });
    for (const amount of [1, 2, 99, 101, 4_999_900, 123_457]) {
      for (const rate of [0, 5, 12, 18, 28, 40]) {
        const s = splitInclusive(amount, rate, "intra");
        expect(s.taxablePaise + s.cgstPaise + s.sgstPaise).toBe(amount);
        expect(Math.abs(s.taxablePaise - (amount * 100) / (100 + rate))).toBeLessThanOrEqual(0.5);
      }
    }
  });

  it("halves the tax into CGST and SGST within the state, an odd paisa to CGST", () => {
    expect(splitInclusive(11800, 18, "intra")).toEqual({
      taxablePaise: 10000,
      cgstPaise: 900,
      sgstPaise: 900,
      igstPaise: 0,
    });
    // 101 at 18 %: taxable 86 (85.59 rounded), tax 15 → 8 + 7.
    expect(splitInclusive(101, 18, "intra")).toEqual({ taxablePaise: 86, cgstPaise: 8, sgstPaise: 7, igstPaise: 0 });
  });

  it("refuses a rate that is not a whole percent", () => {
    expect(() => splitInclusive(100, 18.5, "intra")).toThrow(RangeError);
    expect(() => splitInclusive(-1, 18, "intra")).toThrow(RangeError);
  });
});

describe("taxLines", () => {
  it("spreads a coupon over the lines in proportion and the lines add up to the amount paid", () => {
    const lines = taxLines(
      [
        { key: "sofa", grossPaise: 4_999_900, gstRate: 18 },
        { key: "lamp", grossPaise: 249_900, gstRate: 12 },
        { key: "vase", grossPaise: 99_900, gstRate: 5 },
      ],
      500_000,
      "intra",
    );
    expect(lines.map((l) => l.discountPaise)).toEqual([467_307, 23_356, 9_337]);
    expect(lines.reduce((a, l) => a + l.discountPaise, 0)).toBe(500_000);
    const totals = sumTaxedLines(lines);
    expect(totals.totalPaise).toBe(4_999_900 + 249_900 + 99_900 - 500_000);
    expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise + totals.igstPaise).toBe(totals.totalPaise);
    expect(totals.igstPaise).toBe(0);
    for (const line of lines) {
      expect(line.taxablePaise + line.cgstPaise + line.sgstPaise).toBe(line.totalPaise);
      expect(line.cgstPaise - line.sgstPaise).toBeGreaterThanOrEqual(0);
      expect(line.cgstPaise - line.sgstPaise).toBeLessThanOrEqual(1);
    }
  });

  it("charges IGST on a supply to another state", () => {
    const [line] = taxLines([{ key: "bed", grossPaise: 2_950_000, gstRate: 18 }], 0, "inter");
    expect(line).toMatchObject({
      totalPaise: 2_950_000,
      taxablePaise: 2_500_000,
      igstPaise: 450_000,
      cgstPaise: 0,
      sgstPaise: 0,
    });
  });

  it("refuses a discount above the lines' value", () => {
    expect(() => taxLines([{ key: "a", grossPaise: 100, gstRate: 18 }], 101, "intra")).toThrow(RangeError);
  });
});

describe("taxPartOf", () => {
  it("taxes a partial refund at each line's rate and adds up to it", () => {
    const invoice = taxLines(
      [
        { key: "chair", grossPaise: 1_200_000, gstRate: 18 },
        { key: "rug", grossPaise: 300_000, gstRate: 5 },
      ],
      0,
      "inter",
    );
    const part = taxPartOf(invoice, 500_001, "inter");
    expect(part.map((l) => l.totalPaise)).toEqual([400_001, 100_000]);
    const totals = sumTaxedLines(part);
    expect(totals.totalPaise).toBe(500_001);
    expect(totals.taxablePaise + totals.igstPaise).toBe(500_001);
    expect(() => taxPartOf(invoice, 1_500_001, "inter")).toThrow(RangeError);
  });
});

describe("supplyTypeOf and financialYearOf", () => {
  it("is intra-state only when the codes match", () => {
    expect(supplyTypeOf("07", "07")).toBe("intra");
    expect(supplyTypeOf("07", "27")).toBe("inter");
  });

  it("starts the year on 1 April in India", () => {
    expect(financialYearOf(new Date("2027-03-31T18:29:59Z"))).toBe("26-27"); // 23:59:59 on 31 March in India
    expect(financialYearOf(new Date("2027-03-31T18:30:00Z"))).toBe("27-28"); // midnight, 1 April in India
    expect(financialYearOf(new Date("2026-11-26T10:00:00Z"))).toBe("26-27");
    expect(financialYearOf(new Date("2099-12-31T00:00:00Z"))).toBe("99-00");
  });
});
