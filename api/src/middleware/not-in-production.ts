import { createMiddleware } from "hono/factory";
import type { AppEnv } from "@api/context";
import { ApiError } from "@api/lib/envelope";

/** A development route: in production it answers as if it did not exist. */
export const notInProduction = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get("deps").env.NODE_ENV === "production") throw new ApiError(404, "Not found");
  await next();
});
