import { expect as baseExpect, test } from "./support/fixtures";
import {
  latestCode,
  mobileCustomerWithEmail,
  mobileLoginForm,
  passwordLoginForm,
  registeredCustomer,
  uniqueMobile,
  userMenu,
  userMenuByKeyboard,
} from "./support/sign-in";
import { tabTo } from "./support/keyboard";

// A keyboard flow is many key presses and several page loads: generous limits for a busy machine.
const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 60_000 });

const CAME_FROM = "/?from=keyboard-test";

test.describe("sign-in by keyboard alone", () => {
  test("mobile, code and name with Tab, typing and Enter, back to the page, then Sign Out", async ({
    page,
    request,
  }) => {
    const mobile = uniqueMobile();
    await page.goto(`/login?${new URLSearchParams({ redirectTo: CAME_FROM })}`);

    await tabTo(page, mobileLoginForm(page).getByLabel("Mobile"));
    await page.keyboard.type(mobile);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/verifyAccount$/);

    await tabTo(page, page.getByLabel("OTP"));
    await page.keyboard.type(await latestCode(request, mobile));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/updateName$/);

    await tabTo(page, page.getByLabel("First name"));
    await page.keyboard.type("Farah");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Last name (optional)")).toBeFocused();
    await page.keyboard.type("Khan");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Save" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(CAME_FROM);

    const signOut = (await userMenuByKeyboard(page)).getByRole("button", { name: "Sign Out" });
    await tabTo(page, signOut);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/login$/);
    await expect((await userMenu(page)).getByRole("link")).toHaveText(["Login"]);
  });

  test("email and password with 'Remember me' ticked by Space", async ({ page, request, context }) => {
    const customer = await registeredCustomer(request, { tag: "keyboard" });
    await page.goto(`/login?${new URLSearchParams({ redirectTo: CAME_FROM })}`);
    const form = passwordLoginForm(page);

    await tabTo(page, form.getByLabel("Username or email address"));
    await page.keyboard.type(customer.email);
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Password")).toBeFocused();
    await page.keyboard.type(customer.password);
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Remember me")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(form.getByLabel("Remember me")).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: "Login" })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(CAME_FROM);
    await expect((await userMenu(page)).getByRole("link", { name: "My Account" })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === "__session");
    expect(cookie?.expires, "a remembered sign-in outlives the browser").toBeGreaterThan(Date.now() / 1000);
  });

  test("a forgotten password reset with Tab, typing, Space and Enter", async ({ page, request, context }) => {
    const customer = await mobileCustomerWithEmail(request);
    await page.goto(`/forgotAccount?${new URLSearchParams({ redirectTo: CAME_FROM })}`);

    await tabTo(page, page.getByLabel("Email", { exact: true }));
    await page.keyboard.type(customer.email);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Send code" })).toBeFocused();
    await page.keyboard.press("Enter");

    const form = page.getByRole("form", { name: "Choose a new password" });
    await tabTo(page, form.getByLabel("OTP"));
    await page.keyboard.type(await latestCode(request, customer.email));
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("New password")).toBeFocused();
    await page.keyboard.type("keyboard-only-password");
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Confirm password")).toBeFocused();
    await page.keyboard.type("keyboard-only-password");
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Remember me")).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: "Change password" })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(CAME_FROM);
    await expect((await userMenu(page)).getByRole("link", { name: "My Account" })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === "__session");
    expect(cookie?.expires, "a remembered sign-in outlives the browser").toBeGreaterThan(Date.now() / 1000);
  });
});
