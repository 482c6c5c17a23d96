import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { orders } from "../db/schema";
import type { Logger } from "../lib/logger";
import {
  findProduct,
  line,
  orderPayload,
  setStock,
  stockOf,
  openShop,
} from "../resources/customer-orders/order-fixtures";
import type { TestApi } from "../test/harness";
import { RELEASE_UNPAID_ORDERS, scheduleReleaseOfUnpaidOrders } from "./payments-jobs";
import { type JobQueue, startJobQueue, stopJobQueue } from "./queue";

let api: TestApi;
beforeAll(async () => {
  api = await openShop({ env: { PENDING_PAYMENT_TTL_MINUTES: "30" } });
});
afterAll(() => api.close());

/** A logger that keeps what it is told, to count the sweeps that released something. */
function recordingLogger() {
  const events: { event: string; fields?: Record<string, unknown> }[] = [];
  const logger: Logger = {
    info: (event, fields) => events.push({ event, fields }),
    error: (event, fields) => events.push({ event, fields }),
  };
  return { logger, events };
}

it("releases an unpaid order's stock once, run by one of two instances, on a schedule that outlives them", async () => {
  const item = await findProduct(api, "PRODUCT", 0);
  await setStock(api, item, 10, { maximumOrderQuantity: 10 });
  const shopper = await api.signIn();
  const placed = await api.post(
    "/customerOrders",
    orderPayload([line(item, 3)], { paymentMethod: "Prepaid" }),
    shopper.token,
  );
  expect(placed.json.body.orderStatus).toBe("PAYMENT_PENDING");
  expect(await stockOf(api, item)).toBe(7);
  api.clock.advance(31 * 60_000);

  const { logger, events } = recordingLogger();
  const deps = { ...api.deps, logger };
  const instances: JobQueue[] = [];
  try {
    for (let i = 0; i < 2; i += 1) {
      const queue = await startJobQueue(api, logger);
      instances.push(queue);
      await scheduleReleaseOfUnpaidOrders(queue, deps);
    }
    const schedules = await instances[0].getSchedules();
    expect(schedules.map(({ name, cron }) => ({ name, cron }))).toEqual([
      { name: RELEASE_UNPAID_ORDERS, cron: "* * * * *" },
    ]);

    // What the cron would do on the next minute, three times over, from both instances.
    await instances[0].send(RELEASE_UNPAID_ORDERS, {});
    await instances[1].send(RELEASE_UNPAID_ORDERS, {});
    await instances[0].send(RELEASE_UNPAID_ORDERS, {});
    await expect
      .poll(
        async () => (await api.db.select().from(orders).where(eq(orders.id, placed.json.body._id)))[0].orderStatus,
        { timeout: 15_000 },
      )
      .toBe("PAYMENT_FAILED");
    await expect
      .poll(async () => (await instances[0].getQueueSize(RELEASE_UNPAID_ORDERS)) === 0, { timeout: 15_000 })
      .toBe(true);
    expect(await stockOf(api, item)).toBe(10);
    expect(events.filter(({ event }) => event === "payments.swept")).toEqual([
      { event: "payments.swept", fields: { released: 1 } },
    ]);
  } finally {
    for (const queue of instances) await stopJobQueue(queue, 1_000);
  }

  const restarted = await startJobQueue(api, logger);
  try {
    expect((await restarted.getSchedules()).map(({ name }) => name)).toEqual([RELEASE_UNPAID_ORDERS]);
  } finally {
    await stopJobQueue(restarted, 1_000);
  }
}, 60_000);
