import { describe, expect, it } from "vitest";
import { oneEditAway, oneEditConfidence } from "./spelling";

describe("one edit away", () => {
  it("reaches swapped, dropped, added and changed letters, and not the word itself", () => {
    const edits = oneEditAway("chiar");
    expect(edits).toEqual(expect.arrayContaining(["chair", "char", "chiars", "chian"]));
    expect(edits).not.toContain("chiar");
    expect(new Set(edits).size).toBe(edits.length);
    expect(oneEditAway("sofaa")).toContain("sofa");
    expect(oneEditAway("sheesam")).toContain("sheesham");
    expect(oneEditAway("chesterfeild")).toContain("chesterfield");
  });

  it("does not reach two edits", () => {
    expect(oneEditAway("cabnit")).not.toContain("cabinet");
  });

  it("is sure from four letters on", () => {
    expect(oneEditConfidence("bde")).toBe("maybe");
    expect(oneEditConfidence("lmap")).toBe("sure");
  });
});
