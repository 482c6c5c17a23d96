/**
 * What the back office's returns screens show of a return. The words come from the API's own
 * table (api/src/validation/return-choices.ts), which carries no zod.
 */
import { RETURN_REASON_LABELS, RETURN_STATUS_LABELS } from "@api/validation/return-choices";

export { RETURN_REASON_LABELS, RETURN_STATUS_LABELS };

export const RETURN_FILTER_OPTIONS = [
  { value: "open", label: "Open (to decide or to receive)" },
  { value: "requested", label: RETURN_STATUS_LABELS.requested },
  { value: "approved", label: RETURN_STATUS_LABELS.approved },
  { value: "rejected", label: RETURN_STATUS_LABELS.rejected },
  { value: "received", label: RETURN_STATUS_LABELS.received },
  { value: "all", label: "Any status" },
];

/** The screens' types are the contract's (api/src/contract/schemas/returns.ts). */
export type { AdminReturnRow as ReturnListRow, AdminReturn as ReturnDetail } from "@api/contract/schemas/returns";
