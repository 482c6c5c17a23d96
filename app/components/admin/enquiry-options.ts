/** What the enquiries and newsletter screens show (api/src/resources/admin/customers/enquiries and newsletter). */
import {
  ENQUIRY_STATUSES,
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_TYPES,
  ENQUIRY_TYPE_LABELS,
  type EnquiryStatus,
  enquiryName,
} from "@api/validation/enquiry-choices";
import type { adminEnquirySchema, enquiryWithAssignableStaffSchema } from "@api/contract/schemas/admin-enquiries";
import type { z } from "zod";
import type { newsletterSubscriberSchema } from "@api/contract/schemas/admin-reviews";

export { ENQUIRY_STATUSES, ENQUIRY_STATUS_LABELS, ENQUIRY_TYPE_LABELS, type EnquiryStatus, enquiryName };

export type EnquiryRow = z.output<typeof adminEnquirySchema>;

export type EnquiryNote = { _id: string; kind: "note" | "reply"; body: string; by: string; createdAt: string };
export type EnquiryDetail = z.output<typeof enquiryWithAssignableStaffSchema>;

export type SubscriberRow = z.output<typeof newsletterSubscriberSchema>;

export const ENQUIRY_TYPE_OPTIONS = [
  { value: "", label: "Every type" },
  ...ENQUIRY_TYPES.map((type) => ({ value: type, label: ENQUIRY_TYPE_LABELS[type] })),
];
export const ENQUIRY_STATUS_OPTIONS = ENQUIRY_STATUSES.map((status) => ({
  value: status,
  label: ENQUIRY_STATUS_LABELS[status],
}));
export const NEWSLETTER_STATUS_OPTIONS = [
  { value: "subscribed", label: "Subscribed" },
  { value: "unsubscribed", label: "Unsubscribed" },
  { value: "all", label: "All" },
];

/** The inbox's and the newsletter list's GET filters, as the API names them. */
export const ENQUIRY_FILTERS = ["q", "type", "status", "from", "to"] as const;
export const NEWSLETTER_FILTERS = ["q", "status"] as const;
