import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import {
  PRICES_CHANGED,
  PRODUCTS,
  SLOW,
  cartWith,
  checkoutFormFields,
  expect,
  fetchOrder,
  fillAddress,
  formatPrice,
  ours,
  placeOrderButton,
  quoteOf,
  shownFigure,
  shownOrderId,
  stockOf,
  test,
  withJs,
} from "./support/checkout";
import {
  DELHI_ADDRESS,
  callApi,
  createCustomer,
  ordersOf,
  plainLine,
  productBySlug,
  readSession,
  saveAddress,
  writeSession,
} from "./support/session";

/** The toast the root layout shows. */
const toast = (page: Page, message: string) => page.getByRole("status").getByText(message, { exact: true });

test.describe("checkout: getting there", () => {
  test("a guest is sent to sign in, to come back to /checkout", async ({ page }) => {
    await page.goto("/checkout");
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}`).toBe("/login?redirectTo=%2Fcheckout");
  });

  test("an empty cart goes back to /cart with a message", async ({ page, customer }) => {
    expect(customer.token).toBeTruthy();
    await page.goto("/checkout");
    expect(new URL(page.url()).pathname).toBe("/cart");
    await expect(page.getByText("Your cart is empty. Add a product before checking out.")).toBeVisible();
  });

  test("/thank-you and /failed-payment opened directly go home", async ({ page, customer }) => {
    expect(customer.token).toBeTruthy();
    for (const path of ["/thank-you", "/failed-payment"]) {
      await page.goto(path);
      expect(new URL(page.url()).pathname, path).toBe("/");
    }
  });

  test("someone else's just-placed order is not shown to the next customer on the browser", async ({
    page,
    customer,
  }) => {
    const product = await productBySlug(PRODUCTS.plenty[0]);
    const other = await createCustomer();
    const placed = await callApi("POST", "/customerOrders", {
      token: other.token,
      body: { ...DELHI_ADDRESS, paymentMethod: "COD", products: [{ product: product._id, quantity: 1 }] },
    });
    expect(placed.status, placed.message).toBe(200);
    const lastOrder = {
      _id: placed.body._id,
      orderId: placed.body.orderId,
      outcome: "placed" as const,
      at: Date.now(),
    };
    await writeSession(page.context(), { customer, lastOrder });
    await page.goto("/thank-you");
    expect(new URL(page.url()).pathname).toBe("/");
    await writeSession(page.context(), { customer: other, lastOrder });
    await page.goto("/thank-you");
    await expect(page.getByText(`Order ID: ${placed.body.orderId}`)).toBeVisible();
  });

  test("the page is not for search engines and shows the API's quote", async ({ page, customer }) => {
    const product = await cartWith(page, customer, PRODUCTS.plenty[0], 2);
    const quote = await quoteOf(product, 2);
    await page.goto("/checkout");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Checkout");
    const name = product.name.length > 35 ? `${product.name.slice(0, 35)}..` : product.name;
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row.getByRole("cell").nth(1)).toHaveText("2");
    await expect(row.getByRole("cell").nth(2)).toHaveText(formatPrice(product.sellingPrice * 2));
    await expect(shownFigure(page, "Sub Total")).toHaveText(formatPrice(quote.subtotalAmount));
    await expect(shownFigure(page, "Shipping")).toHaveText("Rs 0");
    await expect(shownFigure(page, "Discount")).toHaveText("Rs 0");
    await expect(shownFigure(page, "Total")).toHaveText(formatPrice(quote.totalAmount));
    // Spec 4: cash on delivery is chosen until the shopper picks otherwise.
    await expect(page.getByRole("radio", { name: "Cash on delivery" })).toBeChecked();
  });

  test("a line that cannot be ordered blocks the order and says why", async ({ page, customer }) => {
    // The demo's low-stock end table allows at most 2 per order.
    await cartWith(page, customer, "amrit-sheesham-end-table", 3);
    await page.goto("/checkout");
    await expect(page.getByRole("main").getByText("Maximum 2 Quantity allowed to order")).toBeVisible();
    await expect(placeOrderButton(page)).toBeDisabled();
    await expect(page.getByRole("link", { name: "update your cart" })).toHaveAttribute("href", "/cart");
  });

  test("an order the API refuses at Place order says why on the form and in a toast", async ({ page, customer }) => {
    const product = await cartWith(page, customer, "amrit-sheesham-end-table", 1);
    await page.goto("/checkout");
    await fillAddress(page);
    // Another tab raises the quantity past the limit of 2 after this page was drawn.
    await writeSession(page.context(), { customer, cart: [plainLine(product, 3)], pincode: "110001" });
    await placeOrderButton(page).click();
    const refusal = "Maximum 2 Quantity allowed to order";
    await expect(page.getByRole("main").getByRole("alert")).toContainText(refusal);
    await expect(toast(page, refusal)).toBeVisible();
    expect(await ordersOf(customer)).toHaveLength(0);
  });
});

test.describe("checkout: address and cash on delivery", () => {
  test("a new address: errors under the fields first, then fixed, and the COD order matches the page", async ({
    page,
    customer,
  }) => {
    test.slow();
    const product = await cartWith(page, customer, ours(PRODUCTS.cod), 2);
    const stockBefore = await stockOf(product);
    await page.goto("/checkout");
    // No saved address: the form is there by default, without a 'Ship to Different Address' box.
    await expect(page.getByLabel("Ship to Different Address")).toHaveCount(0);

    await fillAddress(page, { ...DELHI_ADDRESS, name: "", pincode: "999999" });
    await placeOrderButton(page).click();
    await expect(page.getByText("Customer Name is a required field")).toBeVisible();
    // What was typed stays.
    await expect(page.getByLabel("Address", { exact: true })).toHaveValue(DELHI_ADDRESS.address);
    await expect(page.getByLabel("Pincode")).toHaveValue("999999");
    await expectNoAxeViolations(page);

    await page.getByLabel("Customer Name").fill(DELHI_ADDRESS.name);
    await placeOrderButton(page).click();
    await expect(page.getByRole("main").getByText("Sorry, we do not deliver to 999999 yet")).toBeVisible();
    await expect(toast(page, "Sorry, we do not deliver to 999999 yet")).toBeVisible();
    await expect(page.getByLabel("Pincode")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Pincode").fill(DELHI_ADDRESS.pincode);
    const total = await shownFigure(page, "Total").textContent();
    const subtotal = await shownFigure(page, "Sub Total").textContent();
    await placeOrderButton(page).click();

    await expect(page).toHaveURL(/\/thank-you$/, SLOW);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you your order has been placed");
    const orderId = await shownOrderId(page);
    const order = await fetchOrder(customer, orderId);
    await expect(page.getByRole("link", { name: "View Orders" })).toHaveAttribute(
      "href",
      `/my-account/orderDetails/${order._id}`,
    );
    expect(order).toMatchObject({
      paymentMethod: "COD",
      orderStatus: "ORDERPLACED",
      deliveryAmount: 0,
      discountWithCoupon: 0,
    });
    expect(formatPrice(order.totalAmount)).toBe(total);
    expect(formatPrice(order.subtotalAmount)).toBe(subtotal);
    expect(order.products).toHaveLength(1);
    expect(order.products[0]).toMatchObject({ product: product._id, quantity: 2, sellingPrice: product.sellingPrice });
    expect(order.shippingAddress).toMatchObject({ ...DELHI_ADDRESS });
    expect(await stockOf(product)).toBe(stockBefore - 2);

    // The cart and the coupon are gone; the order is remembered for this page only.
    const session = await readSession(page.context());
    expect(session.get("cart")).toBeUndefined();
    expect(session.get("lastOrder")).toMatchObject({ _id: order._id, orderId, outcome: "placed" });
    await expectNoAxeViolations(page);
    // A reload still shows the order just placed.
    await page.reload();
    await expect(page.getByText(`Order ID: ${orderId}`)).toBeVisible();

    // View Orders leads to the order in My Account, with what was bought.
    await page.getByRole("link", { name: "View Orders" }).click();
    await expect(page).toHaveURL(`/my-account/orderDetails/${order._id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${orderId}`);
    await expect(page.getByRole("table", { name: `Items of order ${orderId}` })).toContainText(product.name);
  });

  test("a lone saved address is chosen for the shopper, and a COD order goes to it", async ({ page, customer }) => {
    const saved = await saveAddress(customer, { ...DELHI_ADDRESS, name: "Ravi Kumar", address: "7 Lodhi Road" });
    await cartWith(page, customer, PRODUCTS.plenty[1]);
    await page.goto("/checkout");
    const choice = page.getByRole("radio", { name: /Ravi Kumar/ });
    await expect(choice).toBeChecked();
    await expect(page.getByRole("link", { name: /^Edit/ })).toHaveAttribute(
      "href",
      `/my-account/address/${saved._id}?redirectTo=/checkout`,
    );
    await expect(page.getByRole("link", { name: "Add a new address" })).toHaveAttribute(
      "href",
      "/my-account/add-address?redirectTo=/checkout",
    );
    const toggle = page.getByLabel("Ship to Different Address");
    await expect(toggle).not.toBeChecked();
    // The typed form shows only while the box is ticked.
    await expect(page.getByLabel("Customer Name")).toBeHidden();
    await toggle.check();
    await expect(page.getByLabel("Customer Name")).toBeVisible();
    await toggle.uncheck();
    await choice.check();

    await placeOrderButton(page).click();
    await expect(page).toHaveURL(/\/thank-you$/, SLOW);
    const order = await fetchOrder(customer, await shownOrderId(page));
    expect(order.shippingAddress).toMatchObject({ name: "Ravi Kumar", address: "7 Lodhi Road", pincode: "110001" });
  });

  test("two saved addresses: 'Select Shipping Address' at the list until one is chosen, then a COD order to it", async ({
    page,
    customer,
  }) => {
    await saveAddress(customer, { ...DELHI_ADDRESS, name: "Ravi Kumar", address: "7 Lodhi Road" });
    await saveAddress(customer, { ...DELHI_ADDRESS, name: "Meena Kumar", address: "9 Lodhi Road" });
    await cartWith(page, customer, PRODUCTS.plenty[1]);
    await page.goto("/checkout");
    const list = page.getByRole("group", { name: "Saved addresses" });
    const radios = list.getByRole("radio");
    await expect(radios).toHaveCount(2);
    for (const radio of await radios.all()) await expect(radio).not.toBeChecked();

    await placeOrderButton(page).click();
    // The message sits in the list it is about, which it describes; with JavaScript the keyboard goes there.
    await expect(list.getByText("Select Shipping Address", { exact: true })).toBeVisible();
    await expect(list).toHaveAttribute("aria-invalid", "true");
    await expect(list).toHaveAccessibleDescription("Select Shipping Address");
    if (withJs()) await expect(radios.first()).toBeFocused();
    expect(await ordersOf(customer)).toHaveLength(0);
    // Back to the top, so axe does not measure controls lying under the sticky header.
    await page.mouse.wheel(0, -10_000);
    await expectNoAxeViolations(page);

    await page.getByRole("radio", { name: /Meena Kumar/ }).check();
    await placeOrderButton(page).click();
    await expect(page).toHaveURL(/\/thank-you$/, SLOW);
    const order = await fetchOrder(customer, await shownOrderId(page));
    expect(order.shippingAddress).toMatchObject({ name: "Meena Kumar", address: "9 Lodhi Road", pincode: "110001" });
  });

  test("'Send me order updates on WhatsApp' is a section of its own, apart from the payment methods", async ({
    page,
    customer,
  }) => {
    await cartWith(page, customer, PRODUCTS.plenty[0]);
    await page.goto("/checkout");
    const optIn = page
      .getByRole("region", { name: "Order updates" })
      .getByRole("checkbox", { name: "Send me order updates on WhatsApp" });
    await expect(optIn).toBeVisible();
    await expect(optIn).not.toBeChecked();
    await expect(page.getByRole("region", { name: "Payment" }).getByRole("checkbox")).toHaveCount(0);
  });

  test("'Select Payment Method' when the form comes without one", async ({ page, customer }) => {
    await cartWith(page, customer, PRODUCTS.plenty[0]);
    await page.goto("/checkout");
    const fields = await checkoutFormFields(page);
    const response = await page.request.post("/checkout", { form: { ...fields, ...DELHI_ADDRESS } });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Select Payment Method");
    expect(await ordersOf(customer)).toHaveLength(0);
  });
});

test.describe("checkout: coupons", () => {
  test("WELCOME10 takes 10% off as the quote says, and can be removed", async ({ page, customer }) => {
    const product = await cartWith(page, customer, PRODUCTS.plenty[0], 2);
    const quote = await quoteOf(product, 2, "WELCOME10");
    expect(quote.discountWithCoupon).toBeCloseTo(quote.subtotalAmount * 0.1, 2);
    await page.goto("/checkout");
    await page.getByLabel("Coupon code").fill("welcome10");
    await page.getByRole("button", { name: "Apply coupon" }).click();
    await expect(page.getByText("Coupon applied successfully")).toBeVisible();
    await expect(page.getByText("Coupon WELCOME10 applied: 10% off", { exact: true })).toBeVisible();
    await expect(shownFigure(page, "Discount")).toHaveText(`- ${formatPrice(quote.discountWithCoupon)}`);
    await expect(shownFigure(page, "Total")).toHaveText(formatPrice(quote.totalAmount));
    expect((await readSession(page.context())).get("coupon")).toBe("WELCOME10");

    await page.getByRole("button", { name: /^Remove/ }).click();
    await expect(page.getByText("Coupon removed successfully")).toBeVisible();
    await expect(shownFigure(page, "Discount")).toHaveText("Rs 0");
    await expect(shownFigure(page, "Total")).toHaveText(formatPrice(quote.subtotalAmount));
    expect((await readSession(page.context())).get("coupon")).toBeUndefined();
  });

  test("FLAT500 takes Rs 500 off, and the order is placed with it", async ({ page, customer }) => {
    const product = await cartWith(page, customer, PRODUCTS.plenty[0]);
    await page.goto("/checkout");
    await page.getByLabel("Coupon code").fill("FLAT500");
    await page.getByRole("button", { name: "Apply coupon" }).click();
    await expect(shownFigure(page, "Discount")).toHaveText("- Rs 500");
    await expect(page.getByText("Coupon FLAT500 applied: Rs 500 off", { exact: true })).toBeVisible();
    await expect(shownFigure(page, "Total")).toHaveText(formatPrice(product.sellingPrice - 500));
    await fillAddress(page);
    await placeOrderButton(page).click();
    await expect(page).toHaveURL(/\/thank-you$/, SLOW);
    const order = await fetchOrder(customer, await shownOrderId(page));
    expect(order).toMatchObject({
      couponCode: "FLAT500",
      discountWithCoupon: 500,
      totalAmount: product.sellingPrice - 500,
    });
    expect((await readSession(page.context())).get("coupon")).toBeUndefined();
  });

  test("EXPIRED2020 and a made-up code are refused under the box and in a toast, and what was typed stays", async ({
    page,
    customer,
  }) => {
    await cartWith(page, customer, PRODUCTS.plenty[0]);
    await page.goto("/checkout");
    const box = page.getByLabel("Coupon code");
    await box.fill("EXPIRED2020");
    await page.getByRole("button", { name: "Apply coupon" }).click();
    await expect(page.getByRole("main").getByText("This coupon has expired")).toBeVisible();
    // Spec 8: the API's message is an error toast as well.
    await expect(toast(page, "This coupon has expired")).toBeVisible();
    await expect(box).toHaveValue("EXPIRED2020");
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(shownFigure(page, "Discount")).toHaveText("Rs 0");

    await box.fill("NOSUCHCODE42");
    await page.getByRole("button", { name: "Apply coupon" }).click();
    await expect(page.getByRole("main").getByText("Invalid coupon code")).toBeVisible();
    await expect(toast(page, "Invalid coupon code")).toBeVisible();
    await expect(box).toHaveValue("NOSUCHCODE42");
    expect((await readSession(page.context())).get("coupon")).toBeUndefined();
  });
});

test.describe("checkout: a coupon's minimum order", () => {
  test("SOFA2500 is refused below Rs 30,000 under the box, keeping the code, and applied once the cart reaches it", async ({
    page,
    customer,
  }) => {
    const product = await cartWith(page, customer, PRODUCTS.plenty[0]);
    expect(product.sellingPrice).toBeLessThan(30_000);
    await page.goto("/checkout");
    const box = page.getByLabel("Coupon code");
    await box.fill("sofa2500");
    await page.getByRole("button", { name: "Apply coupon" }).click();
    await expect(page.getByRole("main").getByText("This coupon needs an order of at least Rs 30,000")).toBeVisible();
    await expect(toast(page, "This coupon needs an order of at least Rs 30,000")).toBeVisible();
    await expect(box).toHaveValue("sofa2500");
    await expect(box).toHaveAttribute("aria-invalid", "true");
    expect((await readSession(page.context())).get("coupon")).toBeUndefined();

    // Applying a coupon takes no stock: both projects may use the same dear product.
    const dear = await cartWith(page, customer, "udaipur-carved-tv-cabinet");
    expect(dear.sellingPrice).toBeGreaterThanOrEqual(30_000);
    await page.goto("/checkout");
    await page.getByLabel("Coupon code").fill("SOFA2500");
    await page.getByRole("button", { name: "Apply coupon" }).click();
    await expect(page.getByText("Coupon applied successfully")).toBeVisible();
    await expect(shownFigure(page, "Discount")).toHaveText("- Rs 2,500");
  });
});

test.describe("checkout: one order, at the price shown", () => {
  test("a double submit makes exactly one order", async ({ page, customer }) => {
    await saveAddress(customer);
    await cartWith(page, customer, PRODUCTS.plenty[1]);
    await page.goto("/checkout");
    await page.getByRole("radio", { name: /Asha Verma/ }).check();
    if (withJs()) {
      // Hold the request a moment, to see the button while it runs.
      await page.route("**/checkout.data*", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
      await placeOrderButton(page).dblclick();
      const busy = page.getByRole("button", { name: "Placing order…" });
      await expect(busy).toBeDisabled();
      await expect(busy).toHaveAttribute("aria-busy", "true");
      await expect(page).toHaveURL(/\/thank-you$/, SLOW);
    } else {
      // Without JavaScript nothing stops a second press or a resubmit; the idempotency key does.
      const form = {
        ...(await checkoutFormFields(page)),
        addressId: await page.getByRole("radio", { name: /Asha Verma/ }).inputValue(),
        paymentMethod: "COD",
      };
      for (let i = 0; i < 2; i++) {
        const response = await page.request.post("/checkout", { form, maxRedirects: 0 });
        expect(response.status(), `submit ${i + 1}`).toBe(302);
        expect(response.headers().location).toBe("/thank-you");
      }
    }
    const orders = await ordersOf(customer);
    expect(orders).toHaveLength(1);
  });

  test("a total that no longer matches is explained, and nothing is ordered", async ({ page, customer }) => {
    const product = await cartWith(page, customer, PRODUCTS.plenty[0]);
    await page.goto("/checkout");
    const form: Record<string, string> = {
      ...(await checkoutFormFields(page)),
      ...DELHI_ADDRESS,
      paymentMethod: "COD",
    };
    expect(Number(form.totalAmount)).toBe(product.sellingPrice);
    const response = await page.request.post("/checkout", {
      form: { ...form, totalAmount: String(product.sellingPrice - 1) },
    });
    expect(response.status()).toBe(409);
    const html = await response.text();
    expect(html).toContain(PRICES_CHANGED);
    // The page is drawn again with the API's figures, ready to be reviewed and placed.
    expect(html).toContain(`name="totalAmount" value="${product.sellingPrice}"`);
    expect(await ordersOf(customer)).toHaveLength(0);
    expect((await readSession(page.context())).get("cart")).toHaveLength(1);

    if (withJs()) {
      // The same from the page itself: it redraws with the API's figures, and then the order goes through.
      await fillAddress(page);
      // Focus first: leaving the last field redraws the form, which would put the true total back.
      await placeOrderButton(page).focus();
      const key = page.locator('input[name="idempotencyKey"]');
      const refusedKey = await key.inputValue();
      await page.locator('input[name="totalAmount"]').evaluate((input: HTMLInputElement) => {
        input.value = String(Number(input.value) - 1);
      });
      await page.keyboard.press("Enter");
      await expect(page.getByRole("alert")).toContainText(PRICES_CHANGED);
      await expect(page.locator('input[name="totalAmount"]')).toHaveValue(String(product.sellingPrice));
      // The page was read again from the API: a new drawing, with a key of its own.
      await expect(key).not.toHaveValue(refusedKey);
      expect(await ordersOf(customer)).toHaveLength(0);
      await placeOrderButton(page).click();
      await expect(page).toHaveURL(/\/thank-you$/, SLOW);
      const order = await fetchOrder(customer, await shownOrderId(page));
      expect(order.totalAmount).toBe(product.sellingPrice);
    }
  });
});
