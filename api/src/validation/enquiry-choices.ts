/** The enquiries inbox's choices and their words: no zod, so the admin screens' browser code can use them. */
export const ENQUIRY_STATUSES = ["NEW", "IN_PROGRESS", "CLOSED"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  NEW: "New",
  IN_PROGRESS: "In progress",
  CLOSED: "Closed",
};

export const ENQUIRY_TYPES = ["CONTACT", "ENQUIRY", "BECOME_MEMBER", "PROJECT"] as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];
/** The kind of each type, as the inbox's filter and list show it; enquiryName adds the noun. */
export const ENQUIRY_TYPE_LABELS: Record<EnquiryType, string> = {
  CONTACT: "Contact",
  ENQUIRY: "Product",
  BECOME_MEMBER: "Dealer",
  PROJECT: "Project",
};

/** What an enquiry of the type is called in a heading, a sentence or a subject: "Product enquiry". */
export const enquiryName = (type: EnquiryType) => `${ENQUIRY_TYPE_LABELS[type]} enquiry`;

export const ENQUIRY_PAGE_SIZE = 20;
export const NEWSLETTER_PAGE_SIZE = 50;
