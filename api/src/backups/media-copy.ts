import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ObjectStorage } from "../services/storage/object-storage";
import { bytesChecksum } from "./checksum";
import type { MediaObject } from "./manifest";

/**
 * Every key in the store. A key's first segment starts with a letter or digit (object-storage.ts)
 * and an empty prefix is refused, so the store is listed by each possible first character:
 * whatever folders the API keeps now or later, all are backed up.
 */
const FIRST_CHARACTERS = [..."0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"];

export async function allMediaKeys(storage: ObjectStorage) {
  const keys: string[] = [];
  for (const first of FIRST_CHARACTERS) keys.push(...(await storage.list(first)));
  return keys.sort();
}

/** Copies every object into `folder` (the key is the path) and answers what was copied, with checksums. */
export async function copyMediaOut(storage: ObjectStorage, folder: string): Promise<MediaObject[]> {
  const objects: MediaObject[] = [];
  for (const key of await allMediaKeys(storage)) {
    const stored = await storage.get(key);
    if (!stored) continue; // deleted since it was listed
    const bytes = new Uint8Array(await new Response(stored.body).arrayBuffer());
    const file = path.join(folder, ...key.split("/"));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
    objects.push({
      key,
      bytes: bytes.byteLength,
      sha256: bytesChecksum(bytes),
      contentType: stored.contentType,
      cacheControl: stored.cacheControl,
    });
  }
  return objects;
}

/**
 * Puts the backup's objects back (their checksums were checked by the restore first) and removes
 * the store's objects the backup does not hold (the store was found empty, or the owner said --force).
 */
export async function copyMediaIn(storage: ObjectStorage, folder: string, objects: MediaObject[]) {
  for (const object of objects) {
    const bytes = await readFile(path.join(folder, ...object.key.split("/")));
    await storage.put(object.key, bytes, { contentType: object.contentType, cacheControl: object.cacheControl });
  }
  const kept = new Set(objects.map((o) => o.key));
  for (const key of await allMediaKeys(storage)) if (!kept.has(key)) await storage.delete(key);
}
