/**
 * Orders taken by staff by phone, on WhatsApp or in the showroom (issue 17): the fields of a
 * draft order and of a new customer, shared by the API and the back office's forms.
 */
import { z } from "zod";
import { rupees } from "./admin-products";
import { emailField, lettersField, mobileField, optionalLettersField, optionalText, requiredText } from "./fields";
import { addressSchema } from "./schemas";
import { MAX_ORDER_LINES, orderLineSchema } from "./order-payload";

export const PAYMENT_LINK_CHANNELS = ["sms", "whatsapp", "email"] as const;
export type PaymentLinkChannel = (typeof PAYMENT_LINK_CHANNELS)[number];
export const PAYMENT_LINK_CHANNEL_LABELS: Record<PaymentLinkChannel, string> = {
  sms: "SMS",
  whatsapp: "WhatsApp",
  email: "Email",
};

const MANUAL_DISCOUNT_REASON_MAX = 300;
export const MANUAL_DISCOUNT_NOT_ALLOWED = "Your role cannot give a discount by hand";
export const MANUAL_DISCOUNT_NEEDS_REASON = "Give the reason for the discount";
export const DRAFT_NEEDS_LINES = "Add at least one product";
export const DRAFT_NEEDS_ADDRESS = "Choose or type the delivery address";
export const DRAFT_NOT_OPEN = "This draft has already been placed or sent as a payment link";

/** The customer a phone order is for, when they have no account yet: the shop's sign-up rules. */
export const newCustomerSchema = z.object({
  firstName: lettersField("First name", 50),
  lastName: optionalLettersField("Last name", 50),
  mobile: mobileField(),
  email: emailField(),
});

/** Starting a draft: an existing customer by id, or a new one by the sign-up fields. */
export const draftStartSchema = z.union([z.object({ customerId: requiredText("Customer", 64) }), newCustomerSchema]);

const blankToNull = (v: unknown) => (v === "" || v === undefined ? null : v);

/** A draft as a whole: each save sends every part, checked as the shopper's checkout checks it. */
export const draftSaveSchema = z.object({
  version: z.coerce.number().int().min(1),
  lines: z
    .array(orderLineSchema.omit({ sellingPrice: true }))
    .max(MAX_ORDER_LINES, `An order can have at most ${MAX_ORDER_LINES} different items`),
  /** A saved address of the customer, copied onto the draft; otherwise `shippingAddress` as typed. */
  addressId: z.preprocess(blankToNull, z.string().max(64).nullable()).optional(),
  shippingAddress: addressSchema.nullable().optional(),
  couponCode: z.preprocess(blankToNull, optionalText("Coupon code", 50).nullable()),
  manualDiscount: z.preprocess(
    (v) => (v === "" || v === null || v === undefined || v === 0 || v === "0" ? undefined : v),
    rupees("Discount").optional(),
  ),
  manualDiscountReason: z.preprocess(blankToNull, optionalText("Reason", MANUAL_DISCOUNT_REASON_MAX).nullable()),
});
export type DraftSaveInput = z.output<typeof draftSaveSchema>;

export const draftCompleteSchema = z.object({ version: z.coerce.number().int().min(1) });

export const draftPaymentLinkSchema = draftCompleteSchema.extend({
  channel: z.enum(PAYMENT_LINK_CHANNELS, { errorMap: () => ({ message: "Choose how to send the link" }) }),
});
