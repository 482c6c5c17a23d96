import { createRoute, z } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, jsonRequest, listEnvelopeOf, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { jsonBody } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { moveSchema } from "@api/validation/admin-categories";
import { type MasterConfig, type MasterSchema, type MasterView, masterHandlers } from "./master-handlers";
import { masterIdParam } from "./master-id-param";

/**
 * A catalogue master's API (GET, POST, PATCH /:id, DELETE /:id, and POST /:id/move when it is
 * ordered), from its config and its form's schema, for the staff who manage the catalogue.
 */
export function masterResource<Schema extends MasterSchema>(
  config: MasterConfig & {
    schema: Schema;
    /** The form's fields besides name and slug, kept as the row's columns of the same names ("hex"). */
    columns: readonly Exclude<keyof z.output<Schema>, "name" | "slug">[];
    /** What the API answers for one row, for the document. */
    view: z.ZodType<MasterView>;
    /** The document's tag, named like the navigation ("Back office: Colours"). */
    tag: string;
  },
) {
  const handlers = masterHandlers(config);
  const { noun, view } = config;
  const staff = requireStaff("catalogue.manage");
  const declared = { tags: [config.tag], security: [{ [SECURITY.staff]: [] }] };
  const schema: MasterSchema = config.schema;
  const order = config.ordered ? "in the shop's order" : "by name";
  const every = jsonContent(envelopeOf(z.array(view)), `Every ${noun}, ${order}`);

  const router = createRouter();
  router.openapi(
    createRoute({
      ...declared,
      method: "get",
      path: "/",
      summary: `Every ${noun} ${order}, with how many products use it`,
      middleware: staff,
      responses: { 200: jsonContent(listEnvelopeOf(view), `Every ${noun}`), ...refusals(401, 403) },
    }),
    handlers.list,
  );
  router.openapi(
    createRoute({
      ...declared,
      method: "post",
      path: "/",
      summary: `Add a ${noun}`,
      middleware: [staff, jsonBody] as const,
      request: jsonRequest(schema),
      responses: {
        200: jsonContent(envelopeOf(view), `The ${noun} added`),
        ...refusals(400, 401, 403, 409, 413),
      },
    }),
    handlers.create,
  );
  router.openapi(
    createRoute({
      ...declared,
      method: "patch",
      path: "/{id}",
      summary: `Change a ${noun}: every product in it shows the change at once`,
      middleware: [staff, jsonBody] as const,
      request: { params: masterIdParam, ...jsonRequest(schema) },
      responses: {
        200: jsonContent(envelopeOf(view), `The ${noun} as saved`),
        ...refusals(400, 401, 403, 404, 409, 413),
      },
    }),
    handlers.update,
  );
  if (config.ordered)
    router.openapi(
      createRoute({
        ...declared,
        method: "post",
        path: "/{id}/move",
        summary: `Move a ${noun} one place up or down the list`,
        middleware: [staff, jsonBody] as const,
        request: { params: masterIdParam, ...jsonRequest(moveSchema) },
        responses: { 200: every, ...refusals(400, 401, 403, 404, 413) },
      }),
      handlers.move,
    );
  router.openapi(
    createRoute({
      ...declared,
      method: "delete",
      path: "/{id}",
      summary: `Delete a ${noun} no product uses`,
      middleware: staff,
      request: { params: masterIdParam },
      responses: {
        200: jsonContent(envelopeOf(z.object({ _id: z.string() })), `The ${noun} deleted`),
        ...refusals(400, 401, 403, 404, 409),
      },
    }),
    handlers.remove,
  );
  return router;
}
