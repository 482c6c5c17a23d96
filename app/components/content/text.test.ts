import { describe, expect, it } from "vitest";
import { saysSomething, telHref } from "./text";

describe("telHref", () => {
  it("keeps the plus and the digits only", () => {
    expect(telHref("+91 98110 42424")).toBe("tel:+919811042424");
    expect(telHref("+91 (11) 4150-2200")).toBe("tel:+911141502200");
  });
});

describe("saysSomething", () => {
  it("treats empty editor markup as no text", () => {
    expect(saysSomething("")).toBe(false);
    expect(saysSomething("<p></p>")).toBe(false);
    expect(saysSomething("<p>&nbsp;</p><p> <br /></p>")).toBe(false);
  });

  it("sees words and pictures", () => {
    expect(saysSomething("<p>We deliver in 7 days.</p>")).toBe(true);
    expect(saysSomething('<p><img src="https://example.com/a.png" alt="Map"></p>')).toBe(true);
  });
});
