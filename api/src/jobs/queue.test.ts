import { expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { throwawayPostgresDatabase } from "../test/harness";
import { type JobQueue, ensureQueue, lostJobWriteHandler, startJobQueue, stopJobQueue } from "./queue";

const adminUrl = process.env.API_TEST_DATABASE_URL;
const silent = { info: () => {}, error: () => {} };

// Several API processes start together on one PostgreSQL: each makes the queues it works.
it.skipIf(!adminUrl)(
  "lets instances starting together each make the same queue, none failing",
  async () => {
    const throwaway = await throwawayPostgresDatabase(adminUrl as string, "shop_queues");
    const database = await openDatabase({ url: throwaway.url });
    const queues: JobQueue[] = [];
    try {
      for (let i = 0; i < 4; i += 1) queues.push(await startJobQueue(database, silent));
      const made = await Promise.allSettled(
        queues.map((queue) => ensureQueue(queue, "test.race", { policy: "singleton" })),
      );
      expect(made.map((result) => result.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
      expect(await queues[0].getQueue("test.race")).toMatchObject({ name: "test.race", policy: "singleton" });
    } finally {
      for (const queue of queues) await stopJobQueue(queue, 1_000);
      await database.close();
      await throwaway.drop();
    }
  },
  60_000,
);

it("survives a job write the database lost to a restart, and nothing else", () => {
  const logged: string[] = [];
  const handle = lostJobWriteHandler({ info: () => {}, error: (event) => logged.push(event) });
  // What pg-boss's unawaited complete() rejects with when PostgreSQL is restarting.
  handle(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }));
  handle(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }));
  expect(logged).toEqual(["jobs.write_lost", "jobs.write_lost"]);
  const bug = new TypeError("undefined is not a function");
  expect(() => handle(bug)).toThrow(bug);
});
