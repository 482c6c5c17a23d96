/**
 * The order creation payload (spec 3). Pure zod, free of server code, so the storefront can
 * import it. Address fields are checked with addressSchema separately: they are optional
 * when a saved address is chosen.
 */
import { z } from "zod";
import { optionalText, requiredText } from "./fields";
import { PAYMENT_METHODS } from "./schemas";
import { buyerGstinFields, refineBuyerGstin } from "./buyer-gstin";

export const SELECT_PAYMENT_METHOD = "Select Payment Method";
export const SELECT_SHIPPING_ADDRESS = "Select Shipping Address";
const EMPTY_CART = "Your cart is empty";
export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 10_000;

const absentToUndefined = (v: unknown) => (v === null || v === "" ? undefined : v);

const optionalId = z.preprocess(absentToUndefined, z.string().trim().min(1).max(64).optional());

const optionalRupees = (label: string) =>
  z.preprocess(
    absentToUndefined,
    z.coerce
      .number({ invalid_type_error: `${label} must be a number` })
      .finite(`${label} must be a number`)
      .min(0, `${label} must be a number`)
      .optional(),
  );

export const orderLineSchema = z.object({
  product: requiredText("Product", 64),
  productColor: optionalId,
  productSize: optionalId,
  quantity: z.coerce
    .number({ invalid_type_error: "Quantity is a required field" })
    .int("Quantity must be a whole number")
    .min(1, "Quantity cannot be less than 1")
    .max(MAX_LINE_QUANTITY, `Quantity cannot be more than ${MAX_LINE_QUANTITY}`),
  sellingPrice: optionalRupees("Price"),
});

export const idempotencyKeyField = z
  .string()
  .trim()
  .min(1)
  .max(200, "Idempotency key must be at most 200 characters")
  .regex(/^[\x21-\x7e]+$/, "Idempotency key must be printable characters without spaces");

export const createOrderSchema = z
  .object({
    products: z
      .array(orderLineSchema, { required_error: EMPTY_CART, invalid_type_error: EMPTY_CART })
      .min(1, EMPTY_CART)
      .max(MAX_ORDER_LINES, `An order can have at most ${MAX_ORDER_LINES} different items`),
    paymentMethod: z.preprocess(
      absentToUndefined,
      z.enum(PAYMENT_METHODS, { errorMap: () => ({ message: SELECT_PAYMENT_METHOD }) }),
    ),
    couponCode: optionalText("Coupon code", 50),
    /** A saved address of the customer; otherwise the address fields of the payload are used. */
    addressId: optionalId,
    /** Save the typed address to the customer's addresses. */
    newAddress: z.preprocess(
      (v) => (v === "true" || v === "on" ? true : v === "false" || v === "" || v === null ? false : v),
      z.boolean({ invalid_type_error: "New address must be true or false" }).default(false),
    ),
    /** The shopper ticked 'Send me order updates on WhatsApp'. */
    whatsappOptIn: z.preprocess(
      (v) =>
        v === "true" || v === "on" ? true : v === "false" || v === "" || v === null || v === undefined ? false : v,
      z.boolean({ invalid_type_error: "WhatsApp updates must be true or false" }),
    ),
    idempotencyKey: z.preprocess(absentToUndefined, idempotencyKeyField.optional()),
    deliveryAmount: optionalRupees("Delivery amount"),
    subtotalAmount: optionalRupees("Subtotal"),
    discountWithCoupon: optionalRupees("Discount"),
    totalAmount: optionalRupees("Total"),
    /** A business buyer's GSTIN and name (both or neither): the invoice is then a B2B one. */
    ...buyerGstinFields,
  })
  .superRefine(refineBuyerGstin);

export type CreateOrderInput = z.output<typeof createOrderSchema>;
