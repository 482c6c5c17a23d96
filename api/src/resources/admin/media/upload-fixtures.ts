import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll } from "vitest";

let shade = 0;
/** A real JPEG, a different one each call (its colour), so each upload is a new picture. */
export const testJpeg = async (width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 80 + (++shade % 150), b: 40 } } })
    .jpeg()
    .toBuffer();

/** An upload form as a browser sends it: the file under `image`, and the other fields. */
export function uploadForm(
  bytes: Uint8Array<ArrayBuffer>,
  fields: Record<string, string>,
  name = "sofa.jpg",
  type = "image/jpeg",
) {
  const form = new FormData();
  form.set("image", new File([bytes], name, { type }));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

/** A media folder of its own for a test file's API, removed after the file's tests. */
export function throwawayMediaDir(name: string) {
  const mediaDir = mkdtempSync(path.join(tmpdir(), `woodnest-${name}-`));
  afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));
  return mediaDir;
}
