import { callApi } from "./support/session";
import { expect, test } from "./support/signed-in";
import { retype, tabTo } from "./support/keyboard";

// Two forms and a list, one key at a time: more than the default 30 s on a shared machine.
test.describe.configure({ timeout: 90_000 });

test("add an address with a bad pincode first, then edit it, by keyboard alone", async ({ page, customer }) => {
  await page.goto("/my-account/address");
  await tabTo(page, page.getByRole("link", { name: "Add a new address" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/my-account\/add-address$/);

  const name = page.getByLabel("Customer Name");
  await tabTo(page, name);
  await page.keyboard.type("Meera Iyer");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Mobile no")).toBeFocused();
  await page.keyboard.type("9876543210");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Email Address")).toBeFocused();
  await page.keyboard.type("meera@example.in");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Address", { exact: true })).toBeFocused();
  await page.keyboard.type("221 Lajpat Nagar II");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Landmark (optional)")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Locality (optional)")).toBeFocused();
  await page.keyboard.press("Tab");
  // The address type is one stop; arrows choose within it.
  await expect(page.getByRole("radio", { name: "Home" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "Office" })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Country")).toBeFocused();
  await expect(page.getByLabel("Country")).toHaveValue("India");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("State")).toBeFocused();
  await page.keyboard.type("Delhi");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Town/City")).toBeFocused();
  await page.keyboard.type("New Delhi");
  await page.keyboard.press("Tab");
  const pincode = page.getByLabel("Pincode");
  await expect(pincode).toBeFocused();
  await page.keyboard.type("1100");
  await page.keyboard.press("Enter");

  await expect(pincode).toHaveAccessibleDescription("Pincode must be exactly 6 digits");
  await expect(name).toHaveValue("Meera Iyer");
  await tabTo(page, pincode);
  await retype(page, "110024");
  await page.keyboard.press("Tab");
  const save = page.getByRole("button", { name: "Save address" });
  await expect(save).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/my-account\/address$/);
  const card = page.getByRole("list", { name: "Saved addresses" }).getByRole("listitem");
  await expect(card).toContainText("221 Lajpat Nagar II");
  await expect(card).toContainText("Office");

  await tabTo(page, card.getByRole("link", { name: /^Edit/ }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/my-account\/address\/\w+$/);
  await tabTo(page, page.getByLabel("State"));
  await retype(page, "Haryana");
  await page.keyboard.press("Tab");
  await retype(page, "Gurugram");
  await page.keyboard.press("Tab");
  await expect(pincode).toBeFocused();
  await retype(page, "122001");
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/my-account\/address$/);
  await expect(card).toContainText("Gurugram, Haryana 122001");
  const saved = await callApi("GET", "/customers/address", { token: customer.token });
  expect(saved.body).toHaveLength(1);
  expect(saved.body[0]).toMatchObject({
    name: "Meera Iyer",
    addressType: "OFFICE",
    state: "Haryana",
    city: "Gurugram",
    pincode: "122001",
  });
});
