import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { sandboxPageHeaders } from "@api/middleware/secure-headers";
import { STYLE_HASH } from "./pages";
import {
  cancel,
  checkoutByGet,
  fail,
  pay,
  refunds,
  sandboxOnly,
  setRefundFailures,
  showCheckout,
} from "./sandbox-gateway.handlers";

/** Public pages of the sandbox gateway, reached by the shopper's browser (no session). */
const sandboxGateway = new Hono<AppEnv>()
  .use("/sandbox/*", sandboxOnly, sandboxPageHeaders(STYLE_HASH))
  .get("/sandbox/checkout", checkoutByGet)
  .post("/sandbox/checkout", showCheckout)
  .post("/sandbox/checkout/pay", pay)
  .post("/sandbox/checkout/fail", fail)
  .post("/sandbox/checkout/cancel", cancel)
  .get("/sandbox/refunds", refunds)
  .post("/sandbox/refunds", setRefundFailures);

export default sandboxGateway;
