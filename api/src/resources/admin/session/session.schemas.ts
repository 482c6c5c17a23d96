import { z } from "zod";
import { staffSecondFactorSchema } from "@api/validation/staff";

export { staffLoginSchema } from "@api/validation/staff";

/** The code step carries the challenge the password step answered. */
export const staffVerifySchema = staffSecondFactorSchema.extend({ challenge: z.string().min(1).max(100) });
