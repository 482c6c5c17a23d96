import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  paginateListObjectsV2,
} from "@aws-sdk/client-s3";
import {
  type ObjectInfo,
  type ObjectStorage,
  type PutOptions,
  type StoredObject,
  assertSafeKey,
  assertSafePrefix,
} from "./object-storage";

export type S3ClientSettings = {
  region: string;
  /** Another S3-compatible service (MinIO, R2, Spaces, a test server); empty for AWS itself. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Empty: the SDK's own chain (environment, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** DeleteObjects takes at most this many keys a request. */
const DELETE_BATCH = 1000;

const isNotFound = (err: unknown) => {
  const name = (err as { name?: string })?.name;
  // GetObject names a missing key; HeadObject has no body, so only its status says so.
  return name === "NoSuchKey" || name === "NotFound";
};

export function createS3Client(settings: S3ClientSettings) {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Services other than AWS lag behind the integrity checksums the SDK sends by default since
    // early 2025; they send them only where the operation requires one (DeleteObjects).
    ...(settings.endpoint
      ? ({ requestChecksumCalculation: "WHEN_REQUIRED", responseChecksumValidation: "WHEN_REQUIRED" } as const)
      : {}),
    // A store that does not answer must not hold a request (and a connection) for ever.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
  });
}

/** Objects in one bucket of Amazon S3 or any service that speaks its protocol. */

/** What a GET or HEAD answer says about a stored object. */
const infoOf = (
  key: string,
  out: { ContentLength?: number; ContentType?: string; CacheControl?: string; ETag?: string },
): ObjectInfo => ({
  key,
  size: out.ContentLength ?? 0,
  contentType: out.ContentType ?? "application/octet-stream",
  cacheControl: out.CacheControl,
  etag: out.ETag ?? "",
});
export class S3Storage implements ObjectStorage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async put(key: string, bytes: Uint8Array, { contentType, cacheControl }: PutOptions): Promise<ObjectInfo> {
    assertSafeKey(key);
    const out = await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        CacheControl: cacheControl,
      }),
    );
    return { key, size: bytes.byteLength, contentType, cacheControl, etag: out.ETag ?? "" };
  }

  async get(key: string): Promise<StoredObject | null> {
    assertSafeKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!out.Body) return null;
      return { ...infoOf(key, out), body: out.Body.transformToWebStream() as ReadableStream<Uint8Array> };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    assertSafeKey(key);
    try {
      return infoOf(key, await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })));
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async list(prefix: string): Promise<string[]> {
    assertSafePrefix(prefix);
    const keys: string[] = [];
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket, Prefix: prefix })) {
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
    }
    return keys;
  }

  async deletePrefix(prefix: string): Promise<number> {
    const keys = await this.list(prefix);
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      const out = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failed = out.Errors ?? [];
      if (failed.length > 0) {
        throw new Error(
          `S3 refused to delete ${failed.length} object(s), e.g. ${failed[0].Key}: ${failed[0].Code} ${failed[0].Message}`,
        );
      }
    }
    return keys.length;
  }
}
