import { Hono } from "hono";
import type { AppEnv } from "../context";
import outbox from "./dev-outbox/dev-outbox.routes";

const router = new Hono<AppEnv>();

router.route("/dev/outbox", outbox);

export default router;
