/**
 * My Account's enquiries (issue 30): the API's shape of a shopper's enquiry and the words a
 * shopper reads for its status. Pure, so the server and the browser render the same text.
 */
import type { ShopperEnquiry } from "@api/contract/schemas/my-enquiries";
import type { EnquiryStatus } from "@api/validation/enquiry-choices";

export type { ShopperEnquiry };

export const MY_ENQUIRIES = "/my-account/enquiries";
export const ENQUIRIES_PAGE_SIZE = 10;

/** The inbox's NEW is the shop's word; a shopper reads that it arrived. */
export const ENQUIRY_STATUS_TEXT: Record<EnquiryStatus, string> = {
  NEW: "Received",
  IN_PROGRESS: "In progress",
  CLOSED: "Closed",
};

export const enquiryHref = (enquiry: Pick<ShopperEnquiry, "_id">) =>
  `${MY_ENQUIRIES}/${encodeURIComponent(enquiry._id)}`;

export const repliesCount = (count: number) =>
  count === 0 ? "No reply yet" : count === 1 ? "1 reply" : `${count} replies`;
