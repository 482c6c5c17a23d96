import { expect } from "@playwright/test";
import { DELHI_ADDRESS, type TestCustomer, callApi, uniqueMobile } from "./session";

export type OutboxMessage = { channel: string; to: string; subject: string; body: string; createdAt: string };

/** Every message the dev outbox holds for `to` (a mobile, a WhatsApp number or an email), newest first. */
export async function outboxTo(to: string) {
  const outbox = await callApi<OutboxMessage[]>("GET", `/dev/outbox?to=${encodeURIComponent(to)}&limit=0`);
  expect(outbox.status, outbox.message).toBe(200);
  return outbox.body;
}

/** Waits for the message to `to` whose subject matches: the job delivers order messages within seconds. */
export async function messageTo(to: string, subject: RegExp) {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await outboxTo(to)).find((message) => subject.test(message.subject));
        return found?.subject;
      },
      { timeout: 20_000, message: `a message "${subject.source}" to ${to}` },
    )
    .toMatch(subject);
  return found as OutboxMessage;
}

/**
 * A cash-on-delivery order to the Delhi address with a mobile and email of its own, placed through
 * the API: its messages are the only ones the outbox holds for them.
 */
export async function placeCodOrderWithOwnContact(customer: TestCustomer, product: string) {
  const mobile = uniqueMobile();
  const email = `lifecycle.${mobile}@example.in`;
  const placed = await callApi<{ _id: string; orderId: string }>("POST", "/customerOrders", {
    token: customer.token,
    body: { ...DELHI_ADDRESS, mobile, email, products: [{ product, quantity: 1 }], paymentMethod: "COD" },
  });
  expect(placed.status, placed.message).toBe(200);
  return { ...placed.body, mobile, email };
}

/** The token of the one-tap confirmation link in a COD order's placed message, sent by SMS to `mobile`. */
export async function codConfirmationToken(mobile: string) {
  const message = await messageTo(mobile, /^Please confirm your Woodnest order/);
  const token = /\/confirm-order\/(\S+)/.exec(message.body)?.[1];
  expect(token, message.body).toBeTruthy();
  return token as string;
}
