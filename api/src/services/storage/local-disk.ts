import { createHash, randomBytes } from "node:crypto";
import type { Dirent } from "node:fs";
import { mkdir, open, readFile, readdir, rename, rm, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import {
  type ObjectInfo,
  type ObjectStorage,
  type PutOptions,
  type StoredObject,
  UnsafeKeyError,
  assertSafeKey,
  assertSafePrefix,
} from "./object-storage";

type Meta = { contentType: string; cacheControl?: string; etag: string };

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException)?.code === "ENOENT";

/** S3's ETag for a single-part upload, so both adapters answer alike. */
const md5Etag = (bytes: Uint8Array) => `"${createHash("md5").update(bytes).digest("hex")}"`;

/** Written beside and renamed over, so a reader sees the old file or the new one, never half. */
async function writeAtomically(file: string, data: Uint8Array | string) {
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    await writeFile(partial, data);
    await rename(partial, file);
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}

/**
 * Objects as files under one root (MEDIA_DIR, `.data/media` by default): the key is the path.
 * Each file's content type, cache header and ETag sit beside it in `.{name}.meta.json`; a key
 * segment never starts with a dot, so no key can name a metadata or temporary file. A key may
 * not be both an object and a folder of others ("a" and "a/b"), which S3 would allow; the
 * API's own keys never do that.
 */
export class LocalDiskStorage implements ObjectStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private fileOf(key: string) {
    assertSafeKey(key);
    const file = path.join(this.root, ...key.split("/"));
    // Safe keys cannot leave the root; this holds even if that rule is ever loosened by mistake.
    if (!file.startsWith(this.root + path.sep)) throw new UnsafeKeyError("key", key);
    return file;
  }

  private metaOf(file: string) {
    return path.join(path.dirname(file), `.${path.basename(file)}.meta.json`);
  }

  async put(key: string, bytes: Uint8Array, { contentType, cacheControl }: PutOptions): Promise<ObjectInfo> {
    const file = this.fileOf(key);
    const meta: Meta = { contentType, cacheControl, etag: md5Etag(bytes) };
    // A delete of this folder's last object may remove the folder between mkdir and write: once more.
    for (let attempt = 1; ; attempt++) {
      try {
        await mkdir(path.dirname(file), { recursive: true });
        // The bytes first: a reader finds the metadata only once the file it describes is there.
        await writeAtomically(file, bytes);
        await writeAtomically(this.metaOf(file), JSON.stringify(meta));
        break;
      } catch (err) {
        if (attempt > 1 || !isMissing(err)) throw err;
      }
    }
    return { key, size: bytes.byteLength, ...meta };
  }

  private async readMeta(file: string): Promise<Meta | null> {
    try {
      return JSON.parse(await readFile(this.metaOf(file), "utf8")) as Meta;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.fileOf(key);
    const meta = await this.readMeta(file);
    if (!meta) return null;
    let handle;
    try {
      handle = await open(file, "r");
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    const { size } = await handle.stat();
    // The stream closes the file when it ends or is cancelled.
    const body = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
    return { key, size, ...meta, body };
  }

  async head(key: string): Promise<ObjectInfo | null> {
    const file = this.fileOf(key);
    const meta = await this.readMeta(file);
    if (!meta) return null;
    try {
      const handle = await open(file, "r");
      try {
        return { key, size: (await handle.stat()).size, ...meta };
      } finally {
        await handle.close();
      }
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.fileOf(key);
    // The metadata first: from then on readers see no object, even before the bytes are gone.
    await rm(this.metaOf(file), { force: true });
    await rm(file, { force: true });
    await this.pruneEmptyFolders(path.dirname(file));
  }

  /** Removes the folder and its parents up to the root while they are empty. */
  private async pruneEmptyFolders(folder: string) {
    for (let dir = folder; dir !== this.root && dir.startsWith(this.root + path.sep); dir = path.dirname(dir)) {
      try {
        await rmdir(dir);
      } catch {
        return; // not empty (or already gone): its parents are not empty either
      }
    }
  }

  async list(prefix: string): Promise<string[]> {
    assertSafePrefix(prefix);
    const cut = prefix.lastIndexOf("/") + 1;
    const folderKey = prefix.slice(0, cut);
    const keys: string[] = [];
    const walk = async (folder: string, keyPrefix: string) => {
      let entries: Dirent[];
      try {
        entries = await readdir(folder, { withFileTypes: true });
      } catch (err) {
        if (isMissing(err)) return;
        throw err;
      }
      for (const entry of entries) {
        if (entry.name.startsWith(".")) continue; // metadata and files being written
        const key = keyPrefix + entry.name;
        if (entry.isDirectory()) {
          if (key.startsWith(prefix)) await walk(path.join(folder, entry.name), `${key}/`);
        } else if (key.startsWith(prefix)) {
          keys.push(key);
        }
      }
    };
    await walk(path.join(this.root, ...folderKey.split("/").filter(Boolean)), folderKey);
    return keys.sort();
  }

  async deletePrefix(prefix: string): Promise<number> {
    const keys = await this.list(prefix);
    for (const key of keys) await this.delete(key);
    return keys.length;
  }
}
