import { describe, expect, it } from "vitest";
import { FIXED_PATHS, sitemapFileStream, sitemapIndexXml } from "./sitemap.server";

const ORIGIN = "https://shop.example";

/** A body that arrives in the given pieces, as a network stream may cut it. */
function chunked(...pieces: string[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

describe("sitemap XML", () => {
  it("indexes every file by its absolute address", () => {
    const xml = sitemapIndexXml(ORIGIN, 3);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      `${ORIGIN}/sitemap/1.xml`,
      `${ORIGIN}/sitemap/2.xml`,
      `${ORIGIN}/sitemap/3.xml`,
    ]);
  });

  it("turns the API's lines into <url> elements however the stream cuts them, fixed pages first in file 1", async () => {
    const lines = [
      { type: "category", slug: "living-room" },
      { type: "subCategory", categorySlug: "living-room", slug: "sofas" },
      { type: "post", slug: "care-&-repair", lastmod: "2026-01-02" },
      { type: "project", slug: "villa" },
      { type: "product", slug: "kabir-fabric-sofa" },
    ]
      .map((line) => JSON.stringify(line))
      .join("\n");
    const cut = Math.floor(lines.length / 2);
    const xml = await new Response(
      sitemapFileStream(ORIGIN, chunked(lines.slice(0, cut), lines.slice(cut), "\n"), true),
    ).text();
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      ...FIXED_PATHS.map((path) => new URL(path, ORIGIN).toString()),
      `${ORIGIN}/shop/living-room`,
      `${ORIGIN}/shop/living-room/sofas`,
      `${ORIGIN}/blogPost/care-&amp;-repair`,
      `${ORIGIN}/project/villa`,
      `${ORIGIN}/product/kabir-fabric-sofa`,
    ]);
    expect(xml).toContain("<lastmod>2026-01-02</lastmod>");
  });

  it("gives every kind of entry its lastmod when the API knows one", async () => {
    const lines = [
      { type: "category", slug: "living-room", lastmod: "2026-03-01" },
      { type: "subCategory", categorySlug: "living-room", slug: "sofas", lastmod: "2026-03-02" },
      { type: "product", slug: "kabir-fabric-sofa", lastmod: "2026-03-03" },
      { type: "project", slug: "villa" },
    ];
    const xml = await new Response(
      sitemapFileStream(ORIGIN, chunked(lines.map((line) => JSON.stringify(line)).join("\n")), false),
    ).text();
    expect([...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1])).toEqual([
      `<loc>${ORIGIN}/shop/living-room</loc><lastmod>2026-03-01</lastmod>`,
      `<loc>${ORIGIN}/shop/living-room/sofas</loc><lastmod>2026-03-02</lastmod>`,
      `<loc>${ORIGIN}/product/kabir-fabric-sofa</loc><lastmod>2026-03-03</lastmod>`,
      `<loc>${ORIGIN}/project/villa</loc>`,
    ]);
  });

  it("lists only the API's entries in later files", async () => {
    const xml = await new Response(sitemapFileStream(ORIGIN, chunked('{"type":"product","slug":"a"}'), false)).text();
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([`${ORIGIN}/product/a`]);
  });

  it("ends quietly when the crawler has left and the API's stream was dropped, and fails otherwise", async () => {
    const dropped = () => {
      let reads = 0;
      return new ReadableStream<Uint8Array>({
        pull(controller) {
          reads += 1;
          if (reads === 1) controller.enqueue(new TextEncoder().encode('{"type":"product","slug":"a"}\n'));
          else controller.error(new DOMException("This operation was aborted", "AbortError"));
        },
      });
    };
    const crawler = new AbortController();
    crawler.abort();
    const cut = await new Response(sitemapFileStream(ORIGIN, dropped(), false, crawler.signal)).text();
    expect(cut).toContain(`<loc>${ORIGIN}/product/a</loc>`);
    await expect(
      new Response(sitemapFileStream(ORIGIN, dropped(), false, new AbortController().signal)).text(),
    ).rejects.toThrow(/aborted/);
  });
});
