import { describe, expect, it } from "vitest";
import { HELD_MODULE_TYPE, HELD_PRELOAD_ATTRIBUTE } from "./scripts-after-paint";
import { holdScriptsUntilPaint } from "./scripts-after-paint.server";

/** Writes the chunks through the transform; returns what came out after each write, and in all. */
async function through(chunks: (string | Buffer)[], nonce?: string) {
  const transform = holdScriptsUntilPaint(nonce);
  const out: string[] = [];
  transform.on("data", (data: Buffer) => out.push(data.toString("utf8")));
  const afterEach: string[] = [];
  for (const chunk of chunks) {
    await new Promise<void>((resolve) => transform.write(chunk, () => resolve()));
    afterEach.push(out.join(""));
  }
  await new Promise<void>((resolve) => transform.end(resolve));
  return { all: out.join(""), afterEach };
}

const REMIX_SCRIPTS =
  '<link rel="modulepreload" href="/build/entry.client-A.js"/><link rel="modulepreload" href="/build/_shared/chunk-B.js"/>' +
  '<script>window.__remixContext = {};</script><script type="module" async="">import "/build/manifest-C.js";\nimport("/build/entry.client-A.js");</script>';
const held = (link: string) => `<template ${HELD_PRELOAD_ATTRIBUTE}="">${link}</template>`;
const HELD =
  held('<link rel="modulepreload" href="/build/entry.client-A.js"/>') +
  held('<link rel="modulepreload" href="/build/_shared/chunk-B.js"/>') +
  `<script>window.__remixContext = {};</script><script type="${HELD_MODULE_TYPE}">import "/build/manifest-C.js";\nimport("/build/entry.client-A.js");</script>`;

describe("holdScriptsUntilPaint", () => {
  it("holds Remix's modulepreload links and module script, and nothing else", async () => {
    const page = `<html><head><script type="application/ld+json">{}</script></head><body><p>Rs 4,999</p>${REMIX_SCRIPTS}</body></html>`;
    const { all } = await through([page]);
    expect(all).toBe(
      `<html><head><script type="application/ld+json">{}</script></head><body><p>Rs 4,999</p>${HELD}</body></html>`,
    );
  });

  it("holds the module script that carries the page's CSP nonce, keeping the nonce", async () => {
    const nonce = "k3Yq+Z/0aB==";
    const { all } = await through([`<script nonce="${nonce}" type="module" async="">import("/a.js");</script>`], nonce);
    expect(all).toBe(`<script nonce="${nonce}" type="${HELD_MODULE_TYPE}">import("/a.js");</script>`);
  });

  it("rewrites a tag cut between two chunks, wherever the cut falls", async () => {
    for (let cut = 1; cut < REMIX_SCRIPTS.length; cut += 1) {
      const { all } = await through([REMIX_SCRIPTS.slice(0, cut), REMIX_SCRIPTS.slice(cut)]);
      expect(all, `cut at ${cut}`).toBe(HELD);
    }
  });

  it("keeps a character whose bytes are cut between two chunks", async () => {
    const bytes = Buffer.from("<p>सोफ़ा ₹</p>");
    for (let cut = 1; cut < bytes.length; cut += 1) {
      const { all } = await through([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(all).toBe("<p>सोफ़ा ₹</p>");
    }
  });

  it("passes a chunk on at once unless its end could begin a tag to rewrite", async () => {
    const { afterEach } = await through(["<main><p>Sofas</p>", "</main><link rel=", '"modulepreload" href="/a.js"/>']);
    expect(afterEach[0]).toBe("<main><p>Sofas</p>");
    expect(afterEach[1]).toBe("<main><p>Sofas</p></main>");
    expect(afterEach[2]).toBe(`<main><p>Sofas</p></main>${held('<link rel="modulepreload" href="/a.js"/>')}`);
  });
});
