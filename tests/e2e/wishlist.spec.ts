import type { Page } from "@playwright/test";
import { NAME_CUT, formatPrice, truncate } from "~/lib/format";
import { expectNoAxeViolations } from "./support/axe";
import { type ApiClient, expect, test } from "./support/fixtures";
import { decodeCart } from "~/lib/cart";
import { type TestCustomer, callApi, createCustomer, readSession, signInBrowser } from "./support/session";

type Product = { _id: string; name: string; slug: string; sellingPrice: number; productType: string };
type Entry = { _id: string; product: { _id: string } };

/** A plain product whose name is longer than the wishlist's cut (demo shop). */
const LONG_PLAIN = "pitara-wall-shelves";
const PLAIN = "rohtak-sheesham-coffee-table";
const COLOUR = "kabir-fabric-sofa";

async function product(api: ApiClient, slug: string) {
  const answer = await api.get<Product>(`/products/by-slug/${slug}`);
  expect(answer.status, `the demo shop has ${slug}`).toBe(200);
  return answer.body;
}

async function wishlistOf(customer: TestCustomer) {
  const answer = await callApi<Entry[]>("GET", "/wishlists/myWishlists", { token: customer.token });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function addThroughApi(customer: TestCustomer, productId: string) {
  const added = await callApi("POST", "/wishlists", { token: customer.token, body: { product: productId } });
  expect(added.status, added.message).toBe(200);
}

const toast = (page: Page, text: string) => page.getByRole("status").getByText(text);
const table = (page: Page) => page.getByRole("table", { name: "Products in your wishlist" });

test.describe("the wishlist heart", () => {
  test("signed out: to /login, back to this page afterwards, with the spec's message", async ({ page, api }) => {
    const p = await product(api, PLAIN);
    await page.goto(`/product/${PLAIN}`);
    await page.getByRole("button", { name: `Add ${p.name} to wishlist` }).click();
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(`/product/${PLAIN}`)}`);
    await expect(toast(page, "Need login to add product to wishlist!")).toBeVisible();

    // The same from a product card of a listing, whose address carries its query.
    await page.goto("/shop/living-room?sort=price-l-h");
    await page
      .getByRole("button", { name: /^Add .+ to wishlist$/ })
      .first()
      .click();
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent("/shop/living-room?sort=price-l-h")}`);
    await expect(toast(page, "Need login to add product to wishlist!")).toBeVisible();
  });

  test("signed in: adds, then the heart is filled and links to /wishlist, on the page and on cards", async ({
    page,
    context,
    api,
  }) => {
    const customer = await createCustomer();
    await signInBrowser(context, customer);
    const p = await product(api, PLAIN);

    await page.goto(`/product/${PLAIN}`);
    await page.getByRole("button", { name: `Add ${p.name} to wishlist` }).click();
    await expect(toast(page, "Product added to your wishlist")).toBeVisible();
    await expect(page).toHaveURL(`/product/${PLAIN}`);
    const filled = page.getByRole("link", { name: `${p.name} is in your wishlist: view wishlist` });
    await expect(filled).toHaveAttribute("href", "/wishlist");
    await expect(page.getByRole("button", { name: `Add ${p.name} to wishlist` })).toHaveCount(0);
    expect((await wishlistOf(customer)).map((e) => e.product._id)).toEqual([p._id]);

    // Every card of the same product knows it too (the root loader reads the wishlist once).
    await page.goto(`/search?q=${encodeURIComponent(p.name)}`);
    await expect(page.getByRole("link", { name: `${p.name} is in your wishlist: view wishlist` })).toHaveAttribute(
      "href",
      "/wishlist",
    );
    await filled.first().click();
    await expect(page).toHaveURL("/wishlist");
    await expect(table(page).getByRole("rowheader", { name: p.name })).toBeVisible();
  });

  test("the keyboard stays on the heart once it is filled", async ({ page, context, api }) => {
    test.skip(test.info().project.use.javaScriptEnabled === false, "without JavaScript the answer is a new page");
    await signInBrowser(context, await createCustomer());
    const p = await product(api, PLAIN);
    await page.goto(`/product/${PLAIN}`);
    await page.getByRole("button", { name: `Add ${p.name} to wishlist` }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("link", { name: `${p.name} is in your wishlist: view wishlist` })).toBeFocused();
  });
});

test.describe("/wishlist", () => {
  test("signed out, the page asks for a sign-in and comes back", async ({ page }) => {
    await page.goto("/wishlist");
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent("/wishlist")}`);
  });

  test("the table: cut name, price, stock, add to cart or choose options; remove empties it", async ({
    page,
    context,
    api,
  }) => {
    test.slow(); // two pages through axe, four round trips
    const customer = await createCustomer();
    const shelves = await product(api, LONG_PLAIN);
    const sofa = await product(api, COLOUR);
    expect(shelves.name.length, "a name longer than the cut").toBeGreaterThan(NAME_CUT.wishlist);
    await addThroughApi(customer, shelves._id);
    await addThroughApi(customer, sofa._id);
    await signInBrowser(context, customer);

    await page.goto("/wishlist");
    await expect(page.getByRole("heading", { level: 1, name: "Wishlist" })).toBeVisible();
    const headers = table(page).getByRole("columnheader");
    await expect(headers).toHaveText(["Image", "Product", "Price", "Stock Status", "Add to cart", "Remove"]);
    const rows = table(page).locator("tbody tr");
    await expect(rows).toHaveCount(2);

    // Newest first: the sofa, then the shelves.
    const shelvesRow = rows.nth(1);
    const cut = truncate(shelves.name, NAME_CUT.wishlist);
    expect(cut).toBe(`${shelves.name.slice(0, 30)}..`);
    const name = shelvesRow.getByRole("link", { name: shelves.name });
    await expect(name).toHaveAttribute("href", `/product/${LONG_PLAIN}`);
    await expect(name.locator('[aria-hidden="true"]')).toHaveText(cut);
    await expect(shelvesRow.getByRole("cell").nth(1)).toHaveText(formatPrice(shelves.sellingPrice));
    await expect(shelvesRow.getByRole("cell").nth(2)).toHaveText("In stock");
    await expect(rows.nth(0).getByRole("link", { name: `Choose options for ${sofa.name}` })).toHaveAttribute(
      "href",
      `/product/${COLOUR}`,
    );
    await expect(page.getByRole("region", { name: "Trending Products" }).locator("article").first()).toBeVisible();
    await expectNoAxeViolations(page);

    await shelvesRow.getByRole("button", { name: `Remove ${shelves.name} from wishlist` }).click();
    await expect(toast(page, "Product removed from your wishlist")).toBeVisible();
    await expect(rows).toHaveCount(1);
    await rows
      .nth(0)
      .getByRole("button", { name: `Remove ${sofa.name} from wishlist` })
      .click();
    await expect(page.getByText("Product not available to wishlist!")).toBeVisible();
    await expect(table(page)).toHaveCount(0);
    expect(await wishlistOf(customer)).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test("add to cart is a POST to /cart: a pincode first, then the item is in the cart and the button is Go to cart", async ({
    page,
    context,
    api,
  }) => {
    const customer = await createCustomer();
    const shelves = await product(api, LONG_PLAIN);
    await addThroughApi(customer, shelves._id);
    await signInBrowser(context, customer);
    await page.goto("/wishlist");

    const button = table(page).getByRole("button", { name: `Add to cart: ${shelves.name}` });
    const form = table(page).locator('form[action="/cart"]');
    await expect(form).toHaveAttribute("method", "post");
    await expect(form.getByRole("button")).toHaveAccessibleName(`Add to cart: ${shelves.name}`);
    const expected = {
      intent: "add",
      productId: shelves._id,
      productColorId: "",
      productSizeId: "",
      quantity: "1",
      redirectTo: "/wishlist",
    };
    for (const [name, value] of Object.entries(expected)) {
      await expect(form.locator(`input[name="${name}"]`)).toHaveValue(value);
    }

    // No pincode yet: the cart refuses, and the page's own delivery check says why (spec 5).
    await button.click();
    await expect(page).toHaveURL(/\/wishlist#delivery$/);
    await expect(page.locator("#pincode-error")).toHaveText("Please Enter Pincode");
    expect(decodeCart((await readSession(context)).get("cart"))).toEqual([]);
    await page.getByLabel("Pincode").fill("110001");
    await page.getByRole("button", { name: "Check" }).click();
    await expect(page.locator("#pincode-status")).toBeVisible();

    await table(page)
      .getByRole("button", { name: `Add to cart: ${shelves.name}` })
      .click();
    await expect(toast(page, "Product added to cart")).toBeVisible();
    await expect(page).toHaveURL(/\/wishlist$/);
    // Spec 5: once in the cart, the button becomes 'Go to cart'.
    await expect(
      table(page).getByRole("link", { name: `Go to cart: ${shelves.name} is in your cart` }),
    ).toHaveAttribute("href", "/cart");
    await expect(button).toHaveCount(0);
    expect(decodeCart((await readSession(context)).get("cart"))).toMatchObject([
      { productId: shelves._id, quantity: 1 },
    ]);
    await expectNoAxeViolations(page);
  });
});
