import { describe, expect, it } from "vitest";
import { rupeesInWords } from "./amount-in-words";

describe("rupeesInWords", () => {
  it("writes rupees and paise in the Indian system", () => {
    expect(rupeesInWords(29500.5)).toBe("Rupees Twenty-Nine Thousand Five Hundred and Paise Fifty Only");
    expect(rupeesInWords(0)).toBe("Rupees Zero Only");
    expect(rupeesInWords(0.05)).toBe("Rupees Zero and Paise Five Only");
    expect(rupeesInWords(19)).toBe("Rupees Nineteen Only");
    expect(rupeesInWords(100)).toBe("Rupees One Hundred Only");
    expect(rupeesInWords(1_249.9)).toBe("Rupees One Thousand Two Hundred Forty-Nine and Paise Ninety Only");
  });

  it("counts in lakhs and crores, crores above 99 in words again", () => {
    expect(rupeesInWords(1_00_000)).toBe("Rupees One Lakh Only");
    expect(rupeesInWords(12_34_567)).toBe("Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven Only");
    expect(rupeesInWords(1_00_00_000)).toBe("Rupees One Crore Only");
    expect(rupeesInWords(1_05_00_07_010.99)).toBe(
      "Rupees One Hundred Five Crore Seven Thousand Ten and Paise Ninety-Nine Only",
    );
  });

  it("refuses what is no amount", () => {
    expect(() => rupeesInWords(-1)).toThrow(RangeError);
    expect(() => rupeesInWords(Number.NaN)).toThrow(RangeError);
  });
});
