import { PassThrough, type Writable } from "node:stream";
import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withoutReactPadding } from "./react-stream-padding.server";

/** Everything React writes for `text` in a paragraph, through `destination`'s end. */
function render(text: string, destination: Writable, output = destination) {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    output.on("data", (chunk: Buffer) => chunks.push(chunk));
    output.on("end", () => resolve(Buffer.concat(chunks)));
    output.on("error", reject);
    const { pipe } = renderToPipeableStream(
      createElement("main", null, createElement("p", null, "Sofas"), createElement("p", null, text)),
      {
        onAllReady: () => pipe(destination),
        onError: reject,
      },
    );
  });
}

/** Runs of the rupee sign (3 bytes in UTF-8) long enough that one ends up cut by the 2 KB buffer's end. */
const RUNS = Array.from({ length: 40 }, (_, index) => "₹".repeat(660 + index));

describe("withoutReactPadding", () => {
  it("React 18 still writes NULs where a character would have crossed its buffer's end", async () => {
    const padded = await Promise.all(RUNS.map((run) => render(run, new PassThrough())));
    expect(
      padded.filter((html) => html.includes(0)).length,
      "upgrade to React 19 and drop withoutReactPadding",
    ).toBeGreaterThan(0);
  });

  it("leaves no NUL and every character whole", async () => {
    for (const run of RUNS) {
      const padding = withoutReactPadding();
      const html = await render(run, padding);
      expect(html.includes(0)).toBe(false);
      expect(html.toString("utf8")).toBe(`<main><p>Sofas</p><p>${run}</p></main>`);
    }
  });
});
