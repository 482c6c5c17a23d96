import { z } from "zod";
import { ENQUIRY_STATUSES, ENQUIRY_TYPES } from "@api/validation/enquiry-choices";

/** One of a signed-in shopper's enquiries as My Account reads it: the shop's replies, never its internal notes. */
export const shopperEnquirySchema = z.object({
  _id: z.string(),
  type: z.enum(ENQUIRY_TYPES),
  title: z.string().describe("The product's name, else the subject, else the kind of enquiry"),
  product: z
    .object({ name: z.string(), path: z.string().describe("The product page's path on the storefront") })
    .nullable(),
  status: z.enum(ENQUIRY_STATUSES),
  question: z.string(),
  replies: z.array(z.object({ body: z.string(), createdAt: z.string().datetime() })),
  createdAt: z.string().datetime(),
});

export type ShopperEnquiry = z.output<typeof shopperEnquirySchema>;
