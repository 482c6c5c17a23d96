import { describe, expect, it } from "vitest";
import { offersPopup } from "./popup.server";

const newcomer = { done: false, ordered: false };

describe("offersPopup", () => {
  it("offers the popup to a newcomer browsing the shop", () => {
    for (const path of [
      "/",
      "/shop/living-room",
      "/product/rohtak-sheesham-coffee-table",
      "/search",
      "/about-us",
      "/cartography-blog",
    ]) {
      expect(offersPopup(path, newcomer), path).toBe(true);
    }
  });

  it("never on the cart, checkout, payment, account or sign-in pages", () => {
    const busy = [
      "/cart",
      "/checkout",
      "/pay/abc",
      "/payment/outcome/1",
      "/failed-payment",
      "/thank-you",
      "/confirm-order/abc",
      "/my-account",
      "/my-account/dashboard",
      "/wishlist",
      "/login",
      "/login-register",
      "/register",
      "/forgotAccount",
      "/verifyAccount",
      "/updateName",
    ];
    for (const path of busy) expect(offersPopup(path, newcomer), path).toBe(false);
  });

  it("not once closed or seen in this browser session, and not to a shopper who has ordered", () => {
    expect(offersPopup("/", { done: true, ordered: false })).toBe(false);
    expect(offersPopup("/", { done: false, ordered: true })).toBe(false);
  });
});
