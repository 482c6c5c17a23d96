/**
 * The back office's form schemas (api/src/validation/staff.ts) reach the admin routes' actions
 * through this server-only module, so zod stays out of the browser code of those routes too.
 */
import { z } from "zod";
import { staffRoleField } from "@api/validation/staff";

export { customerAccessSchema } from "@api/validation/admin-customers";
export {
  enquiryAssignSchema,
  enquiryNoteSchema,
  enquiryReplySchema,
  enquiryStatusSchema,
} from "@api/validation/admin-enquiries";
export {
  returnApprovalSchema,
  returnReceiptSchema,
  returnRefundPaidSchema,
  returnRefusalSchema,
} from "@api/validation/returns";
export { bulkOrderMoveSchema, orderMoveSchema, orderNoteSchema } from "@api/validation/admin-orders";
export { partialRefundSchema } from "@api/validation/admin-refunds";
export { orderEditSchema } from "@api/validation/order-edit";
export { imageUploadFieldsSchema } from "@api/validation/admin-media";
export { couponCreateSchema, couponUpdateSchema } from "@api/validation/admin-coupons";
export { bulkStockSchema, catalogueSettingsSchema } from "@api/validation/admin-stock";
export { orderSettingsUpdateSchema } from "@api/validation/order-settings";
export { gstSettingsUpdateSchema } from "@api/validation/gst-settings";
export {
  reviewBulkApproveSchema,
  reviewRejectSchema,
  reviewReplySchema,
  reviewSettingsUpdateSchema,
} from "@api/validation/admin-reviews";
export {
  PAGES,
  PAGE_FIELD_LABELS,
  PAGE_KEYS,
  RICH_TEXT_FIELDS,
  isPageKey,
  pageUpdateSchema,
} from "@api/validation/pages";
export { IMPORT_TOO_LARGE, MAX_IMPORT_MB } from "@api/validation/catalogue-csv";
export {
  MAX_IMPORT_BYTES,
  pincodeCreateSchema,
  pincodeEditSchema,
  pincodeRangeSchema,
} from "@api/validation/admin-pincodes";
export {
  RECOVERY_CODE_PATTERN,
  staffInviteSchema,
  staffLoginSchema,
  staffSecondFactorSchema,
  staffSetPasswordSchema,
  staffTotpSchema,
} from "@api/validation/staff";

/** The staff page's role form: the one field of the API's update it sends. */
export const staffRoleSchema = z.object({ role: staffRoleField() });

export { productCreateSchema, productUpdateSchema, variantsUpdateSchema } from "@api/validation/admin-products";

export { shipOrderSchema } from "@api/validation/admin-shipping";

export { newCustomerSchema } from "@api/validation/draft-orders";
export { addressSchema } from "@api/validation/schemas";
