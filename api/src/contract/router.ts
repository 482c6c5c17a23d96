import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context";
import { refuseInvalid } from "../lib/validation";

/**
 * A router whose routes are declared with `createRoute` and `router.openapi(route, handler)`, so
 * they appear in GET /v1/openapi.json. Input its schemas refuse answers exactly as the routes
 * still on `zValidator(target, schema, refuseInvalid)` do: a 400 envelope with the field errors.
 * A router mounted with `route()` must be one of these too, or its declarations are lost.
 */
export const createRouter = () => new OpenAPIHono<AppEnv>({ defaultHook: refuseInvalid });
