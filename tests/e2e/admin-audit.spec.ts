import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { paidPrepaidOrder } from "./support/prepaid";
import { callApi, createCustomer } from "./support/session";
import { createStaff, signInStaffBrowser } from "./support/staff";

// A staff sign-in needs a fresh authenticator code; the machine is shared.
test.describe.configure({ timeout: 120_000 });

test.describe("the audit log", () => {
  test("names each record, links it, shows the changed fields, and filters by who acted", async ({ page, context }) => {
    const owner = await createStaff("owner", "Asha Auditor");
    const target = await createStaff("catalogue", `Ravi ${Date.now().toString(36)}`);
    expect(
      (await callApi("PATCH", `/admin/staff/${target.id}`, { token: owner.token, body: { role: "operations" } }))
        .status,
    ).toBe(200);
    const shopper = await createCustomer({ firstName: "Meera", lastName: "Iyer" });
    const order = await paidPrepaidOrder(shopper);
    await signInStaffBrowser(context, owner);

    // A change by staff: who by name, the record by name linked to its page, one row per changed field.
    await page.goto("/admin/audit?action=staff.update");
    const log = page.getByRole("table", { name: /changes?$/ });
    const entry = log
      .getByRole("row")
      .filter({ has: page.getByRole("link", { name: `${target.name} (${target.email})` }) });
    await expect(entry.first()).toContainText("Asha Auditor");
    const changes = entry.first().getByRole("table");
    await expect(changes.getByRole("row", { name: /^Role/ })).toContainText(/Role\s*catalogue\s*operations/);
    await expect(changes.getByRole("row")).toHaveCount(2);
    await expectNoAxeViolations(page);
    await entry
      .first()
      .getByRole("link", { name: `${target.name} (${target.email})` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/staff/${target.id}$`));

    // The gateway's payment, chosen with the GET form's "Made by".
    await page.goto("/admin/audit");
    await page.getByLabel("Made by", { exact: true }).selectOption({ label: "Payment gateway" });
    await page.getByRole("button", { name: "Show changes" }).click();
    await expect(page).toHaveURL(/actorKind=gateway/);
    await expect(page.getByLabel("Made by", { exact: true })).toHaveValue("gateway");
    const paid = page.getByRole("link", { name: `${order.orderId} · Meera Iyer` });
    await expect(paid.first()).toBeVisible();
    const paidRow = page
      .getByRole("table", { name: /changes?$/ })
      .getByRole("row")
      .filter({ has: paid.first() })
      .first();
    await expect(paidRow).toContainText("Payment gateway");
    await expect(paidRow).toContainText("order.paid");
    await expect(paidRow.getByRole("table").getByRole("row", { name: /^Order status/ })).toContainText(
      /PAYMENT_PENDING\s*ORDERPLACED/,
    );
    await expect(page.getByRole("table", { name: /changes?$/ })).not.toContainText("Asha Auditor");
    await expectNoAxeViolations(page);

    // The shopper placed it, by name.
    await page.goto(`/admin/audit?actorKind=shopper&entityType=order`);
    await expect(
      page
        .getByRole("row")
        .filter({ has: page.getByRole("link", { name: `${order.orderId} · Meera Iyer` }) })
        .first(),
    ).toContainText("Shopper Meera Iyer");
    await paid.first().click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.orderId}$`));
  });
});
