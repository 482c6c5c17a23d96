import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { javaScriptOn } from "./support/javascript";
import { unique } from "./support/unique";

const toast = (page: Page, text: string) => page.getByRole("status").getByText(text);
type Enquiry = {
  title: string;
  path: string;
  /** The form, once it is on screen (the short enquiry sits in a disclosure). */
  open: (page: Page) => Promise<Locator>;
  submit: string;
  /** Fields beyond Name, Mobile and Email, with good values. */
  extra: Record<string, string>;
  /** What an empty submit says, beyond Name, Mobile and Email. */
  required: string[];
  thanks: string;
};

const byId = (id: string) => async (page: Page) => page.locator(`#${id}`);

const ENQUIRIES: Enquiry[] = [
  {
    title: "Contact Us: 'Tell Us Your Message'",
    path: "/contact-us",
    open: byId("contact-form"),
    submit: "Send message",
    extra: { Subject: "Delivery to Pune", "Message (optional)": "Do you deliver to Pune?" },
    required: ["Subject is a required field"],
    thanks: "Thank you for your message. Our team will get back to you within one working day.",
  },
  {
    title: "Become a Dealer: 'Get A Callback'",
    path: "/become-a-dealer",
    open: byId("dealer-form"),
    submit: "Get A Callback",
    extra: { "Your business and city (optional)": "Verma Furnishings, Jaipur" },
    required: [],
    thanks: "Thank you for your interest in becoming a Woodnest dealer. Our partnerships team will call you back soon.",
  },
  {
    title: "Projects: 'Enquiry Request Form'",
    path: "/project/residential-interiors",
    open: byId("project-enquiry-form"),
    submit: "Send enquiry",
    extra: { "Organization (optional)": "Sunrise Public School", Pincode: "110001" },
    required: ["Pincode is a required field"],
    thanks: "Thank you for your project enquiry. Our projects team will contact you within two working days.",
  },
  {
    title: "Product page: 'Ask about this product' (the short enquiry)",
    path: "/product/rohtak-sheesham-coffee-table",
    open: async (page) => {
      const disclosure = page.locator("details#ask");
      if ((await disclosure.getAttribute("open")) === null) await disclosure.locator("summary").click();
      return page.locator("#ask-form");
    },
    submit: "Send enquiry",
    extra: { "Message (optional)": "Is it available in walnut?" },
    required: [],
    thanks: "Thank you for your enquiry. Our team will call you shortly.",
  },
];

const field = (form: Locator, label: string) => form.getByLabel(label, { exact: true });

/**
 * axe on the page as it stands, scrolled back to the top first: with JavaScript the sticky
 * header (after 300 px) covers part of whatever lies under it, and axe's target-size then
 * measures the contact links beneath it (layout's business, reported), not these forms.
 */
async function axeFromTop(page: Page) {
  await page.mouse.wheel(0, -100_000);
  await expectNoAxeViolations(page);
}

for (const enquiry of ENQUIRIES) {
  test.describe(enquiry.title, () => {
    test("empty, then bad, then good input: errors under the fields, then the API's thanks and an empty form", async ({
      page,
    }) => {
      test.slow(); // three round trips and two passes of axe
      await page.goto(enquiry.path);
      let form = await enquiry.open(page);

      await form.getByRole("button", { name: enquiry.submit }).click();
      for (const message of [
        "Name is a required field",
        "Mobile is a required field",
        "Email is a required field",
        ...enquiry.required,
      ]) {
        await expect(form.getByText(message, { exact: true })).toBeVisible();
      }
      await expect(field(form, "Name")).toHaveAttribute("aria-invalid", "true");
      await axeFromTop(page);

      form = await enquiry.open(page);
      await field(form, "Name").fill("Asha Verma");
      await field(form, "Mobile").fill("98111");
      await field(form, "Email").fill("asha@example");
      if ("Pincode" in enquiry.extra) await field(form, "Pincode").fill("1100");
      await form.getByRole("button", { name: enquiry.submit }).click();
      await expect(form.getByText("Mobile must be exactly 10 digits")).toBeVisible();
      await expect(form.getByText("Email must be a valid email")).toBeVisible();
      if ("Pincode" in enquiry.extra) await expect(form.getByText("Pincode must be exactly 6 digits")).toBeVisible();
      await expect(form.getByText("Name is a required field")).toHaveCount(0);
      // What the shopper typed stays.
      await expect(field(form, "Name")).toHaveValue("Asha Verma");
      await expect(field(form, "Mobile")).toHaveValue("98111");
      await axeFromTop(page);

      form = await enquiry.open(page);
      await field(form, "Mobile").fill("9811122233");
      await field(form, "Email").fill(`asha.${unique()}@example.in`);
      for (const [label, value] of Object.entries(enquiry.extra)) await field(form, label).fill(value);
      if (enquiry.path.startsWith("/project/")) {
        await form.getByRole("checkbox", { name: "School Furniture" }).check();
        await form.getByRole("checkbox", { name: "Office Furniture" }).check();
      }
      await form.getByRole("button", { name: enquiry.submit }).click();
      await expect(toast(page, enquiry.thanks)).toBeVisible();

      // Spec 4: a successful enquiry resets the form.
      form = await enquiry.open(page);
      for (const label of ["Name", "Mobile", "Email", ...Object.keys(enquiry.extra)]) {
        await expect(field(form, label)).toHaveValue("");
      }
      await expect(form.getByRole("alert")).toHaveCount(0);
      await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
    });

    test("a filled honeypot is refused with 400", async ({ page }) => {
      await page.goto(enquiry.path);
      const form = await enquiry.open(page);
      // What the form would send (its hidden fields included), with good values in the visible ones.
      const good: Record<string, string> = {};
      for (const input of await form.locator("input[name]").all()) {
        good[(await input.getAttribute("name")) ?? ""] = await input.inputValue();
      }
      expect(Object.keys(good)).toContain("name__confirm");
      Object.assign(good, {
        name: "Asha Verma",
        mobile: "9811122233",
        email: `asha.${unique()}@example.in`,
        subject: "Hello",
        pincode: "110001",
      });
      const action = new URL((await form.getAttribute("action")) ?? "", page.url()).pathname;
      const refused = await page.request.post(action, { form: { ...good, name__confirm: "https://spam.example" } });
      expect(refused.status()).toBe(400);
      // The trap left out altogether is refused the same way.
      const { name__confirm: _trap, ...withoutTrap } = good;
      expect((await page.request.post(action, { form: withoutTrap })).status()).toBe(400);
      // The very same post with the trap left empty goes through: the 400 is the trap's doing.
      const accepted = await page.request.post(action, { form: good, maxRedirects: 0 });
      expect(accepted.status()).toBe(302);
    });
  });
}

test("errors appear once a field has been left, and follow the typing (JavaScript)", async ({ page }) => {
  test.skip(!javaScriptOn(), "without JavaScript the errors come with the submit");
  await page.goto("/contact-us");
  const form = page.locator("#contact-form");
  await field(form, "Email").fill("asha@");
  await expect(form.getByText("Email must be a valid email")).toHaveCount(0);
  await field(form, "Email").press("Tab");
  await expect(form.getByText("Email must be a valid email")).toBeVisible();
  await field(form, "Email").pressSequentially("example.in");
  await expect(form.getByText("Email must be a valid email")).toHaveCount(0);
  // Nothing else was touched, so nothing else is marked.
  await expect(form.getByText("Name is a required field")).toHaveCount(0);
});

test.describe("register pressed empty", () => {
  // Submit in the first screen, the page not scrolled: there the first field's message, shown as
  // the field was left on the press, moved the button from under the mouse and lost the click.
  test.use({ viewport: { width: 1280, height: 960 } });

  test("after a click into First name, every field's error shows at once", async ({ page }) => {
    await page.goto("/register");
    const form = page.locator("#register");
    await field(form, "First name").click();
    // With JavaScript the rules arrive with that first focus, and the browser judges the submit.
    if (javaScriptOn()) await page.waitForLoadState("networkidle");
    const submit = form.getByRole("button", { name: "Register" });
    await expect(submit).toBeInViewport({ ratio: 1 });
    await submit.click();
    for (const message of [
      "First name is a required field",
      "Mobile is a required field",
      "Email is a required field",
      "Password is a required field",
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page).toHaveURL("/register");
    // With JavaScript the keyboard goes to the first field to fix.
    if (javaScriptOn()) await expect(field(form, "First name")).toBeFocused();
  });
});

test("input filters: mobile keeps digits, names keep letters", async ({ page }) => {
  await page.goto("/contact-us");
  const form = page.locator("#contact-form");
  await field(form, "Mobile").focus();
  // The filters come with the form's rules, fetched when the form is first focused.
  if (javaScriptOn()) await page.waitForLoadState("networkidle");
  await field(form, "Mobile").pressSequentially("98a11-122 2334455");
  await field(form, "Name").pressSequentially("Asha2 Verma");
  if (javaScriptOn()) {
    await expect(field(form, "Mobile")).toHaveValue("9811122233");
    await expect(field(form, "Name")).toHaveValue("Asha Verma");
  } else {
    // Without JavaScript maxLength stops the mobile at 10 characters and the server judges the rest.
    await expect(field(form, "Mobile")).toHaveValue("98a11-122 ");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByText("Mobile must be exactly 10 digits")).toBeVisible();
    await expect(form.getByText("Name may contain only letters, spaces, dots, apostrophes and hyphens")).toBeVisible();
  }
});

test.describe("newsletter", () => {
  const block = (page: Page) => page.getByRole("region", { name: "Ten Percent Member Discount" });

  test("subscribe on the home page, then again with the same email: the friendly answer", async ({ page }) => {
    const email = `reader.${unique()}@example.in`;
    await page.goto("/");
    const email1 = block(page).getByLabel("Email");
    await email1.fill(email);
    await block(page).getByRole("button", { name: "SUBSCRIBE!" }).click();
    const thanks = "Thank you for subscribing! Look out for your member discount in your inbox.";
    // With JavaScript the answer shows in the block, without a page load; without it, as a toast.
    await expect(javaScriptOn() ? block(page).getByText(thanks) : toast(page, thanks)).toBeVisible();
    await expect(page).toHaveURL("/");
    await expect(block(page).getByLabel("Email")).toHaveValue("");

    await block(page).getByLabel("Email").fill(email);
    await block(page).getByRole("button", { name: "SUBSCRIBE!" }).click();
    const again = "You are already subscribed. Thank you for staying with us!";
    await expect(javaScriptOn() ? block(page).getByText(again) : toast(page, again)).toBeVisible();
    await expect(block(page).getByLabel("Email")).toHaveValue("");
  });

  test("a bad address: the error under the field, what was typed kept", async ({ page }) => {
    await page.goto("/");
    await block(page).getByLabel("Email").fill("reader@example");
    await block(page).getByRole("button", { name: "SUBSCRIBE!" }).click();
    await expect(block(page).getByText("Email must be a valid email")).toBeVisible();
    await expect(block(page).getByLabel("Email")).toHaveValue("reader@example");
    await expect(block(page).getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    // Without JavaScript the refusal is shown on /newsletter, which sends a later success back home.
    if (!javaScriptOn()) {
      await expect(page).toHaveURL("/newsletter");
      await expect(block(page).locator('input[name="redirectTo"]')).toHaveValue("/");
    }
    await expectNoAxeViolations(page);
  });

  test("a filled honeypot is refused with 400", async ({ page }) => {
    await page.goto("/");
    const form = block(page).locator("form");
    const validFrom = await form.locator('input[name="from__confirm"]').inputValue();
    const post = (trap: Record<string, string>) =>
      page.request.post("/newsletter", {
        form: { email: `bot.${unique()}@example.in`, redirectTo: "/", from__confirm: validFrom, ...trap },
      });
    expect((await post({ name__confirm: "I am a bot" })).status()).toBe(400);
    expect((await post({})).status()).toBe(400);
    expect((await post({ name__confirm: "" })).status()).toBe(200);
  });
});
