import { afterAll, beforeAll, expect, it } from "vitest";
import type { Logger } from "../lib/logger";
import { findProduct, setStock } from "../resources/customer-orders/order-fixtures";
import { signedInStaff } from "../resources/admin/test-helpers";
import { createTestApi, type TestApi } from "../test/harness";
import { type JobQueue, startJobQueue, stopJobQueue } from "./queue";
import { SEND_LOW_STOCK_ALERTS, scheduleLowStockAlerts } from "./stock-jobs";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { RATE_LIMIT_MULTIPLIER: "100" } });
});
afterAll(() => api.close());

const silent: Logger = { info: () => {}, error: () => {} };

it("emails a stock change's low-stock alert once, from the queue's minute job, however many instances run it", async () => {
  const catalogue = await signedInStaff(api, "catalogue");
  const plain = await findProduct(api, "PRODUCT", 0);
  await setStock(api, plain, 20);
  const saved = await api.post(
    "/admin/stock",
    { reason: "Damaged", rows: [{ kind: "product", id: plain.productId, stock: 1 }] },
    catalogue.token,
  );
  expect(saved.status).toBe(200);

  const instances: JobQueue[] = [];
  try {
    for (let i = 0; i < 2; i += 1) {
      const queue = await startJobQueue(api, silent);
      instances.push(queue);
      await scheduleLowStockAlerts(queue, { ...api.deps, logger: silent });
    }
    const schedules = await instances[0].getSchedules();
    expect(schedules.map(({ name, cron }) => ({ name, cron }))).toEqual([
      { name: SEND_LOW_STOCK_ALERTS, cron: "* * * * *" },
    ]);

    // What the cron would do on the next minutes, from both instances.
    await instances[0].send(SEND_LOW_STOCK_ALERTS, {});
    await instances[1].send(SEND_LOW_STOCK_ALERTS, {});
    await expect.poll(async () => (await api.outbox(catalogue.member.email)).length, { timeout: 15_000 }).toBe(1);
    await expect
      .poll(async () => (await instances[0].getQueueSize(SEND_LOW_STOCK_ALERTS)) === 0, { timeout: 15_000 })
      .toBe(true);
    await instances[0].send(SEND_LOW_STOCK_ALERTS, {});
    await expect
      .poll(async () => (await instances[0].getQueueSize(SEND_LOW_STOCK_ALERTS)) === 0, { timeout: 15_000 })
      .toBe(true);
    const [email] = await api.outbox(catalogue.member.email);
    expect(email.subject).toMatch(/^Low stock: /);
    expect(email.body).toContain(": 1 left, threshold 5");
    expect((await api.outbox(catalogue.member.email)).length).toBe(1);
  } finally {
    for (const queue of instances) await stopJobQueue(queue, 1_000);
  }
}, 60_000);
