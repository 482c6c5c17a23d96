import { Transform } from "node:stream";

/** The buffer React 18's server renderer fills and writes whole (ReactServerStreamConfigNode). */
const REACT_VIEW_BYTES = 2048;
/** A UTF-8 character is at most 4 bytes: a buffer too full for the next one has at most 3 left. */
const MOST_PADDING = 3;

/**
 * React 18.3's renderToPipeableStream, when a character's bytes no longer fit in what is left of
 * its 2 KB buffer, writes the buffer whole, the 1 to 3 bytes it never filled included: NULs in
 * the page (facebook/react#24985, fixed in React 19 by facebook/react#26228). Each write of React
 * arrives here as one chunk, so those bytes are dropped from the end of a full-size chunk. HTML
 * holds no NUL of its own: nothing the page meant to send is lost.
 */
export function withoutReactPadding() {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (chunk.length !== REACT_VIEW_BYTES) return done(null, chunk);
      let end = chunk.length;
      while (end > chunk.length - MOST_PADDING && chunk[end - 1] === 0) end -= 1;
      done(null, chunk.subarray(0, end));
    },
  });
}
