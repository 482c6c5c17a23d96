import { z } from "zod";

/** A coupon's code in the address; looked up whatever its case, as the checkout does. */
export const couponCodeParam = z.object({ code: z.string().trim().min(1).max(40) });
