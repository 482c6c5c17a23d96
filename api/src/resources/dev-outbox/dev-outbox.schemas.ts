import { z } from "zod";
import { pagination } from "@api/lib/query";

export const outboxQuery = z.object({
  ...pagination(20),
  // Emails are stored lower-cased, so a mixed-case address still finds its messages.
  to: z.string().trim().toLowerCase().max(254).optional(),
});
