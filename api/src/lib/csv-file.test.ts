import { describe, expect, it } from "vitest";
import { csvLines, spreadsheetText } from "./csv-file";

describe("spreadsheetText", () => {
  it.each(["=1+1", "+1+1", "-1+1", "@SUM(A1)", "\t=1", "\r=1", "-", "-12.5e3", "- 12"])(
    "puts %j behind an apostrophe",
    (text) => {
      expect(spreadsheetText(text)).toBe(`'${text}`);
    },
  );

  it.each(["Asha", "", "12.50", "-12.50", "-7", "9401", "a=b"])("leaves %j as it is", (text) => {
    expect(spreadsheetText(text)).toBe(text);
  });
});

describe("csvLines", () => {
  it("quotes as RFC 4180 asks, makes text cells safe and writes numbers as numbers", () => {
    expect(csvLines([["=A1", -12.5, 'say "hi", then', null, "-3.00"]])).toBe(`'=A1,-12.5,"say ""hi"", then",,-3.00\n`);
  });
});
