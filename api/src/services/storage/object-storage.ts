/** What a stored object is, without its bytes. */
export type ObjectInfo = {
  key: string;
  size: number;
  contentType: string;
  /** Quoted, as in an HTTP ETag header: changes whenever the bytes do. */
  etag: string;
  cacheControl?: string;
};

export type StoredObject = ObjectInfo & { body: ReadableStream<Uint8Array> };

export type PutOptions = { contentType: string; cacheControl?: string };

/**
 * Where the API keeps files (the back office's images and their renditions): local disk on one
 * machine, an S3-compatible bucket for several. Keys are `/`-separated paths of safe segments
 * (see isSafeKey); every method refuses any other key, so no caller can reach outside its root.
 */
export interface ObjectStorage {
  put(key: string, bytes: Uint8Array, options: PutOptions): Promise<ObjectInfo>;
  /** null when there is no such object. The caller must read or cancel the body. */
  get(key: string): Promise<StoredObject | null>;
  head(key: string): Promise<ObjectInfo | null>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Every key that starts with the prefix, in byte order. */
  list(prefix: string): Promise<string[]>;
  /** Deletes every key that starts with the (non-empty) prefix; answers how many went. */
  deletePrefix(prefix: string): Promise<number>;
}

const SEGMENT = "[A-Za-z0-9][A-Za-z0-9._-]*";
/**
 * Each segment starts with a letter or digit, so `.` and `..` can never be one, and nothing but
 * letters, digits, `.`, `_` and `-` follows: no `%`, `\`, spaces or empty segments.
 */
const SAFE_KEY = new RegExp(`^${SEGMENT}(/${SEGMENT})*$`);
/** A key's beginning: whole segments, each with its `/`, then the start of one more (or nothing). */
const SAFE_PREFIX = new RegExp(`^(${SEGMENT}/)*(${SEGMENT})?$`);
/** S3 allows 1,024 bytes; our keys are far shorter, and a long one is a mistake. */
const MAX_KEY_LENGTH = 512;

export const isSafeKey = (key: string) => key.length <= MAX_KEY_LENGTH && SAFE_KEY.test(key);

export class UnsafeKeyError extends Error {
  constructor(what: "key" | "prefix", value: string) {
    super(`Unsafe storage ${what}: ${JSON.stringify(value.slice(0, 100))}`);
  }
}

export function assertSafeKey(key: string) {
  if (!isSafeKey(key)) throw new UnsafeKeyError("key", key);
}

/** An empty prefix would mean every object: refused, so no slip can empty the store. */
export function assertSafePrefix(prefix: string) {
  if (prefix === "" || prefix.length > MAX_KEY_LENGTH || !SAFE_PREFIX.test(prefix)) {
    throw new UnsafeKeyError("prefix", prefix);
  }
}
