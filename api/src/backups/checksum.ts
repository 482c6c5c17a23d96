import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { pipeline } from "node:stream/promises";

/** A file's SHA-256 and size, read as a stream: a dump may be larger than memory. */
export async function fileChecksum(file: string) {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return { sha256: hash.digest("hex"), bytes: (await stat(file)).size };
}

export const bytesChecksum = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
