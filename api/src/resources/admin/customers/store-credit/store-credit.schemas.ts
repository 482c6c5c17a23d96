import { z } from "zod";

/** The customer whose store credit is read or moved, from /admin/customers/{id}/store-credit. */
export const storeCreditCustomerParam = z.object({ id: z.string().min(1).max(40) });
