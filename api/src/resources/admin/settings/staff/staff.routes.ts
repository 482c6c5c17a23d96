import { createRoute } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, jsonRequest, listEnvelopeOf, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import {
  invitationSentSchema,
  staffInvitedSchema,
  staffMemberDetailSchema,
  staffMemberSchema,
} from "@api/contract/schemas/admin-staff";
import { jsonBody } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { staffInviteSchema, staffListQuerySchema, staffUpdateSchema } from "@api/validation/staff";
import * as handlers from "./staff.handlers";
import { staffIdParam as idParam } from "./staff.schemas";

/** The shop's staff accounts, the owner's to manage: mounted at /admin/staff. */
const owner = requireStaff("staff.manage");
const declared = { tags: ["Back office: Staff"], security: [{ [SECURITY.staff]: [] }] };

const listRoute = createRoute({
  ...declared,
  method: "get",
  path: "/",
  summary: "The staff accounts, by name, twenty a page; filtered by words, role and status",
  middleware: owner,
  request: { query: staffListQuerySchema },
  responses: { 200: jsonContent(listEnvelopeOf(staffMemberSchema), "A page of accounts"), ...refusals(400, 401, 403) },
});

const inviteRoute = createRoute({
  ...declared,
  method: "post",
  path: "/",
  summary: "Invite a new member of staff: the account waits for them to set a password and an authenticator",
  middleware: [owner, jsonBody] as const,
  request: jsonRequest(staffInviteSchema),
  responses: {
    200: jsonContent(envelopeOf(staffInvitedSchema), "The account, and the invitation's link as emailed"),
    ...refusals(400, 401, 403, 409, 413),
  },
});

const readRoute = createRoute({
  ...declared,
  method: "get",
  path: "/{id}",
  summary: "One account, with when its open invitation expires",
  middleware: owner,
  request: { params: idParam },
  responses: {
    200: jsonContent(envelopeOf(staffMemberDetailSchema), "The account"),
    ...refusals(400, 401, 403, 404),
  },
});

const updateRoute = createRoute({
  ...declared,
  method: "patch",
  path: "/{id}",
  summary: "Change an account's role, or disable or enable it; its sessions end",
  description: "409 for one's own account, or when the shop would be left with no owner who can sign in.",
  middleware: [owner, jsonBody] as const,
  request: { params: idParam, ...jsonRequest(staffUpdateSchema) },
  responses: {
    200: jsonContent(envelopeOf(staffMemberSchema), "The account as saved"),
    ...refusals(400, 401, 403, 404, 409, 413),
  },
});

const resendRoute = createRoute({
  ...declared,
  method: "post",
  path: "/{id}/invitation",
  summary: "A new invitation for an account not yet set up; the earlier link stops working",
  description: "409 when the account is set up already, or disabled.",
  middleware: owner,
  request: { params: idParam },
  responses: {
    200: jsonContent(envelopeOf(invitationSentSchema), "The new invitation's link as emailed"),
    ...refusals(400, 401, 403, 404, 409),
  },
});

const router = createRouter()
  .openapi(listRoute, handlers.listStaff)
  .openapi(inviteRoute, handlers.invite)
  .openapi(readRoute, handlers.getStaff)
  .openapi(updateRoute, handlers.updateStaff)
  .openapi(resendRoute, handlers.resendInvitation);

export default router;
