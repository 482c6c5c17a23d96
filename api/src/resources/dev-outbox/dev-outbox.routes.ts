import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { refuseInvalid } from "@api/lib/validation";
import { ApiError } from "@api/lib/envelope";
import * as handlers from "./dev-outbox.handlers";

const router = new Hono<AppEnv>();

// The outbox holds live codes: in production it must look like it does not exist.
router.use("*", async (c, next) => {
  if (c.get("deps").env.NODE_ENV === "production") throw new ApiError(404, "Not found");
  await next();
});
router.get("/", zValidator("query", handlers.outboxQuery, refuseInvalid), handlers.listOutbox);

export default router;
