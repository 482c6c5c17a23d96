import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";
import { HELD_MODULE_TYPE, HELD_PRELOAD_ATTRIBUTE } from "./scripts-after-paint";

/** One of Remix's tags as React writes it (`opening` starts it, `tag` matches it whole) and its held form. */
type Rewrite = { opening: string; tag: RegExp; held: (tag: string) => string };

/**
 * Remix's tags and the held forms the browser does not fetch: each modulepreload link inside an
 * inert <template>, and the module script as a data block, which may not be async. The module
 * script carries the page's CSP nonce, which the restoring script copies.
 */
function rewritesFor(nonce: string | undefined): Rewrite[] {
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
  const moduleScript = `<script${nonceAttribute} type="module" async="">`;
  return [
    {
      opening: '<link rel="modulepreload"',
      tag: /<link rel="modulepreload" [^>]*>/g,
      held: (tag) => `<template ${HELD_PRELOAD_ATTRIBUTE}="">${tag}</template>`,
    },
    {
      opening: moduleScript,
      tag: new RegExp(moduleScript.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"), "g"),
      held: () => `<script${nonceAttribute} type="${HELD_MODULE_TYPE}">`,
    },
  ];
}

const rewrite = (rewrites: Rewrite[], html: string) =>
  rewrites.reduce((text, { tag, held }) => text.replace(tag, held), html);

/**
 * How much of the end of `html` could be a tag to rewrite that a chunk boundary cut: the start
 * of its opening, or its opening without the tag's end. Tags to rewrite hold no "<" inside.
 */
function openTail(rewrites: Rewrite[], html: string) {
  const tail = html.slice(html.lastIndexOf("<"));
  if (!tail.startsWith("<")) return 0;
  const cut = rewrites.some(
    ({ opening }) => opening.startsWith(tail) || (tail.startsWith(opening) && !tail.includes(">", opening.length - 1)),
  );
  return cut ? tail.length : 0;
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
      const html = carried + decoder.write(chunk);
      const held = openTail(rewrites, html);
      carried = html.slice(html.length - held);
      done(null, rewrite(rewrites, html.slice(0, html.length - held)));
    },
    flush(done) {
      done(null, rewrite(rewrites, carried + decoder.end()));
    },
  });
}
