import { randomBytes } from "node:crypto";
import pg from "pg";
import { expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { type JobQueue, ensureQueue, startJobQueue, stopJobQueue } from "./queue";

const adminUrl = process.env.API_TEST_DATABASE_URL;
const silent = { info: () => {}, error: () => {} };

async function admin(text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

// Several API processes start together on one PostgreSQL: each makes the queues it works.
it.skipIf(!adminUrl)("lets instances starting together each make the same queue, none failing", async () => {
  const name = `shop_queues_${randomBytes(5).toString("hex")}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl as string);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  const queues: JobQueue[] = [];
  try {
    for (let i = 0; i < 4; i += 1) queues.push(await startJobQueue(database, silent));
    const made = await Promise.allSettled(queues.map((queue) => ensureQueue(queue, "test.race", { policy: "singleton" })));
    expect(made.map((result) => result.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
    expect(await queues[0].getQueue("test.race")).toMatchObject({ name: "test.race", policy: "singleton" });
  } finally {
    for (const queue of queues) await stopJobQueue(queue, 1_000);
    await database.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}, 60_000);
