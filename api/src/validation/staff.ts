/**
 * The field rules and payloads of the back office's forms (issue 14), shared by the API and the
 * admin screens' actions. The roles and their permissions are in staff-roles.ts, re-exported here.
 * It must stay free of server-only code.
 */
import { z } from "zod";
import { blankToUndefined, emailField, messages, requiredText } from "./fields";
import { STAFF_ROLES, STAFF_STATUSES } from "./staff-roles";

export * from "./staff-roles";

export const TOTP_DIGITS = 6;
/** Recovery codes: two groups of five letters and digits, e.g. "k7m2q-x9p4d". */
export const RECOVERY_CODE_PATTERN = /^[a-z2-9]{5}-[a-z2-9]{5}$/;
export const RECOVERY_CODE_COUNT = 10;
const STAFF_PASSWORD_MIN = 12;

export const staffRoleField = (label = "Role") =>
  z.enum(STAFF_ROLES, { errorMap: () => ({ message: messages.oneOf(label) }) });

/**
 * A staff password: longer than a shopper's, since it opens the back office. That it is not the
 * email address is checked where the email is known (the invitation's handler).
 */
const staffPasswordField = (label = "Password") =>
  z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string({ required_error: messages.required(label), invalid_type_error: messages.required(label) })
      .min(STAFF_PASSWORD_MIN, `${label} must be at least ${STAFF_PASSWORD_MIN} characters`)
      .max(128, messages.max(label, 128))
      .refine((v) => new Set(v).size >= 5, `${label} must use at least 5 different characters`),
  );

/** An authenticator app's code: six digits; spaces (as apps show "123 456") are ignored. */
const totpCodeField = (label = "Code") =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.replace(/\s+/g, "") : v),
    z
      .string({ required_error: messages.required(label), invalid_type_error: messages.required(label) })
      .min(1, messages.required(label))
      .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), `${label} must be exactly ${TOTP_DIGITS} digits`),
  );

/** The sign-in's second step takes an app's code or a recovery code. */
const secondFactorField = (label = "Code") =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.replace(/\s+/g, "").toLowerCase() : v),
    z
      .string({ required_error: messages.required(label), invalid_type_error: messages.required(label) })
      .min(1, messages.required(label))
      .refine(
        (v) => new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(v) || RECOVERY_CODE_PATTERN.test(v),
        `${label} must be the ${TOTP_DIGITS} digits from your app or a recovery code like abcde-12345`,
      ),
  );

export const staffLoginSchema = z.object({
  email: emailField(),
  password: requiredText("Password", 128),
});

export const staffSecondFactorSchema = z.object({ code: secondFactorField() });

export const staffInviteSchema = z.object({
  name: requiredText("Name", 100),
  email: emailField(),
  role: staffRoleField(),
});

/** The owner's changes to an account: its role, or whether it may sign in. */
export const staffUpdateSchema = z
  .object({
    role: staffRoleField().optional(),
    disabled: z.boolean().optional(),
  })
  .refine((v) => v.role !== undefined || v.disabled !== undefined, {
    message: messages.required("Role"),
    path: ["role"],
  });

export const staffSetPasswordSchema = z
  .object({
    password: staffPasswordField(),
    cPassword: z.preprocess(blankToUndefined, z.string({ required_error: messages.required("Confirm password") })),
  })
  .refine((v) => v.cPassword === v.password, { message: "Passwords must match", path: ["cPassword"] });

export const staffTotpSchema = z.object({ code: totpCodeField() });

const optionalQuery = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const pageField = z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_000).default(1));
const dateField = (label: string) =>
  optionalQuery(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date like 2026-01-31`));

/** The staff list's filters: a GET form, so every list can be shared by its address. */
export const staffListQuerySchema = z.object({
  q: optionalQuery(z.string().trim().max(100, messages.max("Search", 100))),
  role: optionalQuery(staffRoleField()),
  status: optionalQuery(z.enum(STAFF_STATUSES, { errorMap: () => ({ message: messages.oneOf("Status") }) })),
  page: pageField,
});

/** Who an audit entry says acted, as the log's filter offers them. */
export const AUDIT_ACTOR_KINDS = ["staff", "shopper", "gateway", "courier", "system"] as const;
export const AUDIT_ACTOR_KIND_LABELS: Record<(typeof AUDIT_ACTOR_KINDS)[number], string> = {
  staff: "Staff",
  shopper: "Shoppers",
  gateway: "Payment gateway",
  courier: "Courier",
  system: "The shop's own jobs and scripts",
};

/** The audit log's filters; dates are whole days in India's time. */
export const auditQuerySchema = z.object({
  actorKind: optionalQuery(z.enum(AUDIT_ACTOR_KINDS, { errorMap: () => ({ message: messages.oneOf("Made by") }) })),
  staffId: optionalQuery(z.string().trim().max(40)),
  entityType: optionalQuery(z.string().trim().max(40)),
  action: optionalQuery(z.string().trim().max(60)),
  from: dateField("From"),
  to: dateField("To"),
  page: pageField,
});
