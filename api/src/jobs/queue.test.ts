import { expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { throwawayPostgresDatabase } from "../test/harness";
import { type JobQueue, ensureQueue, startJobQueue, stopJobQueue } from "./queue";

const adminUrl = process.env.API_TEST_DATABASE_URL;
const silent = { info: () => {}, error: () => {} };

// Several API processes start together on one PostgreSQL: each makes the queues it works.
it.skipIf(!adminUrl)("lets instances starting together each make the same queue, none failing", async () => {
  const throwaway = await throwawayPostgresDatabase(adminUrl as string, "shop_queues");
  const database = await openDatabase({ url: throwaway.url });
  const queues: JobQueue[] = [];
  try {
    for (let i = 0; i < 4; i += 1) queues.push(await startJobQueue(database, silent));
    const made = await Promise.allSettled(queues.map((queue) => ensureQueue(queue, "test.race", { policy: "singleton" })));
    expect(made.map((result) => result.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
    expect(await queues[0].getQueue("test.race")).toMatchObject({ name: "test.race", policy: "singleton" });
  } finally {
    for (const queue of queues) await stopJobQueue(queue, 1_000);
    await database.close();
    await throwaway.drop();
  }
}, 60_000);
