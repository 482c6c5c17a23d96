import { z } from "@hono/zod-openapi";

/** One movement of a customer's store credit: signed rupees (+ adds, − takes) and the balance after it. */
export const storeCreditMovementSchema = z
  .object({
    kind: z.enum(["GOODWILL", "REFUND", "SPENT", "GIVEN_BACK", "EXPIRED", "ADJUSTED"]),
    amount: z.number().describe("Rupees, signed"),
    balanceAfter: z.number().describe("Rupees"),
    orderNumber: z.string().nullable(),
    reason: z.string().nullable(),
    at: z.string().datetime(),
  })
  .openapi("StoreCreditMovement");

/** As staff read it: who moved it, too. */
export const adminStoreCreditMovementSchema = storeCreditMovementSchema.extend({ staffName: z.string().nullable() });

/** What a customer's store credit holds now. */
export const storeCreditBalanceSchema = z.object({ balance: z.number().describe("Rupees") });
