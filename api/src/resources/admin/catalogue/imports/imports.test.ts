import { and, count, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, categories, importRuns, pincodes, products } from "@api/db/schema";
import { RESUME_IMPORTS, startImportJobs } from "@api/jobs/import-jobs";
import { type JobQueue, startJobQueue, stopJobQueue } from "@api/jobs/queue";
import type { Logger } from "@api/lib/logger";
import { createTestApi, type TestApi } from "@api/test/harness";
import { finishImport, signedInStaff } from "@api/resources/admin/test-helpers";
import { SELLING_ABOVE_MRP, unknownCategory } from "@api/resources/admin/catalogue/catalogue-csv/catalogue-import";
import { runImport } from "./run-import";

let api: TestApi;
let token: string;
let category: string;
beforeAll(async () => {
  api = await createTestApi();
  token = (await signedInStaff(api, "catalogue")).token;
  [{ slug: category }] = await api.db.select({ slug: categories.slug }).from(categories).limit(1);
});
afterAll(() => api.close());

const silent: Logger = { info: () => {}, error: () => {} };

/** `n` new plain products, their skus starting `prefix`; `bad` maps a row of the file (2 is the first) to its cells instead. */
function catalogueFile(prefix: string, n: number, bad: Record<number, string> = {}) {
  const lines = ["sku,name,categories,mrp,selling_price,hsn_code,gst_rate,stock"];
  for (let i = 0; i < n; i += 1)
    lines.push(bad[i + 2] ?? `${prefix}-${i},Bulk Stool ${prefix} ${i},${category},2000,1500,9401,18,${i % 7}`);
  const form = new FormData();
  form.set("file", new File([lines.join("\n")], `${prefix}.csv`, { type: "text/csv" }));
  return form;
}
const importCatalogue = (form: FormData) => api.request("POST", "/admin/catalogue/import", { token, body: form });
const productsNamed = async (prefix: string) =>
  (
    await api.db
      .select({ n: count() })
      .from(products)
      .where(like(products.sku, `${prefix}-%`))
  )[0].n;

describe("a catalogue import runs as a job", () => {
  it("a 1,000-row file is answered at once (202, queued) and pg-boss writes it in batches to done; the sweep runs an import whose job was lost", async () => {
    const queue: JobQueue = await startJobQueue(api, silent);
    try {
      await startImportJobs(queue, { ...api.deps, logger: silent });
      api.deps.jobs = queue;
      const res = await importCatalogue(catalogueFile("WN-JOB", 1000));
      expect(res.status).toBe(202);
      expect(res.json.body).toMatchObject({
        kind: "catalogue",
        state: "queued",
        rowsTotal: 1000,
        rowsDone: 0,
        fileName: "WN-JOB.csv",
      });
      const seen = new Set<number>();
      await expect
        .poll(
          async () => {
            const run = (await api.get(`/admin/imports/${res.json.body.id}`, token)).json.body;
            seen.add(run.rowsDone);
            return run.state;
          },
          { timeout: 120_000, interval: 100 },
        )
        .toBe("done");
      // Progress moved a batch (200 rows) at a time, each batch committed on its own.
      expect([...seen].every((done) => done % 200 === 0)).toBe(true);
      const run = (await api.get(`/admin/imports/${res.json.body.id}`, token)).json.body;
      expect(run).toMatchObject({
        rowsDone: 1000,
        counts: { create: 1000, update: 0, unchanged: 0 },
        message: "Imported: 1000 products added, 0 SKUs updated, 0 unchanged.",
        errorCount: 0,
      });
      expect(await productsNamed("WN-JOB")).toBe(1000);
      const [stool] = await api.db.select().from(products).where(eq(products.sku, "WN-JOB-999"));
      expect(stool).toMatchObject({
        name: "Bulk Stool WN-JOB 999",
        mrpPaise: 200_000,
        sellingPricePaise: 150_000,
        stock: 999 % 7,
        isActive: false,
      });
      // The audit log records each product as a synchronous import did.
      expect(
        await api.db.$count(
          auditLog,
          and(eq(auditLog.entityId, stool.id), eq(auditLog.action, "product.import-create")),
        ),
      ).toBe(1);
      const list = await api.get("/admin/imports", token);
      expect(list.json.body[0]).toMatchObject({ id: res.json.body.id, state: "done", staffName: "Test catalogue" });

      // An import stored but whose job was never sent (a crash between the two) is sent by the minute's sweep.
      const lost = "lost-import";
      await api.db.insert(importRuns).values({
        id: lost,
        kind: "pincodes",
        fileName: "lost.csv",
        csv: "pincode,city,state,deliveryDays,cod,active\n781001,Guwahati,Assam,4,yes,yes\n",
        rowsTotal: 1,
      });
      await queue.send(RESUME_IMPORTS, {});
      await expect
        .poll(async () => (await api.db.select().from(importRuns).where(eq(importRuns.id, lost)))[0].state, {
          timeout: 30_000,
          interval: 200,
        })
        .toBe("done");
      expect(await api.db.$count(pincodes, eq(pincodes.pincode, "781001"))).toBe(1);
    } finally {
      api.deps.jobs = null;
      await stopJobQueue(queue, 1_000);
    }
  }, 180_000);

  it("the upload is answered without reading a row against the shop, whatever its size", async () => {
    const res = await importCatalogue(
      catalogueFile("WN-BIG", 19_999, { 19_000: "WN-BIG-X,Bad,nowhere,1,2,9401,18,1" }),
    );
    expect(res.status).toBe(202);
    expect(res.json.body).toMatchObject({ state: "queued", rowsTotal: 19_999, rowsDone: 0 });
    expect(await productsNamed("WN-BIG")).toBe(0);
    // Stopped before its job ran: it writes nothing.
    expect((await api.post(`/admin/imports/${res.json.body.id}/cancel`, undefined, token)).json.body).toMatchObject({
      state: "cancelled",
      message: "Cancelled. No row was imported.",
    });
    expect(await runImport(api.deps, res.json.body.id)).toBe(false);
    expect(await productsNamed("WN-BIG")).toBe(0);
  }, 60_000);

  it("checks every row before writing: a file with row errors writes nothing and lists each row's errors", async () => {
    const res = await importCatalogue(
      catalogueFile("WN-BAD", 1000, {
        501: "WN-BAD-A,Stool,nowhere,2000,1500,9401,18,1",
        902: `WN-BAD-B,Stool,${category},2000,2500,9401,18,1`,
      }),
    );
    const run = await finishImport(api, token, res.json.body.id);
    expect(run).toMatchObject({
      state: "failed",
      rowsDone: 0,
      errorCount: 2,
      message: "2 rows have errors: nothing was imported. Correct the file and import it again.",
    });
    expect(run.errors).toEqual([
      { row: 501, sku: "WN-BAD-A", field: "categories", message: unknownCategory("nowhere") },
      { row: 902, sku: "WN-BAD-B", field: "selling_price", message: SELLING_ABOVE_MRP },
    ]);
    expect(await productsNamed("WN-BAD")).toBe(0);
  });

  it("a cancel stops it between batches and says how many rows were written; an import stopped part-way resumes after its last batch", async () => {
    const cancelled = (await importCatalogue(catalogueFile("WN-CXL", 1000))).json.body.id;
    expect(await runImport(api.deps, cancelled, { maxBatches: 1 })).toBe(true);
    expect(await productsNamed("WN-CXL")).toBe(200);
    const cancel = await api.post(`/admin/imports/${cancelled}/cancel`, undefined, token);
    expect(cancel.status).toBe(200);
    const stopped =
      "Cancelled. The first 200 rows of 1,000 were imported and stay; importing the same file again finishes it.";
    expect(cancel.json.message).toBe(stopped);
    expect(cancel.json.body).toMatchObject({ state: "cancelled", rowsDone: 200 });
    expect(await runImport(api.deps, cancelled)).toBe(false);
    expect(await productsNamed("WN-CXL")).toBe(200);
    expect((await api.post(`/admin/imports/${cancelled}/cancel`, undefined, token)).json.message).toBe(
      "The import had already been cancelled",
    );

    // A job lost after two batches (a crash) is run again and goes on from row 402.
    const resumed = (await importCatalogue(catalogueFile("WN-RES", 500))).json.body.id;
    expect(await runImport(api.deps, resumed, { maxBatches: 2 })).toBe(true);
    expect((await api.db.select().from(importRuns).where(eq(importRuns.id, resumed)))[0]).toMatchObject({
      state: "running",
      rowsDone: 400,
    });
    expect(await finishImport(api, token, resumed)).toMatchObject({
      state: "done",
      rowsDone: 500,
      counts: { create: 500 },
    });
    expect(await productsNamed("WN-RES")).toBe(500);
  }, 120_000);

  it("a batch the shop refuses after the check, or an error in a batch, stops it and says which rows stay written", async () => {
    const refused = (await importCatalogue(catalogueFile("WN-LATE", 500))).json.body.id;
    expect(await runImport(api.deps, refused, { maxBatches: 1 })).toBe(true);
    // The category is renamed between the check and the second batch.
    await api.db
      .update(categories)
      .set({ slug: `${category}-renamed` })
      .where(eq(categories.slug, category));
    try {
      expect(await runImport(api.deps, refused)).toBe(false);
    } finally {
      await api.db
        .update(categories)
        .set({ slug: category })
        .where(eq(categories.slug, `${category}-renamed`));
    }
    const late = await finishImport(api, token, refused);
    expect(late).toMatchObject({
      state: "failed",
      rowsDone: 200,
      message:
        "Row 202 is refused now (the shop changed after the file was checked). The first 200 rows of 500 were imported and stay; importing the same file again finishes it.",
    });
    expect(late.errors[0]).toEqual({
      row: 202,
      sku: "WN-LATE-200",
      field: "categories",
      message: unknownCategory(category),
    });
    expect(await productsNamed("WN-LATE")).toBe(200);

    const broken = (await importCatalogue(catalogueFile("WN-ERR", 300))).json.body.id;
    expect(await runImport(api.deps, broken, { maxBatches: 1 })).toBe(true);
    const lostConnection = new Proxy(api.db, {
      get: (db, name) =>
        name === "transaction" ? () => Promise.reject(new Error("connection lost")) : Reflect.get(db, name),
    });
    expect(await runImport({ ...api.deps, db: lostConnection, logger: silent }, broken)).toBe(false);
    expect(await finishImport(api, token, broken)).toMatchObject({
      state: "failed",
      rowsDone: 200,
      message:
        "The import stopped on an error. The first 200 rows of 300 were imported and stay; importing the same file again finishes it.",
    });
  }, 120_000);

  it("answers 404 for an import it does not have", async () => {
    expect((await api.get("/admin/imports/no-such-import", token)).status).toBe(404);
    expect((await api.post("/admin/imports/no-such-import/cancel", undefined, token)).status).toBe(404);
  });
});

describe("a delivery-area import runs as a job", () => {
  it("a 1,000-row file is written in two batches, with an audit row for each", async () => {
    const lines = ["pincode,city,state,deliveryDays,cod,active"];
    for (let i = 0; i < 1000; i += 1) lines.push(`${790000 + i},Shillong,Meghalaya,${(i % 9) + 1},yes,yes`);
    const res = await api.post("/admin/pincodes/import", { csv: lines.join("\n"), fileName: "meghalaya.csv" }, token);
    expect(res.status).toBe(202);
    const auditBefore = await api.db.$count(auditLog, eq(auditLog.action, "pincode.import"));
    const run = await finishImport(api, token, res.json.body.id);
    expect(run).toMatchObject({
      kind: "pincodes",
      state: "done",
      rowsDone: 1000,
      message: "Imported: 1000 added, 0 updated, 0 unchanged",
    });
    expect(await api.db.$count(pincodes, like(pincodes.pincode, "79%"))).toBe(1000);
    expect(await api.db.$count(auditLog, eq(auditLog.action, "pincode.import"))).toBe(auditBefore + 2);
  });
});
