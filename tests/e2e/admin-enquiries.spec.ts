import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { messageTo } from "./support/outbox";
import { E2E_WEB_URL } from "./support/ports";
import { callApi, productBySlug, uniqueMobile } from "./support/session";
import { createStaff, signInStaffBrowser, toast } from "./support/staff";

test.describe.configure({ timeout: 120_000 });

/** Letters only (the shop's name rule), different in each test and project: both projects share one database. */
const uniqueLetters = () =>
  Array.from(`${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-8), (digit) => "abcdefghij"[Number(digit)]).join(
    "",
  );

test.describe("enquiries in the back office", () => {
  test("a contact enquiry sent on the shop reaches the shop's email and the inbox, and is answered by email", async ({
    page,
    context,
  }) => {
    const tag = uniqueLetters();
    const name = `Meera ${tag[0].toUpperCase()}${tag.slice(1)}`;
    const email = `enquiry.${tag}@example.in`;

    await page.goto("/contact-us");
    const form = page.locator("#contact-form");
    await form.getByLabel("Name", { exact: true }).fill(name);
    await form.getByLabel("Mobile", { exact: true }).fill(uniqueMobile());
    await form.getByLabel("Email", { exact: true }).fill(email);
    await form.getByLabel("Subject", { exact: true }).fill("Teak wardrobe");
    await form.getByLabel("Message (optional)", { exact: true }).fill("Can it be made 2.4 m tall?");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(
      page.getByText("Thank you for your message. Our team will get back to you within one working day."),
    ).toBeVisible();

    // The job queue emails the shop's enquiry address (the demo Contact Us page's).
    const notice = await messageTo("hello@woodnest.example", new RegExp(`^New contact enquiry: ${name}$`));
    expect(notice.body).toContain("Can it be made 2.4 m tall?");

    const content = await createStaff("content", "Cora Content");
    await signInStaffBrowser(context, content);
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Enquiries" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enquiries");
    await page.getByLabel("Name, email or mobile", { exact: true }).fill(email);
    await page.getByLabel("Type", { exact: true }).selectOption("CONTACT");
    await page.getByRole("button", { name: "Show enquiries" }).click();
    await expect(page.getByRole("heading", { name: "1 enquiry" })).toBeVisible();
    const row = page.getByRole("table").getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("New");
    await row.getByRole("link", { name }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Contact enquiry from ${name}`);
    await expect(page.getByText("Can it be made 2.4 m tall?")).toBeVisible();

    // A refused reply keeps what was typed and names the field.
    await page.getByLabel("Subject", { exact: true }).fill("");
    await page.getByLabel("Message", { exact: true }).fill("Yes, we can.");
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByLabel("Subject", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Yes, we can.");

    await page.getByLabel("Subject", { exact: true }).fill("Your teak wardrobe");
    await page.getByLabel("Message", { exact: true }).fill("Yes, we can make it 2.4 m tall. A quote follows.");
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(toast(page)).toContainText("Reply sent to the sender");
    await expect(page.getByRole("list", { name: "Notes and replies" })).toContainText("Reply emailed to the sender");
    await expect(page.locator("dl")).toContainText("In progress");

    const reply = await messageTo(email, /^Your teak wardrobe$/);
    // The question comes back quoted under the answer.
    expect(reply.body).toBe(
      "Yes, we can make it 2.4 m tall. A quote follows.\n\nYou wrote:\n> Can it be made 2.4 m tall?",
    );

    await page.getByLabel("Note", { exact: true }).fill("Quote sent by the workshop");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("list", { name: "Notes and replies" })).toContainText("Quote sent by the workshop");

    await page.getByLabel("Assigned to", { exact: true }).selectOption({ label: "Cora Content" });
    await page.getByRole("button", { name: "Assign" }).click();
    await expect(toast(page)).toContainText("Enquiry assigned");

    await page.getByLabel("Status", { exact: true }).selectOption("CLOSED");
    await page.getByRole("button", { name: "Change status" }).click();
    await expect(toast(page)).toContainText("Status changed");
    await expect(page.locator("dl")).toContainText("Closed");
    await expectNoAxeViolations(page);
  });

  test("a question asked on a product page is one product enquiry, and the reply quotes it and links the product", async ({
    page,
    context,
  }) => {
    const tag = uniqueLetters();
    const name = `Rohit ${tag[0].toUpperCase()}${tag.slice(1)}`;
    const email = `product.${tag}@example.in`;
    const product = await productBySlug("rohtak-sheesham-coffee-table");
    const productPage = new URL("/product/rohtak-sheesham-coffee-table", E2E_WEB_URL).toString();

    await page.goto("/product/rohtak-sheesham-coffee-table");
    const disclosure = page.locator("details#ask");
    if ((await disclosure.getAttribute("open")) === null) await disclosure.locator("summary").click();
    const form = page.locator("#ask-form");
    await form.getByLabel("Name", { exact: true }).fill(name);
    await form.getByLabel("Mobile", { exact: true }).fill(uniqueMobile());
    await form.getByLabel("Email", { exact: true }).fill(email);
    await form
      .getByLabel("Message (optional)", { exact: true })
      .fill("Is it available in walnut?\nWe need it by Diwali.");
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByText("Thank you for your enquiry. Our team will call you shortly.")).toBeVisible();

    const notice = await messageTo("hello@woodnest.example", new RegExp(`^New product enquiry: ${name}$`));
    expect(notice.body).toContain(`A new product enquiry from ${name}.`);
    expect(notice.body).toContain(productPage);

    const content = await createStaff("content");
    await signInStaffBrowser(context, content);
    await page.goto(`/admin/enquiries?q=${encodeURIComponent(email)}`);
    await page.getByRole("table").getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Product enquiry from ${name}`);
    await expect(page.getByLabel("Subject", { exact: true })).toHaveValue("Re: your product enquiry");
    await page.getByLabel("Message", { exact: true }).fill("Yes, in walnut too, and in time for Diwali.");
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(toast(page)).toContainText("Reply sent to the sender");

    const reply = await messageTo(email, /^Re: your product enquiry$/);
    expect(reply.body).toBe(
      [
        "Yes, in walnut too, and in time for Diwali.",
        "",
        `The product you asked about: ${product.name} (SKU ${product.sku})`,
        productPage,
        "",
        "You wrote:",
        "> Is it available in walnut?",
        "> We need it by Diwali.",
      ].join("\n"),
    );
  });

  test("a newsletter email's unsubscribe link works without signing in", async ({ page, context }) => {
    const email = `reader.${uniqueLetters()}@example.in`;
    const subscribed = await callApi("POST", "/newsletters", { body: { email } });
    expect(subscribed.status, subscribed.message).toBe(200);
    const welcome = await messageTo(email, /^Welcome to the Woodnest newsletter$/);
    const link = /\/newsletter\/unsubscribe\/(\S+)/.exec(welcome.body)?.[0];
    expect(link, welcome.body).toBeTruthy();

    await page.goto(link!);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from the newsletter?");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");
    await expect(page.getByText("You are unsubscribed: we will send you no more newsletters.")).toBeVisible();

    // The link again: nothing to do.
    await page.goto(link!);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");

    // A tampered link says so.
    await page.goto(`${link!.slice(0, -3)}xyz`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This unsubscribe link does not work");
    await expectNoAxeViolations(page);

    // The back office lists the address as unsubscribed.
    const content = await createStaff("content");
    await signInStaffBrowser(context, content);
    await page.goto(`/admin/newsletter?q=${encodeURIComponent(email)}&status=unsubscribed`);
    await expect(page.getByRole("table").getByRole("row").filter({ hasText: email })).toBeVisible();
  });
});
