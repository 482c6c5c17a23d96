/** The enquiries inbox's choices and their words: no zod, so the admin screens' browser code can use them. */
export const ENQUIRY_STATUSES = ["NEW", "IN_PROGRESS", "CLOSED"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = { NEW: "New", IN_PROGRESS: "In progress", CLOSED: "Closed" };

export const ENQUIRY_TYPES = ["CONTACT", "ENQUIRY", "BECOME_MEMBER", "PROJECT"] as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];
export const ENQUIRY_TYPE_LABELS: Record<EnquiryType, string> = {
  CONTACT: "Contact",
  ENQUIRY: "Product enquiry",
  BECOME_MEMBER: "Dealer",
  PROJECT: "Project",
};

export const ENQUIRY_PAGE_SIZE = 20;
export const NEWSLETTER_PAGE_SIZE = 50;
