import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Database, type ExecuteSql, openDatabase } from "../db/client";
import { taxDocuments } from "../db/schema";
import { shippedOrder } from "../resources/courier/courier-fixtures";
import {
  ensureDemoFacts,
  findProduct,
  line,
  orderPayload,
  setStock,
  stockOf,
} from "../resources/customer-orders/order-fixtures";
import { signedInStaff } from "../resources/admin/test-helpers";
import { LocalDiskStorage } from "../services/storage/local-disk";
import { type TestApi, createTestApi, throwawayPostgresDatabase } from "../test/harness";
import { packFolder, unpackInto } from "./archive";
import { bytesChecksum } from "./checksum";
import { userTableCount } from "./database-state";
import { FolderBackupStore } from "./backup-store";
import { runBackup } from "./create-backup";
import { allMediaKeys } from "./media-copy";
import { type RestoreTarget, RestoreRefusedError, restoreBackup } from "./restore-backup";

const scratch = mkdtempSync(path.join(tmpdir(), "woodnest-backup-test-"));
const adminUrl = process.env.API_TEST_DATABASE_URL;
const silent = { info: () => {}, error: () => {} };
let api: TestApi;
const drops: (() => Promise<unknown>)[] = [];
/** The first test's backup, which the refusals below alter. */
let backupFile = "";

beforeAll(async () => {
  api = await createTestApi({ env: { RATE_LIMIT_MULTIPLIER: "100", MEDIA_DIR: path.join(scratch, "media") } });
});
afterAll(async () => {
  await api.close();
  for (const drop of drops) await drop();
  rmSync(scratch, { recursive: true, force: true });
});

/** Every table of the shop's schema, each as a digest of all its rows in a fixed order. */
async function tableDigests(execute: ExecuteSql) {
  const { rows } = await execute("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename");
  const digests: Record<string, string> = {};
  for (const { tablename } of rows as { tablename: string }[]) {
    const result = await execute(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest FROM "${tablename}" t`,
    );
    const row = result.rows[0] as { n: number; digest: string };
    digests[tablename] = `${row.n} rows ${row.digest}`;
  }
  return digests;
}

/** Each media object's checksum, read back through the store. */
async function mediaChecksums(storage: LocalDiskStorage) {
  const sums: Record<string, string> = {};
  for (const key of await allMediaKeys(storage)) {
    const stored = await storage.get(key);
    sums[key] =
      `${stored?.contentType} ${bytesChecksum(new Uint8Array(await new Response(stored?.body).arrayBuffer()))}`;
  }
  return sums;
}

const sourceUrl = () =>
  (api.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;

/** An empty database of the kind under test: a new PostgreSQL database, or a PGlite directory not yet made. */
let targets = 0;
async function emptyTarget(): Promise<RestoreTarget> {
  if (!adminUrl) return { dataDir: path.join(scratch, `pglite-${++targets}`) };
  const throwaway = await throwawayPostgresDatabase(adminUrl, "shop_restore");
  drops.push(throwaway.drop);
  return { url: throwaway.url };
}

async function openTarget(target: RestoreTarget): Promise<Database> {
  return openDatabase("url" in target ? { url: target.url } : { dataDir: target.dataDir });
}

it("backs up a trading shop and restores it, wiped, with every table's rows and every media file identical", async () => {
  await ensureDemoFacts(api);
  await signedInStaff(api, "owner");
  const ops = await signedInStaff(api, "operations");
  const product = await findProduct(api, "PRODUCT", 0);
  await setStock(api, product, 40);
  const invoicesBefore = (await api.db.select().from(taxDocuments)).length;
  const shopper = await api.signIn();
  expect((await api.post("/customerOrders", orderPayload([line(product, 2)]), shopper.token)).status).toBe(200);
  // Shipping issues the tax invoice.
  const shipped = await shippedOrder(api, product, ops.token);
  expect(await api.db.select().from(taxDocuments)).toHaveLength(invoicesBefore + 1);
  expect(await stockOf(api, product)).toBe(37);
  const storage = api.deps.storage as LocalDiskStorage;
  await storage.put("images/0a1b/w320.webp", new Uint8Array([1, 2, 3, 4]), {
    contentType: "image/webp",
    cacheControl: "public, max-age=31536000, immutable",
  });
  await storage.put("images/0a1b/original.jpg", Buffer.from("a photograph of a teak bed"), {
    contentType: "image/jpeg",
  });
  const tablesBefore = await tableDigests(api.execute);
  const mediaBefore = await mediaChecksums(storage);
  expect(Object.keys(mediaBefore)).toHaveLength(2);

  const store = new FolderBackupStore(path.join(scratch, "backups"));
  const started = performance.now();
  const made = await runBackup(
    {
      database: { db: api.db, execute: api.execute, kind: api.kind, close: async () => {} },
      url: adminUrl ? sourceUrl() : undefined,
      storage,
      env: api.deps.env,
      store,
      clock: api.clock,
      logger: silent,
      keepDays: 14,
    },
    "command",
  );
  const backupMs = performance.now() - started;
  const counted = await api.execute(
    "SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM tax_documents) AS invoices",
  );
  const { orders, invoices } = counted.rows[0] as { orders: number; invoices: number };
  expect(made.manifest).toMatchObject({
    database: { kind: api.kind, rows: { orders, tax_documents: invoices } },
    media: { bytes: 30 },
  });
  expect(made.manifest.database.rows.staff).toBeGreaterThanOrEqual(2);
  expect(made.manifest.media.objects.map((o) => o.key)).toEqual(["images/0a1b/original.jpg", "images/0a1b/w320.webp"]);
  const [kept] = await store.list();
  expect(kept).toMatchObject({ name: made.name, bytes: made.bytes });

  backupFile = path.join(store.location, made.name);
  const target = await emptyTarget();
  const restoredMedia = new LocalDiskStorage(path.join(scratch, "media-restored"));
  const restoreStarted = performance.now();
  await restoreBackup({ file: path.join(store.location, made.name), target, storage: restoredMedia });
  const restoreMs = performance.now() - restoreStarted;
  const restored = await openTarget(target);
  try {
    expect(await tableDigests(restored.execute)).toEqual(tablesBefore);
    // The figures an owner would check first, read again from the restored shop.
    const { rows } = await restored.execute("SELECT order_status FROM orders WHERE order_id = $1", [shipped.orderId]);
    expect(rows).toEqual([{ order_status: "SHIPPED" }]);
  } finally {
    await restored.close();
  }
  expect(await mediaChecksums(restoredMedia)).toEqual(mediaBefore);
  process.stdout.write(
    `${api.kind}: backup ${made.bytes} bytes in ${Math.round(backupMs)} ms, restore ${Math.round(restoreMs)} ms\n`,
  );

  // A second restore finds the database and the media there, and changes nothing without --force.
  const refusal = await restoreBackup({
    file: path.join(store.location, made.name),
    target,
    storage: restoredMedia,
  }).catch((e: Error) => e);
  expect(refusal).toBeInstanceOf(RestoreRefusedError);
  expect((refusal as Error).message).toMatch(
    /^Nothing was restored: the (database holds \d+ tables|PGlite data directory .* is not empty), and the media store holds 2 files\. .*--force/,
  );

  // --force replaces what is there: a changed order and a stray image go back to the backup's.
  const changed = await openTarget(target);
  await changed.execute("UPDATE orders SET order_status = 'CANCELLED'");
  await changed.close();
  await restoredMedia.put("images/ffff/stray.webp", new Uint8Array([9]), { contentType: "image/webp" });
  await restoreBackup({ file: path.join(store.location, made.name), target, storage: restoredMedia, force: true });
  const forced = await openTarget(target);
  try {
    expect(await tableDigests(forced.execute)).toEqual(tablesBefore);
  } finally {
    await forced.close();
  }
  expect(await mediaChecksums(restoredMedia)).toEqual(mediaBefore);
}, 180_000);

it("refuses a file that is not a backup before changing anything", async () => {
  const notBackup = path.join(scratch, "not-a-backup.tar");
  writeFileSync(notBackup, "hello");
  const target = await emptyTarget();
  const storage = new LocalDiskStorage(path.join(scratch, "media-untouched"));
  await expect(restoreBackup({ file: notBackup, target, storage })).rejects.toThrow(
    /^This file cannot be read as a backup/,
  );
  expect(await allMediaKeys(storage)).toEqual([]);
});

it("refuses a damaged backup, one from a newer version of the shop and one of the other database kind, leaving the target empty", async () => {
  expect(backupFile).not.toBe("");
  const target = await emptyTarget();
  const storage = new LocalDiskStorage(path.join(scratch, "media-still-empty"));
  const folder = path.join(scratch, "altered");
  mkdirSync(folder);
  await unpackInto(backupFile, folder);
  const manifestFile = path.join(folder, "manifest.json");
  const original = readFileSync(manifestFile, "utf8");
  let altered = 0;
  /** The backup with one change, packed again, as the restore would be given it. */
  async function restoreAltered(change: () => void) {
    writeFileSync(manifestFile, original);
    change();
    const file = path.join(scratch, `altered-${++altered}.tar`);
    await packFolder(folder, file);
    return restoreBackup({ file, target, storage }).catch((error: Error) => error);
  }

  const newer = await restoreAltered(() => {
    const manifest = JSON.parse(original);
    manifest.database.migration = { count: 99, tag: "0099_from_the_future", when: 4_000_000_000_000 };
    writeFileSync(manifestFile, JSON.stringify(manifest));
  });
  expect(newer).toBeInstanceOf(RestoreRefusedError);
  expect((newer as Error).message).toMatch(
    /^This backup's database is at migration 0099_from_the_future, which this version of the shop does not have/,
  );

  const otherKind = await restoreAltered(() => {
    const manifest = JSON.parse(original);
    manifest.database.kind = manifest.database.kind === "postgres" ? "pglite" : "postgres";
    writeFileSync(manifestFile, JSON.stringify(manifest));
  });
  expect((otherKind as Error).message).toMatch(
    /^This backup is of a (PGlite|PostgreSQL) database; the shop is set up for/,
  );

  const truncated = await restoreAltered(() => writeFileSync(manifestFile, original.slice(0, 100)));
  expect((truncated as Error).message).toBe("This backup's manifest.json is not JSON: the file is damaged");

  const manifest = JSON.parse(original);
  const dump = path.join(folder, manifest.database.file);
  const bytes = readFileSync(dump);
  const damaged = await restoreAltered(() => {
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    writeFileSync(dump, bytes);
  });
  expect((damaged as Error).message).toBe(
    "The backup's database dump does not match its checksum: the file is damaged",
  );

  bytes[Math.floor(bytes.length / 2)] ^= 0xff;
  writeFileSync(dump, bytes);
  const image = path.join(folder, "media", "images", "0a1b", "w320.webp");
  writeFileSync(image, new Uint8Array([1, 2, 3, 5]));
  const damagedImage = await restoreAltered(() => {});
  expect((damagedImage as Error).message).toBe("The backup's media file images/0a1b/w320.webp is missing or damaged");

  if ("url" in target) {
    expect(await tablesIn(target.url)).toBe(0);
  } else {
    expect(existsSync(target.dataDir)).toBe(false);
  }
  expect(await allMediaKeys(storage)).toEqual([]);
});

/** Tables in a PostgreSQL database, read without migrating it. */
async function tablesIn(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await userTableCount((text) => client.query(text));
  } finally {
    await client.end();
  }
}
