import { describe, expect, it } from "vitest";
import * as api from "@api/resources/customer-orders/pricing";
import * as payments from "@api/resources/payments/payments.handlers";
import { ALREADY_PAID, PAYMENT_REFUNDED, PRICES_CHANGED } from "./messages";

describe("the checkout's copies of API messages", () => {
  it("are the API's own words", () => {
    expect(PRICES_CHANGED).toBe(api.PRICES_CHANGED);
    expect(ALREADY_PAID).toBe(payments.ALREADY_PAID);
    expect(PAYMENT_REFUNDED).toBe(payments.PAYMENT_REFUNDED);
  });
});
