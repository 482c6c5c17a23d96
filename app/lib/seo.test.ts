import { describe, expect, it } from "vitest";
import type { MetaDescriptor } from "@remix-run/node";
import { pageMeta } from "./seo";

const ORIGIN = "https://woodnest.example";
const titleOf = (title?: string) =>
  (pageMeta({ title, origin: ORIGIN }).find((tag) => "title" in tag) as { title: string }).title;
const property = (tags: MetaDescriptor[], name: string) =>
  (tags.find((tag) => "property" in tag && tag.property === name) as { content?: string } | undefined)?.content;

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

describe("pageMeta's sharing picture", () => {
  const jpeg = { url: "/v1/media/abc/original.jpg", width: 1600, height: 1200, alt: "A sofa" };
  const svg = { url: "/media/categories/living-room.svg", width: 800, height: 600 };

  it("is the page's first JPEG or PNG, absolute, with its size", () => {
    const tags = pageMeta({ origin: ORIGIN, images: [svg, null, jpeg] });
    expect(property(tags, "og:image")).toBe(`${ORIGIN}/v1/media/abc/original.jpg`);
    expect(property(tags, "og:image:width")).toBe("1600");
    expect(property(tags, "og:image:height")).toBe("1200");
    expect(property(tags, "og:image:alt")).toBe("A sofa");
  });

  it("is the shop's own picture when the page has no raster one", () => {
    for (const images of [undefined, [], [svg, undefined]]) {
      const tags = pageMeta({ origin: ORIGIN, images });
      expect(property(tags, "og:image")).toBe(`${ORIGIN}/share.jpg`);
      expect(property(tags, "og:image:width")).toBe("1200");
      expect(property(tags, "og:image:height")).toBe("630");
    }
  });

  it("is left out only when no origin is known to make it absolute", () => {
    expect(property(pageMeta({ origin: undefined, images: [jpeg] }), "og:image")).toBeUndefined();
  });
});
