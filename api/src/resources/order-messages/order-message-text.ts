/**
 * What each order message says. One wording for every channel: the email's and SMS's text, and
 * the WhatsApp template's values (the approved templates carry the same sentences, with {{n}}
 * where the values go; docs/decisions/messages.md, 10, lists them).
 */
import { rupeesLabel } from "@api/lib/money";
import { BANK_ARRIVAL_TEXT } from "@api/contract/shared-messages";
import type { OrderRow } from "../customer-orders/order-view";
import type { OrderMessageEvent } from "./queue-order-messages";

export type OrderMessageText = {
  subject: string;
  body: string;
  /** The WhatsApp template's key (after WHATSAPP_TEMPLATE_PREFIX) and its body values in order. */
  template: { key: string; parameters: string[] };
};

export type MessageLinks = {
  /** The courier's tracking page, or the shop's /order-tracking page. */
  tracking: string;
  /** A COD order's one-tap confirmation page. */
  codConfirmation: string;
  /** The order's page in My Account, where an order awaiting payment is paid (through sign-in when signed out). */
  order: string;
  /** The shop's cart, which still holds an unpaid order's items. */
  cart: string;
};

const firstName = (order: OrderRow) => order.shippingAddress.name.trim().split(/\s+/)[0] || "there";

export function orderMessageText(
  order: OrderRow,
  event: OrderMessageEvent,
  links: MessageLinks,
  details: { amountPaise?: number; summary?: string } = {},
): OrderMessageText {
  const name = firstName(order);
  const number = order.orderId;
  const total = rupeesLabel(order.totalPaise);
  const hello = `Hi ${name},`;
  switch (event) {
    case "awaiting_payment":
      return {
        subject: `Your Woodnest order ${number} is waiting for payment`,
        body: `${hello} your Woodnest order ${number} of ${total} is saved and waiting for your payment. If your payment did not go through, pay for it here: ${links.order} If you have paid, there is nothing to do: we will tell you once the payment arrives. An order not paid soon is released.`,
        template: { key: "awaiting_payment", parameters: [name, number, total, links.order] },
      };
    case "payment_expired":
      return {
        subject: `Your Woodnest order ${number} was not paid`,
        body: `${hello} your Woodnest order ${number} of ${total} was not paid in time, so we have released its items and will not send it. Nothing was charged. Your cart still holds the items if you would like to try again: ${links.cart}`,
        template: { key: "payment_expired", parameters: [name, number, total, links.cart] },
      };
    case "placed":
      if (order.paymentMethod === "COD") {
        return {
          subject: `Please confirm your Woodnest order ${number}`,
          body: `${hello} thank you for your Woodnest order ${number} of ${total}, to be paid on delivery. Please confirm it in one tap: ${links.codConfirmation}`,
          template: { key: "placed_cod", parameters: [name, number, total, links.codConfirmation] },
        };
      }
      return {
        subject: `Your Woodnest order ${number} is placed`,
        body: `${hello} thank you for your Woodnest order ${number} of ${total}. We will tell you when it ships.`,
        template: { key: "placed", parameters: [name, number, total] },
      };
    case "confirmed":
      return {
        subject: `Your Woodnest order ${number} is confirmed`,
        body: `${hello} your Woodnest order ${number} is confirmed. We will tell you when it ships.`,
        template: { key: "confirmed", parameters: [name, number] },
      };
    case "shipped":
      return {
        subject: `Your Woodnest order ${number} has shipped`,
        body: `${hello} your Woodnest order ${number} has shipped${order.courierName ? ` with ${order.courierName}` : ""}${order.awb ? ` (AWB ${order.awb})` : ""}. Track it here: ${links.tracking}`,
        template: { key: "shipped", parameters: [name, number, links.tracking] },
      };
    case "delivered":
      return {
        subject: `Your Woodnest order ${number} is delivered`,
        body: `${hello} your Woodnest order ${number} has been delivered. Thank you for shopping with us.`,
        template: { key: "delivered", parameters: [name, number] },
      };
    case "cancelled": {
      const refund =
        order.paymentStatus === "REFUND_PENDING"
          ? ` The ${total} you paid will be refunded to your original payment method.`
          : "";
      return {
        subject: `Your Woodnest order ${number} is cancelled`,
        body: `${hello} your Woodnest order ${number} has been cancelled.${refund}`,
        template: { key: "cancelled", parameters: [name, number] },
      };
    }
    case "refunded": {
      const amount = rupeesLabel(details.amountPaise ?? order.totalPaise);
      return {
        subject: `Refund of ${amount} for your Woodnest order ${number}`,
        body: `${hello} we have refunded ${amount} for your Woodnest order ${number}. ${BANK_ARRIVAL_TEXT}`,
        template: { key: "refunded", parameters: [name, number, amount] },
      };
    }
    case "updated":
      // The summary (lines, total, what is refunded or due) is written by the edit (admin/order-edits).
      return {
        subject: `Your Woodnest order ${number} has been changed`,
        body: `${hello} as agreed, we have changed your Woodnest order ${number}. ${details.summary ?? `New total: ${total}.`}`,
        template: { key: "updated", parameters: [name, number, details.summary ?? `New total: ${total}.`] },
      };
    case "return_requested":
      return {
        subject: `We have your return request for order ${number}`,
        body: `${hello} we have your request to return items of your Woodnest order ${number}. We will reply within 2 working days.`,
        template: { key: "return_requested", parameters: [name, number] },
      };
    case "return_approved":
      return {
        subject: `Your return of order ${number} is approved`,
        body: `${hello} your return of items of your Woodnest order ${number} is approved. Our courier will call you to collect them.`,
        template: { key: "return_approved", parameters: [name, number] },
      };
    case "return_rejected":
      return {
        subject: `About your return of order ${number}`,
        body: `${hello} we could not accept your return of items of your Woodnest order ${number}. My Account shows why; reply or call us if you need help.`,
        template: { key: "return_rejected", parameters: [name, number] },
      };
    case "returned":
      return {
        subject: `Your returned items of order ${number} have arrived`,
        body: `${hello} the items you returned from your Woodnest order ${number} have reached us. We will tell you when your refund is paid.`,
        template: { key: "returned", parameters: [name, number] },
      };
  }
}
