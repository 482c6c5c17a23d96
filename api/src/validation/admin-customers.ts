/**
 * The back office's customer screens (issue 14): the list's filters and the reason given for
 * disabling or enabling an account. Shared by the API and the admin actions; no server-only code.
 */
import { z } from "zod";
import { blankToUndefined, messages, requiredText } from "./fields";

const CUSTOMER_STATUSES = ["active", "disabled", "all"] as const;

export const customerListQuerySchema = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(100, messages.max("Search", 100)).optional()),
  status: z.preprocess(
    blankToUndefined,
    z.enum(CUSTOMER_STATUSES, { errorMap: () => ({ message: messages.oneOf("Status") }) }).default("all"),
  ),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_000).default(1)),
});

/** Why an account is disabled or enabled again: kept in the audit log, so it is required. */
export const customerAccessSchema = z.object({ reason: requiredText("Reason", 500) });
