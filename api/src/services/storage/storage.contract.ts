import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { type ObjectStorage, UnsafeKeyError } from "./object-storage";

export const UNSAFE_KEYS = [
  "",
  "../outside.txt",
  "images/../../outside.txt",
  "/etc/passwd",
  "images//double",
  "images/./here",
  "images/..",
  ".hidden",
  "images/.meta.json",
  "images\\..\\outside.txt",
  "images/with space",
  "images/%2e%2e/outside.txt",
  "images/trailing/",
  `images/${"a".repeat(600)}`,
];

const bytesOf = async (body: ReadableStream<Uint8Array>) => Buffer.from(await new Response(body).arrayBuffer());

/** What every ObjectStorage adapter must do alike; each adapter's test file runs it on a fresh store. */
export function objectStorageContract(name: string, fresh: () => Promise<ObjectStorage>) {
  describe(`${name}: the ObjectStorage contract`, () => {
    it("stores bytes with their content type and cache header and gives them back as a stream", async () => {
      const storage = await fresh();
      const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i)); // every byte value
      const put = await storage.put("images/abc/w320.webp", bytes, {
        contentType: "image/webp",
        cacheControl: "public, max-age=31536000, immutable",
      });
      expect(put).toMatchObject({ key: "images/abc/w320.webp", size: 256, contentType: "image/webp" });
      expect(put.etag).toMatch(/^"[^"]+"$/);

      const got = await storage.get("images/abc/w320.webp");
      expect(got).not.toBeNull();
      expect(got).toMatchObject({
        key: "images/abc/w320.webp",
        size: 256,
        contentType: "image/webp",
        cacheControl: "public, max-age=31536000, immutable",
        etag: put.etag,
      });
      expect((await bytesOf(got!.body)).equals(bytes)).toBe(true);

      const head = await storage.head("images/abc/w320.webp");
      expect(head).toEqual({
        key: "images/abc/w320.webp",
        size: 256,
        contentType: "image/webp",
        cacheControl: "public, max-age=31536000, immutable",
        etag: put.etag,
      });
    });

    it("streams a large object whole", async () => {
      const storage = await fresh();
      const bytes = randomBytes(3 * 1024 * 1024 + 17);
      await storage.put("images/big/original.jpg", bytes, { contentType: "image/jpeg" });
      const got = await storage.get("images/big/original.jpg");
      expect(got!.size).toBe(bytes.length);
      expect((await bytesOf(got!.body)).equals(bytes)).toBe(true);
    });

    it("replaces an object, with a new ETag for new bytes", async () => {
      const storage = await fresh();
      const first = await storage.put("notes/a.txt", Buffer.from("first"), { contentType: "text/plain" });
      const second = await storage.put("notes/a.txt", Buffer.from("second"), { contentType: "text/plain" });
      expect(second.etag).not.toBe(first.etag);
      const got = await storage.get("notes/a.txt");
      expect(got!.etag).toBe(second.etag);
      expect((await bytesOf(got!.body)).toString()).toBe("second");
    });

    it("answers null for a missing object, and deleting one is no error", async () => {
      const storage = await fresh();
      expect(await storage.get("images/none/w320.avif")).toBeNull();
      expect(await storage.head("images/none/w320.avif")).toBeNull();
      await expect(storage.delete("images/none/w320.avif")).resolves.toBeUndefined();
    });

    it("deletes an object", async () => {
      const storage = await fresh();
      await storage.put("images/gone/w320.avif", Buffer.from("x"), { contentType: "image/avif" });
      await storage.delete("images/gone/w320.avif");
      expect(await storage.get("images/gone/w320.avif")).toBeNull();
      expect(await storage.head("images/gone/w320.avif")).toBeNull();
      expect(await storage.list("images/gone/")).toEqual([]);
    });

    it("lists and deletes by prefix, in byte order, leaving every other key alone", async () => {
      const storage = await fresh();
      const keys = [
        "images/ab12/w640.webp",
        "images/ab12/w320.avif",
        "images/ab34/w320.avif",
        "images/cd56/w320.avif",
        "other/ab12",
      ];
      for (const key of keys) await storage.put(key, Buffer.from(key), { contentType: "application/octet-stream" });

      expect(await storage.list("images/ab12/")).toEqual(["images/ab12/w320.avif", "images/ab12/w640.webp"]);
      // A prefix may end inside a segment, as on S3.
      expect(await storage.list("images/ab")).toEqual([
        "images/ab12/w320.avif",
        "images/ab12/w640.webp",
        "images/ab34/w320.avif",
      ]);
      expect(await storage.list("images/zz/")).toEqual([]);

      expect(await storage.deletePrefix("images/ab12/")).toBe(2);
      expect(await storage.list("images/")).toEqual(["images/ab34/w320.avif", "images/cd56/w320.avif"]);
      expect(await storage.list("other/")).toEqual(["other/ab12"]);
      expect(await storage.deletePrefix("images/ab12/")).toBe(0);
    });

    it("refuses an unsafe key or prefix in every method, before touching the store", async () => {
      const storage = await fresh();
      const options = { contentType: "text/plain" };
      for (const key of UNSAFE_KEYS) {
        await expect(storage.put(key, Buffer.from("x"), options), key).rejects.toThrow(UnsafeKeyError);
        await expect(storage.get(key), key).rejects.toThrow(UnsafeKeyError);
        await expect(storage.head(key), key).rejects.toThrow(UnsafeKeyError);
        await expect(storage.delete(key), key).rejects.toThrow(UnsafeKeyError);
      }
      for (const prefix of ["", "/", "../", "images/../", "images//", ".hidden/"]) {
        await expect(storage.list(prefix), prefix).rejects.toThrow(UnsafeKeyError);
        await expect(storage.deletePrefix(prefix), prefix).rejects.toThrow(UnsafeKeyError);
      }
    });
  });
}
