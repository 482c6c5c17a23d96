import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { sandboxPageHeaders } from "@api/middleware/secure-headers";
import { STYLE_HASH } from "./pages";
import { moveShipment, sandboxCourierOnly, showControl, showLabel, showTracking } from "./sandbox-courier.handlers";

/** Public pages of the sandbox courier (no session, like a courier's own label and tracking links). */
const sandboxCourier = new Hono<AppEnv>()
  .use("/sandbox-courier/*", sandboxCourierOnly, sandboxPageHeaders(STYLE_HASH))
  .get("/sandbox-courier/shipments/:shipmentId", showControl)
  .post("/sandbox-courier/shipments/:shipmentId/move", moveShipment)
  .get("/sandbox-courier/labels/:shipmentId", showLabel)
  .get("/sandbox-courier/track/:awb", showTracking);

export default sandboxCourier;
