import { z } from "zod";

/** What the checkout says before an order is placed. */
export const orderRulesSchema = z.object({
  codMaxOrderAmount: z.number().nullable().describe("Rupees; null: no limit"),
});
export type OrderRules = z.output<typeof orderRulesSchema>;
