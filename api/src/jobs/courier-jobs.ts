import type { AppDeps } from "../context";
import { SandboxCourier } from "../services/courier/sandbox";
import { type JobQueue, ensureQueue } from "./queue";

/** Development's stand-in for a courier's day: sandbox shipments move one step per idle interval. */
export const ADVANCE_SANDBOX_SHIPMENTS = "courier.advance-sandbox-shipments";

/** Whether this process drives the sandbox courier by itself: only in development, only when asked. */
export const autopilotOn = (deps: Pick<AppDeps, "env" | "courier">) =>
  deps.env.NODE_ENV === "development" && deps.env.SANDBOX_COURIER_AUTOPILOT && deps.courier instanceof SandboxCourier;

/** Every minute, one run at a time across instances: each move calls the shop's webhook as the courier would. */
export async function scheduleSandboxCourierAutopilot(
  queue: JobQueue,
  deps: Pick<AppDeps, "env" | "courier" | "logger">,
) {
  const courier = deps.courier;
  if (!autopilotOn(deps) || !(courier instanceof SandboxCourier)) return false;
  const idleMs = deps.env.SANDBOX_COURIER_AUTOPILOT_MINUTES * 60_000;
  await ensureQueue(queue, ADVANCE_SANDBOX_SHIPMENTS, { policy: "singleton", retryLimit: 0 });
  await queue.work(ADVANCE_SANDBOX_SHIPMENTS, async () => {
    const moved = await courier.advanceIdleShipments(idleMs);
    if (moved > 0) deps.logger.info("courier.sandbox_advanced", { shipments: moved });
  });
  await queue.schedule(ADVANCE_SANDBOX_SHIPMENTS, "* * * * *");
  return true;
}
