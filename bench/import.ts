// `tsx bench/import.ts`: a 19,999-row catalogue import on PostgreSQL (issue 26, item 7). It
// migrates and seeds DATABASE_URL (use a throwaway database: it adds 19,999 products), runs the
// API in this process with its job queue, posts the file and prints how long the upload's answer
// took and how long the import's job took to be done, with its progress every 10 s.
import { performance } from "node:perf_hooks";
import { createApp } from "../api/src/app";
import { openDatabase } from "../api/src/db/client";
import { categories } from "../api/src/db/schema";
import { seedDemoShop } from "../api/src/db/seed";
import { buildDeps } from "../api/src/deps";
import { readApiEnv } from "../api/src/env";
import { startImportJobs } from "../api/src/jobs/import-jobs";
import { startJobQueue, stopJobQueue } from "../api/src/jobs/queue";
import { systemClock } from "../api/src/lib/clock";
import { createStaffMember, staffToken } from "../api/src/resources/admin/test-helpers";
import type { TestApi } from "../api/src/test/harness";

const ROWS = Number(process.env.BENCH_IMPORT_ROWS || 19_999);
const url = process.env.DATABASE_URL;
if (!url) throw new Error("Set DATABASE_URL to a throwaway PostgreSQL database");

const env = readApiEnv({ ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent" });
const database = await openDatabase({ url });
await seedDemoShop(database.db);
const deps = buildDeps(env, database.db, systemClock);
const app = createApp(deps);
const queue = await startJobQueue(database, deps.logger);
await startImportJobs(queue, deps);
deps.jobs = queue;

const api = { db: database.db, clock: systemClock, deps } as unknown as TestApi;
const member = await createStaffMember(api, "catalogue");
const token = await staffToken(api, member.id);
const [{ slug }] = await database.db.select({ slug: categories.slug }).from(categories).limit(1);
const lines = ["sku,name,categories,mrp,selling_price,hsn_code,gst_rate,stock"];
for (let i = 0; i < ROWS; i += 1) lines.push(`WN-BENCH-${i},Bench Stool ${i},${slug},2000,1500,9401,18,${i % 9}`);
const form = new FormData();
form.set("file", new File([lines.join("\n")], "bench.csv", { type: "text/csv" }));

const posted = performance.now();
const res = await app.request("/v1/admin/catalogue/import", {
  method: "POST",
  headers: { authorization: `Bearer ${token}` },
  body: form,
});
const answered = performance.now();
const { body } = (await res.json()) as { body: { id: string } };
console.log(`${ROWS} rows: upload answered ${res.status} in ${Math.round(answered - posted)} ms`);

for (let lastPrint = answered; ;) {
  await new Promise((resolve) => setTimeout(resolve, 500));
  const view = await app.request(`/v1/admin/imports/${body.id}`, { headers: { authorization: `Bearer ${token}` } });
  const run = ((await view.json()) as { body: { state: string; rowsDone: number; message: string | null } }).body;
  const now = performance.now();
  if (run.state !== "queued" && run.state !== "running") {
    console.log(`${run.state} ${Math.round((now - posted) / 1000)} s after the upload: ${run.message}`);
    break;
  }
  if (now - lastPrint > 10_000) {
    console.log(`${Math.round((now - posted) / 1000)} s: ${run.state}, ${run.rowsDone} rows written`);
    lastPrint = now;
  }
}
await stopJobQueue(queue, 1_000);
await database.close();
