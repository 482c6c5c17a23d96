/**
 * My Account (spec 2): the API's shapes of a profile, an order and a saved address, the words
 * for its codes, and an order's support links. Pure, so the server and the browser render the
 * same text.
 */
import type { MetaDescriptor } from "@remix-run/node";
import type { ShippingAddress, ShopperOrder, ShopperOrderDetails } from "@api/contract/schemas/customer-orders";
import type { Profile } from "@api/contract/schemas/customers";
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from "@api/validation/order-states";
import { BRAND } from "./brand";

/**
 * Meta of an account page: its title, and noindex, since a customer's pages are nothing a
 * search engine should keep (a crawler only ever meets the sign-in redirect anyway).
 */
export function accountMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${BRAND}` }, { name: "robots", content: "noindex, nofollow" }];
}

export type { Profile };

export type Order = ShopperOrder;
/** One order on its details page: the order and the timeline of the statuses it reached. */
export type OrderDetails = ShopperOrderDetails;
export type OrderLine = Order["products"][number];
export type OrderStatus = Order["orderStatus"];
export type { ShippingAddress };

/** Where the account's address pages return to when nothing else asked. */
export const ADDRESS_LIST = "/my-account/address";

/** Spec 9: the orders list shows ten a page. */
export const ORDERS_PAGE_SIZE = 10;

const ADDRESS_TYPE_TEXT: Record<ShippingAddress["addressType"], string> = { HOME: "Home", OFFICE: "Office" };

export const orderStatusText = (status: OrderStatus) => ORDER_STATUS_LABELS[status];
export const paymentMethodText = (method: Order["paymentMethod"]) => PAYMENT_METHOD_LABELS[method];
export const paymentStatusText = (status: Order["paymentStatus"]) => PAYMENT_STATUS_LABELS[status];
export const addressTypeText = (type: ShippingAddress["addressType"]) => ADDRESS_TYPE_TEXT[type];
/** Every address type of the API, in its order. */
export const ADDRESS_TYPES = Object.keys(ADDRESS_TYPE_TEXT) as ShippingAddress["addressType"][];

/** What one line costs: unit price times quantity, to the paisa (prices may carry paise). */
export const lineTotal = (line: Pick<OrderLine, "sellingPrice" | "quantity">) =>
  Math.round(line.sellingPrice * line.quantity * 100) / 100;

/** 'Colour: Grey, Size: King' for a variant line; empty for a plain product. */
export function variantText(line: Pick<OrderLine, "colorName" | "sizeName">) {
  return [line.colorName && `Colour: ${line.colorName}`, line.sizeName && `Size: ${line.sizeName}`]
    .filter(Boolean)
    .join(", ");
}

type PostalAddress = Pick<ShippingAddress, "address" | "city" | "state" | "pincode" | "country"> & {
  landmark?: string | null;
  locality?: string | null;
};

/** The lines of an address as a label prints them, without empty parts. */
export function addressLines(a: PostalAddress) {
  return [
    a.address,
    [a.landmark, a.locality].filter(Boolean).join(", "),
    `${a.city}, ${a.state} ${a.pincode}`,
    a.country,
  ].filter(Boolean);
}

export type SupportContacts = {
  supportMobile?: string | null;
  whatsappNumber?: string | null;
  supportEmail?: string | null;
};

const digitsOf = (value: string) => value.replace(/\D/g, "");

/**
 * An Indian number in international form without the plus (919811042424): the settings hold
 * numbers as people write them ('+91 98110 42425', '098110 42425', '9811042425').
 */
export function indianNumber(value: string) {
  const digits = digitsOf(value).replace(/^0+/, "");
  if (digits.length === 10) return `91${digits}`;
  return digits;
}

/**
 * The order's support links (spec 2): a call, a WhatsApp message that already names the order,
 * and an email whose subject does. A contact the settings leave out gives no link.
 */
export function supportLinks(orderId: string, contacts: SupportContacts) {
  const links: { call?: string; whatsapp?: string; email?: string } = {};
  if (contacts.supportMobile && indianNumber(contacts.supportMobile)) {
    links.call = `tel:+${indianNumber(contacts.supportMobile)}`;
  }
  if (contacts.whatsappNumber && indianNumber(contacts.whatsappNumber)) {
    const text = `Hello Woodnest, I need help with my order ${orderId}`;
    links.whatsapp = `https://wa.me/${indianNumber(contacts.whatsappNumber)}?text=${encodeURIComponent(text)}`;
  }
  if (contacts.supportEmail) {
    const subject = `Help with my order ${orderId}`;
    links.email = `mailto:${contacts.supportEmail}?subject=${encodeURIComponent(subject)}`;
  }
  return links;
}
