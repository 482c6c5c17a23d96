import type { APIRequestContext, Page } from "@playwright/test";
import { NAME_CUT, formatPrice, truncate } from "~/lib/format";
import { expectNoAxeViolations } from "./support/axe";
import { type ApiClient, expect, test } from "./support/fixtures";
import { E2E_API_URL } from "./support/ports";
import { tabTo } from "./support/keyboard";
import { decodeCart } from "~/lib/cart";
import { callApi, createCustomer, placeOrder, readSession } from "./support/session";
import { javaScriptOn } from "./support/javascript";

type Product = {
  _id: string;
  name: string;
  slug: string;
  stock: number;
  maximumOrderQuantity: number;
  sellingPrice: number;
};
type QuoteLine = { product: string; quantity: number; sellingPrice: number; lineTotal: number; problem: string | null };
type Quote = { lines: QuoteLine[]; subtotalAmount: number; deliveryAmount: number; totalAmount: number };

/** A long name (cut in the preview), plenty in stock, a limit of 5. */
const PLAIN = "rohtak-sheesham-coffee-table";
/** More in stock than one may order: the limit speaks first. */
const OVER_LIMIT = "amrit-sheesham-end-table";
/** Bought down to one unit, below its limit of 2, during one test each: the stock speaks first. */
const OVER_STOCK: Record<string, string> = {
  "js-enabled": "sahyadri-wardrobe",
  "js-disabled": "udaipur-carved-tv-cabinet",
};
/** Sold out by an order during one test each (the order is cancelled afterwards). */
const SELL_OUT: Record<string, string> = {
  "js-enabled": "director-executive-desk",
  "js-disabled": "kerala-teak-garden-bench",
};
const PINCODE = "110001";

async function product(api: ApiClient, slug: string) {
  const answer = await api.get<Product>(`/products/by-slug/${slug}`);
  expect(answer.status, `the demo shop has ${slug}`).toBe(200);
  return answer.body;
}

async function post<T>(request: APIRequestContext, path: string, data: unknown, token?: string) {
  const response = await request.post(`${E2E_API_URL}${path}`, {
    data,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return (await response.json()) as { status: number; message: string; body: T };
}

/** What the API's quote says about one plain product line: the figures the pages must show. */
async function quote(request: APIRequestContext, p: Product, quantity: number) {
  const answer = await post<Quote>(request, "/cart/quote", { products: [{ product: p._id, quantity }] });
  expect(answer.status).toBe(200);
  return answer.body;
}

const toast = (page: Page, text: string) => page.getByRole("status").getByText(text);

/**
 * Other shoppers' orders for a product, within its order limit; `giveBack` cancels them all,
 * so the stock is whole again for the next test.
 */
async function otherShoppers(p: Product) {
  const buyer = await createCustomer();
  const orders: string[] = [];
  return {
    async buy(units: number) {
      for (let left = units; left > 0; left -= Math.min(left, p.maximumOrderQuantity)) {
        const placed = await placeOrder(buyer, [{ product: p._id, quantity: Math.min(left, p.maximumOrderQuantity) }]);
        orders.push(placed._id);
      }
    },
    async giveBack() {
      for (const id of orders) {
        await callApi("PUT", `/customerOrders/cancel/${id}`, {
          token: buyer.token,
          body: { cancelMessage: "e2e: stock given back" },
        });
      }
    },
  };
}
const cartSummary = (page: Page) => page.locator("header summary").filter({ hasText: /^\d+Cart, \d+ items?$/ });
const preview = (page: Page) => page.getByTestId("cart-preview");
const addButton = (page: Page) => page.locator('form[action="/cart"]').getByRole("button", { name: "Add to cart" });
const cartLine = (page: Page, name: string) => page.getByTestId("cart-line").filter({ hasText: name });

async function checkPincode(page: Page) {
  await page.getByRole("textbox", { name: "Pincode" }).fill(PINCODE);
  await page.getByRole("button", { name: "Check" }).click();
  await expect(page.getByText(/^Delivery available at 110001/)).toBeVisible();
}

/** From a product page: the pincode, then `quantity` of it into the cart. */
async function addToCart(page: Page, p: Product, quantity = 1) {
  await page.goto(`/product/${p.slug}`);
  await checkPincode(page);
  await page.getByRole("spinbutton", { name: "Quantity" }).fill(String(quantity));
  await addButton(page).click();
  await expect(toast(page, "Product added to cart")).toBeVisible();
}

async function openPreview(page: Page) {
  await cartSummary(page).click();
  await expect(preview(page)).toBeVisible();
}

/** Without JavaScript a step reloads the page, where the preview starts closed. */
async function openPreviewIfClosed(page: Page) {
  if (test.info().project.use.javaScriptEnabled === false) await openPreview(page);
}

// Each test adds products through their pages (pincode, add, toast) before it starts: more
// than the default 30 s on a machine the whole suite shares.
test.describe.configure({ timeout: 60_000 });

test.describe("cart", () => {
  test("adding needs a pincode first", async ({ page, api }) => {
    const p = await product(api, PLAIN);
    await page.goto(`/product/${p.slug}`);
    await addButton(page).click();

    await expect(toast(page, "Please Enter Pincode")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/product/${p.slug}#delivery$`));
    // Said beside the pincode field as well.
    await expect(page.getByRole("textbox", { name: "Pincode" })).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#pincode-error")).toHaveText("Please Enter Pincode");
    await expect(cartSummary(page)).toHaveText(/Cart, 0 items/);
  });

  test("with 110001 the product goes in: toast, count, preview line, then 'Go to cart'", async ({
    page,
    api,
    request,
  }) => {
    const p = await product(api, PLAIN);
    expect(p.name.length).toBeGreaterThan(NAME_CUT.cartPreview);
    await addToCart(page, p);

    await expect(cartSummary(page)).toHaveText(/Cart, 1 item$/);
    await expect(page.locator('form[action="/cart"]').getByRole("button", { name: "Add to cart" })).toHaveCount(0);
    const goToCart = page.getByRole("link", { name: "Go to cart" });
    await expect(goToCart).toHaveAttribute("href", "/cart");

    await openPreview(page);
    const figures = await quote(request, p, 1);
    const cut = truncate(p.name, NAME_CUT.cartPreview);
    expect(cut).toBe(`${p.name.slice(0, 18)}..`);
    await expect(preview(page).getByRole("link", { name: cut })).toHaveAttribute("href", `/product/${p.slug}`);
    await expect(preview(page).getByText(`${formatPrice(figures.lines[0].sellingPrice)} each`)).toBeVisible();
    await expect(preview(page).getByTestId("cart-preview-subtotal")).toHaveText(formatPrice(figures.subtotalAmount));
    // The preview steps the quantity itself: + then −, never below 1.
    const decrease = preview(page).getByRole("button", { name: `Decrease quantity of ${p.name}` });
    await expect(decrease).toBeDisabled();
    await preview(page)
      .getByRole("button", { name: `Increase quantity of ${p.name}` })
      .click();
    await openPreviewIfClosed(page);
    await expect(preview(page).getByTestId("cart-preview-subtotal")).toHaveText(
      formatPrice(2 * figures.lines[0].sellingPrice),
    );
    await expect(cartSummary(page)).toHaveText(/Cart, 2 items$/);
    await preview(page)
      .getByRole("button", { name: `Decrease quantity of ${p.name}` })
      .click();
    await openPreviewIfClosed(page);
    await expect(preview(page).getByTestId("cart-preview-subtotal")).toHaveText(formatPrice(figures.subtotalAmount));
    await expect(preview(page).getByTestId("cart-preview-total")).toHaveText(formatPrice(figures.totalAmount));
    await expect(preview(page).getByRole("link", { name: "View Cart" })).toHaveAttribute("href", "/cart");
    await expect(preview(page).getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/checkout");

    await goToCart.click();
    await expect(page).toHaveURL("/cart");
    await expect(cartLine(page, p.name)).toBeVisible();
  });

  test("quantities above the order limit and above the stock are refused, saying which", async ({ page, api }) => {
    const limited = await product(api, OVER_LIMIT);
    const scarce = await product(api, OVER_STOCK[test.info().project.name]);
    expect(limited.stock).toBeGreaterThan(limited.maximumOrderQuantity);
    expect(scarce.stock).toBeGreaterThan(scarce.maximumOrderQuantity);
    const others = await otherShoppers(scarce);
    try {
      await others.buy(scarce.stock - 1);

      // On the product page a number over the limit reaches the server, which says why it is refused.
      await page.goto(`/product/${limited.slug}`);
      await checkPincode(page);
      await page.getByRole("spinbutton", { name: "Quantity" }).fill(String(limited.maximumOrderQuantity + 1));
      await addButton(page).click();
      await expect(toast(page, `Maximum ${limited.maximumOrderQuantity} Quantity allowed to order`)).toBeVisible();
      expect(decodeCart((await readSession(page.context())).get("cart"))).toEqual([]);

      await addToCart(page, limited, limited.maximumOrderQuantity);
      await addToCart(page, scarce, 1);
      await page.goto("/cart");

      await page.getByRole("button", { name: `Increase quantity of ${limited.name}` }).click();
      await expect(toast(page, `Maximum ${limited.maximumOrderQuantity} Quantity allowed to order`)).toBeVisible();
      await expect(cartLine(page, limited.name).getByTestId("cart-line-quantity")).toHaveText(
        String(limited.maximumOrderQuantity),
      );

      await page.getByRole("button", { name: `Increase quantity of ${scarce.name}` }).click();
      await expect(toast(page, "Only 1 Quantity left")).toBeVisible();
      await expect(cartLine(page, scarce.name).getByTestId("cart-line-quantity")).toHaveText("1");
      await expect(cartSummary(page)).toHaveText(new RegExp(`Cart, ${limited.maximumOrderQuantity + 1} items$`));
    } finally {
      await others.giveBack();
    }
  });

  test("plus and minus on /cart, never below 1, with the quote's totals", async ({ page, api, request }) => {
    const p = await product(api, PLAIN);
    await addToCart(page, p);
    await page.goto("/cart");
    const row = cartLine(page, p.name);
    const minus = page.getByRole("button", { name: `Decrease quantity of ${p.name}` });
    const plus = page.getByRole("button", { name: `Increase quantity of ${p.name}` });

    const expectFigures = async (quantity: number) => {
      const figures = await quote(request, p, quantity);
      await expect(row.getByTestId("cart-line-quantity")).toHaveText(String(quantity));
      await expect(row.getByTestId("cart-line-total")).toHaveText(formatPrice(figures.lines[0].lineTotal));
      await expect(page.getByTestId("cart-subtotal")).toHaveText(formatPrice(figures.subtotalAmount));
      await expect(page.getByTestId("cart-total")).toHaveText(formatPrice(figures.totalAmount));
      await expect(page.getByTestId("cart-totals")).toContainText(
        `Shipping Cost${formatPrice(figures.deliveryAmount)}`,
      );
    };

    await expectFigures(1);
    await expect(minus).toBeDisabled();
    await plus.click();
    await expectFigures(2);
    await plus.click();
    await expectFigures(3);
    await minus.click();
    await expectFigures(2);
    await minus.click();
    await expectFigures(1);

    // The server holds the line at 1 even when asked directly.
    const key = await row.locator('input[name="key"]').first().inputValue();
    const response = await page.request.post("/cart", { form: { intent: "decrease", key, redirectTo: "/cart" } });
    expect(response.ok()).toBe(true);
    await page.reload();
    await expectFigures(1);
    const unknown = await page.request.post("/cart", { form: { intent: "empty", key, redirectTo: "/cart" } });
    expect(unknown.status()).toBe(400);
    await expect(page.getByRole("link", { name: "Checkout" }).last()).toHaveAttribute("href", "/checkout");
  });

  test("removing from /cart and from the header preview", async ({ page, api }) => {
    const p = await product(api, PLAIN);
    const other = await product(api, OVER_LIMIT);
    await addToCart(page, p);
    await addToCart(page, other);

    await openPreview(page);
    await preview(page)
      .getByRole("button", { name: `Remove ${other.name} from cart` })
      .click();
    await expect(toast(page, "Product removed from cart")).toBeVisible();
    // Back on the page the shopper was on, which offers the add button again.
    await expect(page).toHaveURL(new RegExp(`/product/${other.slug}`));
    await expect(addButton(page)).toBeVisible();
    await expect(cartSummary(page)).toHaveText(/Cart, 1 item$/);

    await page.goto("/cart");
    await page.getByRole("button", { name: `Remove ${p.name} from cart` }).click();
    await expect(toast(page, "Product removed from cart")).toBeVisible();
    await expect(page.getByText("Your cart is empty.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue shopping" })).toBeVisible();
    await expect(cartSummary(page)).toHaveText(/Cart, 0 items$/);
    await openPreview(page);
    await expect(preview(page).getByText("Product not available to cart")).toBeVisible();
  });

  test("a line the stock no longer covers, then a sold-out one, is shown as such, outside the totals", async ({
    page,
    api,
    request,
  }) => {
    const p = await product(api, SELL_OUT[test.info().project.name]);
    const plain = await product(api, PLAIN);
    const wanted = Math.min(2, p.maximumOrderQuantity);
    expect(p.stock).toBeGreaterThan(wanted);
    await addToCart(page, plain);
    await addToCart(page, p, wanted);

    // Other shoppers buy what is left, in orders within the limit.
    const others = await otherShoppers(p);
    try {
      await others.buy(p.stock - 1);

      // The way a shopper goes: with JavaScript a client-side navigation, which must still
      // read the stock afresh.
      await openPreview(page);
      await preview(page).getByRole("link", { name: "View Cart" }).click();
      await expect(page).toHaveURL("/cart");
      const row = cartLine(page, p.name);
      await expect(row.getByTestId("cart-line-problem")).toHaveText("Only 1 Quantity left");
      await expect(row.getByTestId("cart-line-total")).toHaveText("Not included");
      const plainOnly = await quote(request, plain, 1);
      await expect(page.getByTestId("cart-subtotal")).toHaveText(formatPrice(plainOnly.subtotalAmount));
      await expect(page.getByText("Items marked with a problem are not in the total.")).toBeVisible();

      await row.getByRole("button", { name: "Change to 1" }).click();
      await expect(row.getByTestId("cart-line-problem")).toHaveCount(0);
      await expect(row.getByTestId("cart-line-quantity")).toHaveText("1");
      const both = await post<Quote>(request, "/cart/quote", {
        products: [
          { product: plain._id, quantity: 1 },
          { product: p._id, quantity: 1 },
        ],
      });
      await expect(page.getByTestId("cart-subtotal")).toHaveText(formatPrice(both.body.subtotalAmount));

      await others.buy(1);
      await page.reload();
      await expect(row.getByTestId("cart-line-problem")).toHaveText("This item is out of stock");
      await expect(row.getByTestId("cart-line-total")).toHaveText("Not included");
      await expect(row.getByRole("button", { name: `Increase quantity of ${p.name}` })).toHaveCount(0);
      await expect(page.getByTestId("cart-subtotal")).toHaveText(formatPrice(plainOnly.subtotalAmount));

      await row.getByRole("button", { name: `Remove ${p.name} from cart` }).click();
      await expect(toast(page, "Product removed from cart")).toBeVisible();
      await expect(cartLine(page, p.name)).toHaveCount(0);
      await expect(page.getByText("Items marked with a problem are not in the total.")).toHaveCount(0);
    } finally {
      await others.giveBack();
    }
  });

  test("no axe violations on /cart, empty and with lines, nor in the open preview", async ({ page, api }) => {
    test.slow();
    await page.goto("/cart");
    await expect(page).toHaveTitle("Cart | Woodnest");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cart");
    await expectNoAxeViolations(page);

    await addToCart(page, await product(api, PLAIN));
    await page.goto("/cart");
    await expect(page.getByRole("table", { name: "Items in your cart" })).toBeVisible();
    await expectNoAxeViolations(page);

    await openPreview(page);
    await expectNoAxeViolations(page);
  });

  test("keyboard only: pincode, add to cart, then the cart", async ({ page, api }) => {
    const p = await product(api, PLAIN);
    await page.goto(`/product/${p.slug}`);

    await tabTo(page, page.getByRole("textbox", { name: "Pincode" }));
    await page.keyboard.type(PINCODE);
    await page.keyboard.press("Enter");
    await expect(page.getByText(/^Delivery available at 110001/)).toBeVisible();

    await tabTo(page, addButton(page));
    await page.keyboard.press("Enter");
    await expect(toast(page, "Product added to cart")).toBeVisible();

    const goToCart = page.getByRole("link", { name: "Go to cart" });
    if (javaScriptOn()) await expect(goToCart).toBeFocused();
    else await tabTo(page, goToCart, { max: 3 });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/cart");
    await expect(cartLine(page, p.name)).toBeVisible();
  });
});
