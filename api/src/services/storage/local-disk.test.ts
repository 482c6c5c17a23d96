import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readApiEnv } from "@api/env";
import { createObjectStorage } from "./create-storage";
import { LocalDiskStorage } from "./local-disk";
import { UNSAFE_KEYS, objectStorageContract } from "./storage.contract";

const scratch = mkdtempSync(path.join(tmpdir(), "woodnest-local-storage-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let stores = 0;
const freshRoot = () => path.join(scratch, `store-${++stores}`, "media");

objectStorageContract("LocalDiskStorage", async () => new LocalDiskStorage(freshRoot()));

/** Every file under a folder, relative to it. */
const filesUnder = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true })
        .map(String)
        .filter((file) => statSync(path.join(dir, file)).isFile())
        .sort()
    : [];

describe("LocalDiskStorage", () => {
  it("is the default, under MEDIA_DIR, and creates nothing until something is stored", async () => {
    const root = freshRoot();
    const storage = createObjectStorage(readApiEnv({ NODE_ENV: "test", MEDIA_DIR: root }));
    expect(storage).toBeInstanceOf(LocalDiskStorage);
    expect((storage as LocalDiskStorage).root).toBe(path.resolve(root));
    expect(await storage.list("images/")).toEqual([]);
    expect(existsSync(root)).toBe(false);
    expect(readApiEnv({ NODE_ENV: "test" }).MEDIA_DIR).toBe(".data/media");
  });

  it("keeps each object at its key's path with its metadata beside it, and lists only objects", async () => {
    const root = freshRoot();
    const storage = new LocalDiskStorage(root);
    await storage.put("images/ab/w320.avif", Buffer.from("avif"), { contentType: "image/avif" });
    expect(filesUnder(root)).toEqual(["images/ab/.w320.avif.meta.json", "images/ab/w320.avif"]);
    expect(await storage.list("images/")).toEqual(["images/ab/w320.avif"]);
  });

  it("removes the folders a delete leaves empty, and only those", async () => {
    const root = freshRoot();
    const storage = new LocalDiskStorage(root);
    await storage.put("images/ab/w320.avif", Buffer.from("1"), { contentType: "image/avif" });
    await storage.put("images/cd/w320.avif", Buffer.from("2"), { contentType: "image/avif" });
    await storage.deletePrefix("images/ab/");
    expect(readdirSync(path.join(root, "images"))).toEqual(["cd"]);
    await storage.delete("images/cd/w320.avif");
    expect(existsSync(path.join(root, "images"))).toBe(false);
    expect(existsSync(root)).toBe(true);
    // The next put makes its folders again.
    await storage.put("images/cd/w320.avif", Buffer.from("3"), { contentType: "image/avif" });
    expect(await storage.list("images/")).toEqual(["images/cd/w320.avif"]);
  });

  it("never reads, writes or deletes outside its root, whatever the key", async () => {
    const parent = path.join(scratch, `traversal-${++stores}`);
    const root = path.join(parent, "media");
    const storage = new LocalDiskStorage(root);
    await storage.put("images/ok.txt", Buffer.from("inside"), { contentType: "text/plain" });
    writeFileSync(path.join(parent, "outside.txt"), "secret");
    for (const key of UNSAFE_KEYS) {
      await storage.put(key, Buffer.from("overwritten"), { contentType: "text/plain" }).catch(() => undefined);
      await storage.delete(key).catch(() => undefined);
      expect(await storage.get(key).catch(() => "refused"), key).toBe("refused");
    }
    await storage.deletePrefix("../").catch(() => undefined);
    expect(filesUnder(parent)).toEqual(["media/images/.ok.txt.meta.json", "media/images/ok.txt", "outside.txt"]);
  });
});
