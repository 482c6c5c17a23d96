import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context";
import type { ApiEnv } from "../env";

export const OPENAPI_PATH = "/openapi.json";

/** The names routes give in `security` to say who may call them. */
export const SECURITY = {
  /** A shopper signed in through POST /v1/auth/... : the storefront keeps the token in its session cookie and sends it on. */
  shopper: "shopperBearer",
  /** A member of staff past the second factor (POST /v1/admin/session...): a separate token table, so a shopper's token is never one. */
  staff: "staffBearer",
} as const;

/**
 * The OpenAPI 3.1 document of every declared route, built once per app: declarations do not
 * change while it runs. Paths are the app's own (/v1/...), so the server is the API's origin.
 */
export function describeApi(app: OpenAPIHono<AppEnv>, env: ApiEnv) {
  app.openAPIRegistry.registerComponent("securitySchemes", SECURITY.shopper, {
    type: "http",
    scheme: "bearer",
    description:
      "A shopper's token from signing in (Authorization: Bearer <token>). Expires; revoked by signing out or by the shop disabling the account.",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", SECURITY.staff, {
    type: "http",
    scheme: "bearer",
    description:
      "A staff session's token from the back-office sign-in, live once its second factor is done and for 8 hours after its last request.",
  });
  let document: ReturnType<typeof app.getOpenAPI31Document> | undefined;
  return () =>
    (document ??= app.getOpenAPI31Document({
      openapi: "3.1.0",
      info: {
        title: "Woodnest API",
        version: "1",
        description:
          "The shop's API. Every answer is the envelope {status, code, message, body, errors}; list answers add page, totalPages and totalRecords.",
      },
      servers: [{ url: new URL(env.API_PUBLIC_URL).origin, description: "This API" }],
    }));
}
