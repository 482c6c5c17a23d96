import { describe, expect, it } from "vitest";
import { pageMeta } from "./seo";

const titleOf = (title?: string) => (pageMeta({ title }).find((tag) => "title" in tag) as { title: string }).title;

describe("pageMeta titles", () => {
  it("adds the brand to a page's own title", () => {
    expect(titleOf("Living Room")).toBe("Living Room | Woodnest");
  });

  it("never prints the brand twice when the back office wrote it already", () => {
    expect(titleOf("Living Room Furniture Online | Woodnest")).toBe("Living Room Furniture Online | Woodnest");
    expect(titleOf("About Woodnest | Solid Wood Furniture Made in India")).toBe(
      "About Woodnest | Solid Wood Furniture Made in India",
    );
  });

  it("falls back to the brand's own title", () => {
    expect(titleOf(undefined)).toBe("Woodnest — Furniture & Decor");
  });
});
