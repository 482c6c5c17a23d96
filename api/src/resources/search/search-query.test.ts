import { describe, expect, it } from "vitest";
import { normalizeQuery, singular, skuLexeme, slotsOf, synonymIndex, tsqueryText } from "./search-query";

const synonyms = synonymIndex([
  ["sofa cum bed", "sofa bed", "futon"],
  ["palang", "bed"],
  ["almirah", "wardrobe"],
]);

describe("the query text", () => {
  it("keeps letters and digits only, lower case, at most six words", () => {
    expect(normalizeQuery("  Sofa-cum-BED!! 3+1 ")).toBe("sofa cum bed 3 1");
    expect(normalizeQuery("a b c d e f g h")).toBe("a b c d e f");
    expect(normalizeQuery("% _ '")).toBe("");
  });

  it("drops a plural ending for finding synonyms only", () => {
    expect(["almirahs", "benches", "glasses", "sofas", "bus", "chaise"].map(singular)).toEqual([
      "almirah",
      "bench",
      "glass",
      "sofa",
      "bus",
      "chaise",
    ]);
  });

  it("takes the longest synonym term first, and a plural as its singular", () => {
    expect(slotsOf(["teak", "sofa", "cum", "bed"], synonyms)).toEqual([
      { words: ["teak"], terms: ["teak"] },
      { words: ["sofa", "cum", "bed"], terms: ["sofa cum bed", "sofa bed", "futon"] },
    ]);
    expect(slotsOf(["almirahs"], synonyms)).toEqual([
      { words: ["almirahs"], terms: ["almirahs", "almirah", "wardrobe"] },
    ]);
  });

  it("asks for every place by any of its terms, and for two plain words also joined", () => {
    expect(tsqueryText(slotsOf(["palang"], synonyms))).toBe("((palang | bed))");
    expect(tsqueryText(slotsOf(["book", "shelf"], synonyms))).toBe("((book) & (shelf)) | ((bookshelf))");
    expect(tsqueryText(slotsOf(["sofa", "cum", "bed"], synonyms))).toBe("((sofa & cum & bed | sofa & bed | futon))");
    expect(tsqueryText([])).toBe("");
  });

  it("takes the last word typed as a prefix while suggesting", () => {
    expect(tsqueryText(slotsOf(["teak", "war"], synonyms), { prefix: true })).toBe(
      "((teak) & (war:*)) | ((teakwar:*))",
    );
  });

  it("takes a single token with a digit as a possible sku, quoted for a tsquery", () => {
    expect(skuLexeme(" WN-CT-001 ")).toBe("'wn-ct-001'");
    expect(skuLexeme("sofa")).toBeNull();
    expect(skuLexeme("3 seater")).toBeNull();
    expect(skuLexeme("it's-1")).toBeNull();
  });
});
