import type { SitemapEntry } from "@api/contract/schemas/sitemap";

/** The storefront's own pages, which no API listing names; they open the first file. */
export const FIXED_PATHS = [
  "/",
  "/about-us",
  "/contact-us",
  "/become-a-dealer",
  "/privacy-policy",
  "/terms-conditions",
  "/return-refund-policies",
  "/order-tracking",
];

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

const sitemapFilePath = (file: number) => `/sitemap/${file}.xml`;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c);

/** Where the storefront shows an entry. */
function entryPath(entry: SitemapEntry): string {
  switch (entry.type) {
    case "category":
      return `/shop/${entry.slug}`;
    case "subCategory":
      return `/shop/${entry.categorySlug}/${entry.slug}`;
    case "post":
      return `/blogPost/${entry.slug}`;
    case "project":
      return `/project/${entry.slug}`;
    case "product":
      return `/product/${entry.slug}`;
  }
}

const urlXml = (origin: string, path: string, lastmod?: string) =>
  `  <url><loc>${escapeXml(new URL(path, origin).toString())}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>\n`;

/** The sitemap index: one <sitemap> per file. */
export function sitemapIndexXml(origin: string, files: number): string {
  const items = Array.from(
    { length: files },
    (_, i) => `  <sitemap><loc>${escapeXml(new URL(sitemapFilePath(i + 1), origin).toString())}</loc></sitemap>\n`,
  );
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${NAMESPACE}">\n${items.join("")}</sitemapindex>\n`;
}

/**
 * One sitemap file as it streams: the API's JSON lines in, <url> elements out, never the
 * whole file in memory. The first file starts with the storefront's fixed pages. When the
 * crawler leaves (`signal`), the API's stream is dropped on purpose: the file then just ends,
 * since nobody is left to read an error and it is not a fault worth a log line.
 */
export function sitemapFileStream(
  origin: string,
  entries: ReadableStream<Uint8Array>,
  withFixedPages: boolean,
  signal?: AbortSignal,
) {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  let pending = "";
  const convert = (line: string) => {
    if (!line.trim()) return "";
    const entry = JSON.parse(line) as SitemapEntry;
    return urlXml(origin, entryPath(entry), entry.lastmod);
  };
  const toXml = new TransformStream<Uint8Array, Uint8Array>({
    start(controller) {
      const fixed = withFixedPages ? FIXED_PATHS.map((path) => urlXml(origin, path)).join("") : "";
      controller.enqueue(encoder.encode(`${XML_DECLARATION}\n<urlset xmlns="${NAMESPACE}">\n${fixed}`));
    },
    transform(chunk, controller) {
      const lines = (pending + decoder.decode(chunk, { stream: true })).split("\n");
      pending = lines.pop() ?? "";
      controller.enqueue(encoder.encode(lines.map(convert).join("")));
    },
    flush(controller) {
      controller.enqueue(encoder.encode(`${convert(pending + decoder.decode())}</urlset>\n`));
    },
  });
  const reader = entries.pipeThrough(toXml).getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        if (signal?.aborted) controller.close();
        else controller.error(error);
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
}
