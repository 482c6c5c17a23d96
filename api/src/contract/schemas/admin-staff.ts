import { z } from "@hono/zod-openapi";
import { PERMISSIONS, STAFF_ROLES, STAFF_STATUSES } from "@api/validation/staff-roles";

const instant = z.string().datetime();

/** An account as the back office shows it: never a hash or a secret. */
export const staffMemberSchema = z
  .object({
    _id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(STAFF_ROLES),
    status: z.enum(STAFF_STATUSES).describe("invited until the authenticator is confirmed"),
    createdAt: instant,
    disabledAt: instant.nullable(),
  })
  .openapi("StaffMember");

export const staffMemberDetailSchema = staffMemberSchema.extend({
  invitationExpiresAt: instant.nullable().describe("When the open invitation's link stops working; null when none"),
});

/** An invitation's link, for the owner to pass on if the email does not arrive. */
export const invitationSentSchema = z.object({ invitationUrl: z.string(), expiresAt: instant });

export const staffInvitedSchema = invitationSentSchema.extend({ staff: staffMemberSchema });

const permissions = z.array(z.enum(PERMISSIONS)).readonly().describe("What the role allows");

/** The signed-in member of staff: the account, what its role allows, and recovery codes left. */
export const staffSessionSchema = z
  .object({ staff: staffMemberSchema, permissions, recoveryCodesLeft: z.number().int().min(0) })
  .openapi("StaffSession");

export const signedInSchema = staffSessionSchema.extend({
  token: z.string().describe("The session's bearer token; the storefront keeps it in its session cookie"),
});

export const signInChallengeSchema = z.object({
  challenge: z.string().describe("Sent back with the code to finish signing in"),
  expiresAt: instant,
});

export const recoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string()).describe("Shown this once; the old ones no longer work"),
});

export const invitationSetupSchema = z.discriminatedUnion("step", [
  z.object({ email: z.string(), name: z.string(), role: z.enum(STAFF_ROLES), step: z.literal("password") }),
  z.object({
    email: z.string(),
    name: z.string(),
    role: z.enum(STAFF_ROLES),
    step: z.literal("authenticator"),
    secret: z.string().describe("The authenticator's secret, to type in by hand"),
    otpauthUri: z.string().describe("The same secret as an otpauth:// link, for a QR code"),
  }),
]);

export const setupFinishedSchema = z.object({
  token: z.string(),
  staff: staffMemberSchema,
  permissions,
  recoveryCodes: z.array(z.string()).describe("Shown this once"),
});
