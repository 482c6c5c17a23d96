import { afterAll, beforeAll, expect, it } from "vitest";
import type { Logger } from "../lib/logger";
import { createTestApi, type TestApi } from "../test/harness";
import { DELIVER_MAIL, startMailDelivery } from "./mail-jobs";
import { type JobQueue, startJobQueue, stopJobQueue } from "./queue";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
});
afterAll(() => api.close());

const silent: Logger = { info: () => {}, error: () => {} };

it("delivers a newsletter welcome within seconds, once, with two instances running the chain", async () => {
  const instances: JobQueue[] = [];
  try {
    for (let i = 0; i < 2; i += 1) {
      const queue = await startJobQueue(api, silent);
      instances.push(queue);
      await startMailDelivery(queue, { ...api.deps, logger: silent });
    }
    expect((await api.post("/newsletters", { email: "chain@example.in" })).status).toBe(200);
    await expect
      .poll(async () => (await api.outbox("chain@example.in")).length, { timeout: 10_000, interval: 200 })
      .toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await api.outbox("chain@example.in")).toHaveLength(1);
    expect((await instances[0].getSchedules()).map((s) => s.name)).toContain(DELIVER_MAIL);
  } finally {
    for (const queue of instances) await stopJobQueue(queue, 1_000);
  }
}, 60_000);
