import { afterAll, beforeAll, expect, it, vi } from "vitest";
import type { Logger } from "../lib/logger";
import { signedInStaff } from "../resources/admin/test-helpers";
import { routeWebhookCallsToApp, shippedOrder } from "../resources/courier/courier-fixtures";
import { ensureDemoFacts, findProduct, orderRow, setStock } from "../resources/customer-orders/order-fixtures";
import { type TestApi, createTestApi } from "../test/harness";
import { ADVANCE_SANDBOX_SHIPMENTS, scheduleSandboxCourierAutopilot } from "./courier-jobs";
import { startJobQueue, stopJobQueue } from "./queue";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({
    env: { NODE_ENV: "development", SANDBOX_COURIER_AUTOPILOT: "true", SANDBOX_COURIER_AUTOPILOT_MINUTES: "3" },
  });
  await ensureDemoFacts(api);
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await api.close();
});

const silent: Logger = { info: () => {}, error: () => {} };

it("in development with the autopilot on, the minute job moves an idle sandbox shipment one step and tells the shop", async () => {
  const product = await findProduct(api, "PRODUCT", 0);
  await setStock(api, product, 100, { maximumOrderQuantity: 10 });
  const ops = await signedInStaff(api, "operations");
  const calls = routeWebhookCallsToApp(api);
  const order = await shippedOrder(api, product, ops.token);

  const queue = await startJobQueue(api, silent);
  try {
    expect(await scheduleSandboxCourierAutopilot(queue, { ...api.deps, logger: silent })).toBe(true);
    const schedules = await queue.getSchedules();
    expect(schedules.map(({ name, cron }) => ({ name, cron }))).toEqual([
      { name: ADVANCE_SANDBOX_SHIPMENTS, cron: "* * * * *" },
    ]);

    // Not idle long enough yet: nothing moves.
    await queue.send(ADVANCE_SANDBOX_SHIPMENTS, {});
    await expect
      .poll(async () => (await queue.getQueueSize(ADVANCE_SANDBOX_SHIPMENTS)) === 0, { timeout: 15_000 })
      .toBe(true);
    expect(calls).toEqual([]);

    api.clock.advance(3 * 60_000 + 1);
    await queue.send(ADVANCE_SANDBOX_SHIPMENTS, {});
    await expect.poll(() => calls.length, { timeout: 15_000 }).toBe(1);
    expect(calls[0].body).toMatchObject({ awb: order.awb, current_status: "PICKED UP" });
    expect(calls[0].status).toBe(200);
    expect((await orderRow(api, order._id)).orderStatus).toBe("SHIPPED");
  } finally {
    await stopJobQueue(queue, 1_000);
  }
}, 60_000);
