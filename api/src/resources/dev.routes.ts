import { Hono } from "hono";
import type { AppEnv } from "../context";
import outbox from "./dev-outbox/dev-outbox.routes";
import payments from "./dev-payments/dev-payments.routes";

const router = new Hono<AppEnv>();

router.route("/dev/outbox", outbox);
router.route("/dev/payments", payments);

export default router;
