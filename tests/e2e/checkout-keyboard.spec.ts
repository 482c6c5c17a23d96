import { PRODUCTS, SLOW, cartWith, expect, fetchOrder, ours, shownOrderId, test } from "./support/checkout";
import { DELHI_ADDRESS } from "./support/session";
import { tabTo, typeInto } from "./support/keyboard";

test.describe("checkout by keyboard alone", () => {
  // Two whole orders, one through the gateway.
  test.slow();

  test("a new address and cash on delivery, then a saved address and a sandbox payment", async ({ page, customer }) => {
    const product = await cartWith(page, customer, ours(PRODUCTS.keyboard));
    await page.goto("/checkout");

    await typeInto(page, "Customer Name", DELHI_ADDRESS.name);
    await typeInto(page, "Mobile no", DELHI_ADDRESS.mobile);
    await typeInto(page, "Email Address", DELHI_ADDRESS.email);
    await typeInto(page, "Address", DELHI_ADDRESS.address);
    await typeInto(page, "Landmark (optional)", DELHI_ADDRESS.landmark);
    await typeInto(page, "Locality (optional)", DELHI_ADDRESS.locality);
    await typeInto(page, "Country", DELHI_ADDRESS.country);
    await typeInto(page, "State", DELHI_ADDRESS.state);
    await typeInto(page, "Town/City", DELHI_ADDRESS.city);
    await typeInto(page, "Pincode", DELHI_ADDRESS.pincode);
    await tabTo(page, page.getByLabel("Save this address"));
    await page.keyboard.press("Space");
    await expect(page.getByLabel("Save this address")).toBeChecked();
    // Cash on delivery is already chosen.
    await tabTo(page, page.getByRole("button", { name: "Place order" }));
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/thank-you$/, SLOW);
    const cod = await fetchOrder(customer, await shownOrderId(page));
    expect(cod).toMatchObject({ paymentMethod: "COD", orderStatus: "ORDERPLACED" });
    expect(cod.products[0]).toMatchObject({ product: product._id, quantity: 1 });
    expect(cod.shippingAddress).toMatchObject(DELHI_ADDRESS);

    // A second order: the address saved by the first, paid online.
    await cartWith(page, customer, ours(PRODUCTS.keyboard));
    await page.goto("/checkout");
    const saved = page.getByRole("radio", { name: new RegExp(DELHI_ADDRESS.name) });
    await tabTo(page, saved);
    await page.keyboard.press("Space");
    await expect(saved).toBeChecked();
    await tabTo(page, page.getByRole("radio", { name: "Cash on delivery" }));
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: "Pay online: UPI, cards, net banking" })).toBeChecked();
    await tabTo(page, page.getByRole("button", { name: "Place order" }));
    await page.keyboard.press("Enter");

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Complete your payment", SLOW);
    await tabTo(page, page.getByRole("button", { name: "Continue to payment" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sandbox payment", SLOW);
    await tabTo(page, page.getByRole("button", { name: "Pay", exact: true }));
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/thank-you$/, SLOW);
    const paid = await fetchOrder(customer, await shownOrderId(page));
    expect(paid).toMatchObject({ paymentMethod: "Prepaid", paymentStatus: "PAID", orderStatus: "ORDERPLACED" });
    expect(paid.shippingAddress).toMatchObject(DELHI_ADDRESS);
  });
});
