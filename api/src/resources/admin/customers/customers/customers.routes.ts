import { createRoute } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, jsonRequest, listEnvelopeOf, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import {
  adminCustomerDetailSchema,
  adminCustomerListItemSchema,
  adminCustomerSchema,
} from "@api/contract/schemas/admin-customers";
import { jsonBody } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { customerAccessSchema, customerListQuerySchema } from "@api/validation/admin-customers";
import * as handlers from "./customers.handlers";
import { customerIdParam as idParam } from "./customers.schemas";

/** The shop's customers' accounts: mounted at /admin/customers. */
const staff = requireStaff("customers.manage");
const declared = { tags: ["Back office: Customers"], security: [{ [SECURITY.staff]: [] }] };

const listRoute = createRoute({
  ...declared,
  method: "get",
  path: "/",
  summary: "The customers, newest first, twenty a page; found by name, email or mobile, filtered by status",
  middleware: staff,
  request: { query: customerListQuerySchema },
  responses: {
    200: jsonContent(listEnvelopeOf(adminCustomerListItemSchema), "A page of customers, with their order counts"),
    ...refusals(400, 401, 403),
  },
});

const readRoute = createRoute({
  ...declared,
  method: "get",
  path: "/{id}",
  summary: "One customer: their newest orders, saved addresses and wishlist size",
  middleware: staff,
  request: { params: idParam },
  responses: {
    200: jsonContent(envelopeOf(adminCustomerDetailSchema), "The customer"),
    ...refusals(400, 401, 403, 404),
  },
});

const accessRoute = (action: "disable" | "enable", summary: string) =>
  createRoute({
    ...declared,
    method: "post",
    path: `/{id}/${action}`,
    summary,
    middleware: [staff, jsonBody] as const,
    request: { params: idParam, ...jsonRequest(customerAccessSchema) },
    responses: {
      200: jsonContent(envelopeOf(adminCustomerSchema), "The account as it now stands"),
      ...refusals(400, 401, 403, 404, 413),
    },
  });

const router = createRouter()
  .openapi(listRoute, handlers.listCustomers)
  .openapi(readRoute, handlers.getCustomer)
  .openapi(
    accessRoute("disable", "Disable an account, with the reason: its sessions end and it cannot sign in"),
    handlers.disableCustomer,
  )
  .openapi(accessRoute("enable", "Enable a disabled account, with the reason"), handlers.enableCustomer);

export default router;
