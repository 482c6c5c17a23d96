import { afterAll, beforeAll, expect, it } from "vitest";
import type { Logger } from "../lib/logger";
import {
  ensureDemoFacts,
  findProduct,
  line,
  orderPayload,
  setStock,
} from "../resources/customer-orders/order-fixtures";
import { createTestApi, type TestApi } from "../test/harness";
import { DELIVER_ORDER_MESSAGES, startOrderMessageDelivery } from "./order-messages-jobs";
import { type JobQueue, startJobQueue, stopJobQueue } from "./queue";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { RATE_LIMIT_MULTIPLIER: "100" } });
  await ensureDemoFacts(api);
});
afterAll(() => api.close());

const silent: Logger = { info: () => {}, error: () => {} };

it("delivers a placed order's messages within seconds, once, with two instances running the chain", async () => {
  const plain = await findProduct(api, "PRODUCT", 0);
  await setStock(api, plain, 100);
  const instances: JobQueue[] = [];
  try {
    for (let i = 0; i < 2; i += 1) {
      const queue = await startJobQueue(api, silent);
      instances.push(queue);
      await startOrderMessageDelivery(queue, { ...api.deps, logger: silent });
    }
    const { token } = await api.signIn();
    const mobile = "9700000001";
    const placed = await api.post("/customerOrders", orderPayload([line(plain)], { mobile }), token);
    expect(placed.status).toBe(200);
    const started = Date.now();
    await expect.poll(async () => (await api.outbox(mobile)).length, { timeout: 10_000, interval: 200 }).toBe(1);
    expect(Date.now() - started).toBeLessThan(6_000);
    // The chain keeps running, and finds nothing more to send.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await api.outbox(mobile)).toHaveLength(1);
    expect((await instances[0].getSchedules()).map((s) => s.name)).toContain(DELIVER_ORDER_MESSAGES);
  } finally {
    for (const queue of instances) await stopJobQueue(queue, 1_000);
  }
}, 60_000);
