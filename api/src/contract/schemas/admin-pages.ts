import { z } from "@hono/zod-openapi";
import { PAGE_KEYS } from "@api/validation/pages";

/** One of the shop's pages as its back-office form shows it: flat text fields and the version a save must name. */
export const adminPageSchema = z
  .object({
    key: z.enum(PAGE_KEYS),
    label: z.string(),
    path: z.string(),
    values: z.record(z.string()),
    version: z.number().int().min(0),
  })
  .openapi("AdminPage");

export type AdminPage = z.infer<typeof adminPageSchema>;
