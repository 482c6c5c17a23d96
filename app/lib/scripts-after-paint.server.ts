import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";
import { HELD_MODULE_TYPE, HELD_PRELOAD_REL } from "./scripts-after-paint";

type Rewrites = ReadonlyArray<readonly [string, string]>;

/**
 * Remix's script tags as React writes them, and the held form the browser does not fetch. The
 * module script carries the page's CSP nonce, which the restoring script copies.
 */
function rewritesFor(nonce: string | undefined): Rewrites {
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
  return [
    ['<link rel="modulepreload"', `<link rel="${HELD_PRELOAD_REL}"`],
    [`<script${nonceAttribute} type="module" async="">`, `<script${nonceAttribute} type="${HELD_MODULE_TYPE}" async="">`],
  ];
}

const rewrite = (rewrites: Rewrites, html: string) =>
  rewrites.reduce((text, [from, to]) => text.replaceAll(from, to), html);

/** How much of the end of `html` could be the start of a tag to rewrite, cut by a chunk boundary. */
function openTail(rewrites: Rewrites, html: string) {
  const longest = Math.max(...rewrites.map(([from]) => from.length));
  for (let start = Math.max(0, html.length - longest + 1); start < html.length; start += 1) {
    const tail = html.slice(start);
    if (rewrites.some(([from]) => from.startsWith(tail))) return html.length - start;
  }
  return 0;
}

/**
 * The document stream with Remix's script tags held until the page is painted
 * (scripts-after-paint.ts). React streams the document in chunks; a tag cut between two is
 * held back until the next chunk completes it, and nothing else waits.
 */
export function holdScriptsUntilPaint(nonce?: string) {
  const rewrites = rewritesFor(nonce);
  const decoder = new StringDecoder("utf8");
  let carried = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const html = rewrite(rewrites, carried + decoder.write(chunk));
      const held = openTail(rewrites, html);
      carried = html.slice(html.length - held);
      done(null, html.slice(0, html.length - held));
    },
    flush(done) {
      done(null, rewrite(rewrites, carried + decoder.end()));
    },
  });
}
