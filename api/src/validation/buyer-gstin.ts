/**
 * A business buyer's GSTIN and business name, given at checkout (issue 17): optional, but both
 * or neither, so the invoice either names a registered buyer in full or is a B2C one. Shared by
 * the API's order payload and the storefront's checkout form (free of server code).
 */
import { z } from "zod";
import { gstinField } from "./gstin";

const BUSINESS_NAME_MAX = 100;

export const BUYER_GSTIN_MESSAGES = {
  nameRequired: "Business name is required when a GSTIN is given",
  gstinRequired: "GSTIN is required when a business name is given",
  nameMax: `Business name must be at most ${BUSINESS_NAME_MAX} characters`,
} as const;

const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

/** The two fields; the pairing is `refineBuyerGstin`'s, run where the whole form is known. */
export const buyerGstinFields = {
  buyerGstin: z.preprocess(blankToUndefined, gstinField("GSTIN").optional()),
  buyerBusinessName: z.preprocess(
    blankToUndefined,
    z.string().trim().max(BUSINESS_NAME_MAX, BUYER_GSTIN_MESSAGES.nameMax).optional(),
  ),
};

/** Both or neither: the missing one is reported on its own field. */
export function refineBuyerGstin(value: { buyerGstin?: string; buyerBusinessName?: string }, ctx: z.RefinementCtx) {
  if (value.buyerGstin && !value.buyerBusinessName) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ["buyerBusinessName"],
      message: BUYER_GSTIN_MESSAGES.nameRequired,
    });
  }
  if (value.buyerBusinessName && !value.buyerGstin) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["buyerGstin"], message: BUYER_GSTIN_MESSAGES.gstinRequired });
  }
}
