import type { ShopperEnquiry } from "~/lib/account-enquiries";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { callApi, createCustomer, signInBrowser } from "./support/session";
import { createStaff } from "./support/staff";
import { accountMenu, definition } from "./support/page-parts";
import { unique } from "./support/unique";

// A staff member is made for the reply: an invitation and its two-factor take a while.
test.describe.configure({ timeout: 90_000 });

test.describe("My Enquiries", () => {
  test("a question sent from Contact Us while signed in is listed with its status, and the shop's replies show on its page in order", async ({
    page,
    context,
  }) => {
    const shopper = await createCustomer();
    await signInBrowser(context, shopper);
    const subject = `Delivery to Pune ${unique()}`;

    await page.goto("/contact-us");
    const form = page.locator("#contact-form");
    await form.getByLabel("Name", { exact: true }).fill("Asha Verma");
    await form.getByLabel("Mobile", { exact: true }).fill(shopper.mobile);
    await form.getByLabel("Email", { exact: true }).fill(`asha.${unique()}@example.in`);
    await form.getByLabel("Subject", { exact: true }).fill(subject);
    await form
      .getByLabel("Message (optional)", { exact: true })
      .fill("Do you deliver to Pune?\nWe are on the third floor.");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status").getByText("Thank you for your message.", { exact: false })).toBeVisible();

    await page.goto("/my-account/dashboard");
    await accountMenu(page).getByRole("link", { name: "My Enquiries" }).click();
    await expect(page).toHaveURL(/\/my-account\/enquiries$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Enquiries");
    await expect(accountMenu(page).getByRole("link", { name: "My Enquiries" })).toHaveAttribute("aria-current", "page");
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: subject }) });
    await expect(row.getByRole("cell")).toHaveText([/^\d{2}-[A-Z][a-z]{2}-\d{4}$/, "Received", "No reply yet"]);
    await expectNoAxeViolations(page);

    // The shop answers twice from the back office.
    const mine = await callApi<ShopperEnquiry[]>("GET", "/customers/enquiries", { token: shopper.token });
    const enquiry = mine.body.find((item) => item.title === subject)!;
    const content = await createStaff("content");
    for (const message of ["Yes, we deliver to Pune.", "The lift is no trouble: two people carry it up."]) {
      const reply = await callApi("POST", `/admin/enquiries/${enquiry._id}/replies`, {
        token: content.token,
        body: { subject: "Your delivery", message },
      });
      expect(reply.status, reply.message).toBe(200);
    }

    await page.reload();
    await expect(row.getByRole("cell")).toHaveText([/\d{4}$/, "In progress", "2 replies"]);
    await row.getByRole("link", { name: subject }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(subject);
    await expect(accountMenu(page).getByRole("link", { name: "My Enquiries" })).toHaveAttribute("aria-current", "true");
    await expect(definition(page, "Status")).toHaveText("In progress");
    const question = page.getByRole("region", { name: "Your question" });
    await expect(question).toContainText("Do you deliver to Pune?");
    await expect(question).toContainText("We are on the third floor.");
    const replies = page.getByRole("region", { name: "The shop’s replies" }).getByRole("listitem");
    await expect(replies).toHaveCount(2);
    await expect(replies.first()).toContainText("Yes, we deliver to Pune.");
    await expect(replies.last()).toContainText("two people carry it up");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "All my enquiries" }).click();
    await expect(page).toHaveURL(/\/my-account\/enquiries$/);
  });

  test("another shopper's enquiry is not found, and a shopper who sent none is told how to ask", async ({
    page,
    context,
  }) => {
    const sender = await createCustomer();
    const sent = await callApi<{ _id: string }>("POST", "/inquires", {
      token: sender.token,
      body: {
        name: "Ravi Kumar",
        mobile: sender.mobile,
        email: `ravi.${unique()}@example.in`,
        subject: "Private",
        message: "Mine alone",
      },
    });
    expect(sent.status, sent.message).toBe(200);

    const other = await createCustomer();
    await signInBrowser(context, other);
    const answer = await page.goto(`/my-account/enquiries/${sent.body._id}`);
    expect(answer?.status()).toBe(404);
    await expect(page.getByText("Mine alone")).toHaveCount(0);

    await page.goto("/my-account/enquiries");
    await expect(page.getByText("You have not sent any enquiries while signed in.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Ask the shop a question" })).toHaveAttribute("href", "/contact-us");
    await expectNoAxeViolations(page);
  });
});
