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
 * The enquiry, newsletter and review forms as the storefront reads them: the API's payload
 * schemas (never a second copy of a rule) less what the server adds itself. Part of every
 * form's registry, ~/components/forms/form-schemas.ts.
 */
export const enquirySchemas = {
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

export { PROJECT_INTERESTS };
