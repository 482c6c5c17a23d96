import { z } from "@hono/zod-openapi";

/** A delivery area: a pincode the shop delivers to, its estimate and whether cash on delivery is offered. */
export const deliveryAreaSchema = z
  .object({
    pincode: z.string(),
    city: z.string(),
    state: z.string(),
    deliveryDays: z.number().int().nullable().describe("The delivery estimate in days; null: none given"),
    codAvailable: z.boolean(),
    isActive: z.boolean(),
  })
  .openapi("DeliveryArea");

export const rangeAddedSchema = z.object({
  from: z.string(),
  to: z.string(),
  added: z.number().int(),
  unchanged: z.number().int().describe("Pincodes of the range already served, left as they were"),
});

export const statusChangedSchema = z.object({
  changed: z.array(z.string()).describe("The pincodes whose status changed"),
  active: z.boolean(),
});

/** A dry run's report: what an import would do, and every row's errors. */
export const pincodeImportReportSchema = z.object({
  dryRun: z.boolean().describe("Always true: a real import answers 202"),
  rows: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), field: z.string(), message: z.string() })),
});
