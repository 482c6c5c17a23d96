import { z } from "zod";
import { messages } from "@api/validation/fields";
import {
  PROJECT_INTERESTS,
  contactSchema,
  dealerSchema,
  enquirySchema,
  newsletterSchema,
  projectEnquirySchema,
  reviewSchema,
} from "@api/validation/schemas";

/**
 * The forms of this area as the storefront reads them: the API's payload schemas (never a
 * second copy of a rule) less what the server adds itself. The server parses with these;
 * the browser loads them after hydration (use-form-rules.ts), so zod stays out of the
 * pages' first load.
 */
export const formSchemas = {
  contact: contactSchema,
  // The enquiry type is the server's to set, not a field the shopper could change.
  dealer: dealerSchema.omit({ inquiryType: true }),
  // Interests are checkboxes: a list here, joined with commas for the API (spec 3).
  project: projectEnquirySchema.omit({ intrests: true, inquiryType: true }).extend({
    intrests: z
      .array(z.enum(PROJECT_INTERESTS, { errorMap: () => ({ message: messages.oneOf("Interests") }) }))
      .optional(),
  }),
  enquiry: enquirySchema,
  newsletter: newsletterSchema,
  review: reviewSchema,
};

export type FormName = keyof typeof formSchemas;

export { PROJECT_INTERESTS };
