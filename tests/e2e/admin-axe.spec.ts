import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { colourSizeProductThroughApi } from "./support/products";
import { deliveredCodOrder, packedCodOrder } from "./support/orders";
import { createStaff, inviteThroughApi, signInStaffBrowser } from "./support/staff";
import { E2E_API_URL } from "./support/ports";
import { paidPrepaidOrder } from "./support/prepaid";
import { callApi, createCustomer, roomiestPlainProduct } from "./support/session";
import { javaScriptOn } from "./support/javascript";

test.describe.configure({ timeout: 90_000 });

test.describe("back-office screens have no axe violations", () => {
  test("the refund screen, with a failed refund to retry and a refused partial refund", async ({ page, context }) => {
    const operations = await createStaff("operations");
    const order = await paidPrepaidOrder(await createCustomer());
    // The sandbox gateway's own switch: the next refund of this amount (one per project, as they
    // run side by side) fails, as a bank could refuse it.
    const amount = test.info().project.name === "js-disabled" ? "10.38" : "10.37";
    const failNext = await fetch(`${E2E_API_URL}/sandbox/refunds`, {
      method: "POST",
      body: new URLSearchParams({ count: "1", amount }),
    });
    expect(failNext.status).toBe(200);
    const made = await callApi("POST", `/admin/orders/${order.orderId}/refunds`, {
      token: operations.token,
      body: { amount: Number(amount), reason: "Axe check" },
    });
    expect(made.status, made.message).toBe(200);
    await expect
      .poll(
        async () =>
          (await callApi("GET", `/admin/orders/${order.orderId}/refunds`, { token: operations.token })).body
            .paymentStatus,
        { timeout: 30_000 },
      )
      .toBe("REFUND_FAILED");

    await signInStaffBrowser(context, operations);
    await page.goto(`/admin/orders/${order.orderId}/refund`);
    await expect(page.getByRole("button", { name: `Try the refund of Rs ${amount} again` })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Refund through the payment gateway" }).click();
    await expect(page.getByLabel("Reason")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
  });

  test("the order edit screen, with a refused quantity, also 320 px wide", async ({ page, context }) => {
    const operations = await createStaff("operations");
    const order = await packedCodOrder(operations);
    await signInStaffBrowser(context, operations);
    await page.goto(`/admin/orders/${order.orderId}/edit`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit order ${order.orderId}`);
    await expectNoAxeViolations(page);
    await page.getByLabel("Quantity", { exact: true }).fill("0");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByLabel("Quantity", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    // On a 320 px phone nothing scrolls sideways.
    await page.setViewportSize({ width: 320, height: 720 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test("sign-in steps and the 403 page", async ({ page, context }) => {
    const member = await createStaff("content");
    await page.goto("/admin/login");
    await expectNoAxeViolations(page);
    await page.getByLabel("Email", { exact: true }).fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill(member.password);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByLabel("Code", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await signInStaffBrowser(context, member);
    await page.goto("/admin/audit");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not allowed");
    await expectNoAxeViolations(page);
  });

  test("the review screens", async ({ page, context }) => {
    const content = await createStaff("content");
    // A demo review to open: reading it changes nothing.
    const listed = await callApi<{ _id: string }[]>("GET", "/admin/reviews?status=all", { token: content.token });
    expect(listed.status, listed.message).toBe(200);
    const id = listed.body[0]._id;
    await signInStaffBrowser(context, content);
    for (const path of ["/admin/reviews", "/admin/reviews?status=all", `/admin/reviews/${id}`]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    // A refused filter, and a reply refused for being blank, each shown by its field.
    await page.goto("/admin/reviews?rating=9");
    await expect(page.getByLabel("Rating", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    await page.goto(`/admin/reviews/${id}`);
    await page.getByLabel("Reply", { exact: true }).fill("");
    await page.getByRole("button", { name: /^(Post|Save) reply$/ }).click();
    await expect(page.getByLabel("Reply", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
  });

  test("the owner's screens", async ({ page, context }) => {
    const owner = await createStaff("owner");
    const target = await createStaff("catalogue");
    await signInStaffBrowser(context, owner);
    for (const path of [
      "/admin",
      "/admin/staff",
      `/admin/staff/${target.id}`,
      `/admin/staff/${target.id}?confirm=disable`,
      "/admin/audit",
      "/admin/stock",
      "/admin/settings/orders",
      "/admin/settings/reviews",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    // A refused filter, shown by its field.
    await page.goto("/admin/audit?from=yesterday");
    await expect(page.getByLabel("From", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    // The dashboard's refused range, over the default range's table and chart.
    await page.goto("/admin?from=2026-11-20&to=2026-11-01");
    await expect(page.getByLabel("To", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);

    await page.goto("/admin/recovery-codes");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Make new recovery codes…" }).click();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Yes, make new codes" }).click();
    await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
    await expectNoAxeViolations(page);
    // The old codes stopped working.
    const first = await callApi<{ challenge: string }>("POST", "/admin/session", {
      body: { email: owner.email, password: owner.password },
    });
    const old = await callApi("POST", "/admin/session/verify", {
      body: { challenge: first.body.challenge, code: owner.recoveryCodes[0] },
    });
    expect(old.status).toBe(401);
  });

  test("the pages screens, with the rich-text editor and a refused save", async ({ page, context }) => {
    const staff = await createStaff("content");
    await signInStaffBrowser(context, staff);
    for (const path of [
      "/admin/pages",
      "/admin/pages/aboutUs",
      "/admin/pages/contactUs",
      "/admin/pages/privacyPolicy",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (javaScriptOn() && path !== "/admin/pages/contactUs" && path !== "/admin/pages") {
        await expect(page.locator('[contenteditable="true"]').first()).toBeVisible();
      }
      await expectNoAxeViolations(page);
    }
    // A blank title is refused before anything is stored.
    await page.getByRole("textbox", { name: "Title", exact: true }).fill("");
    await page.getByRole("button", { name: "Save Privacy Policy" }).click();
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
  });

  test("the coupon screens", async ({ page, context }) => {
    const staff = await createStaff("catalogue");
    const code = `AXE${Date.now().toString(36).toUpperCase()}${test.info().project.name === "js-disabled" ? "N" : "J"}`;
    const created = await callApi("POST", "/admin/coupons", {
      token: staff.token,
      body: {
        code,
        discountType: "FLAT",
        discount: 500,
        minimumOrder: 5000,
        validFromDate: "2026-01-01",
        usageLimitPerCustomer: 1,
        isActive: true,
      },
    });
    expect(created.status, created.message).toBe(200);
    await signInStaffBrowser(context, staff);
    for (const path of [
      "/admin/coupons",
      "/admin/coupons?status=active",
      "/admin/coupons/new",
      `/admin/coupons/${code}`,
      `/admin/coupons/${code}?confirm=deactivate`,
      `/admin/coupons/${code}?confirm=delete`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    // Refusals shown by their fields, on the new coupon's form and on the edit form.
    await page.goto("/admin/coupons/new");
    await page.getByRole("button", { name: "Create coupon" }).click();
    await expect(page.getByLabel("Code", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    await page.goto(`/admin/coupons/${code}`);
    await page.getByLabel("Value", { exact: true }).fill("");
    await page.getByRole("button", { name: "Save coupon" }).click();
    await expect(page.getByLabel("Value", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
  });

  test("the invitation's steps", async ({ page }) => {
    const { invitation } = await inviteThroughApi("content", "Ira Invitee");
    await page.goto(`/admin/invitation/${invitation}`);
    await expectNoAxeViolations(page);
    await page.getByLabel("Password", { exact: true }).fill("ira-content-password");
    await page.getByLabel("Confirm password", { exact: true }).fill("ira-content-password");
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByTestId("totp-secret")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/admin/invitation/not-a-real-link");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Invitation not valid");
    await expectNoAxeViolations(page);
  });
  test("the catalogue's category, colour and size screens", async ({ page, context }) => {
    const member = await createStaff("catalogue");
    await signInStaffBrowser(context, member);
    const categories = await callApi<{ _id: string; name: string; subCategories: { _id: string }[] }[]>(
      "GET",
      "/admin/categories",
      { token: member.token },
    );
    const withSubs = categories.body.find((category) => category.subCategories.length > 0);
    if (!withSubs) throw new Error("the demo shop has sub-categories");
    const [colors, sizes] = await Promise.all([
      callApi<{ _id: string }[]>("GET", "/admin/colors", { token: member.token }),
      callApi<{ _id: string }[]>("GET", "/admin/sizes", { token: member.token }),
    ]);
    const category = `/admin/categories/${withSubs._id}`;
    const sub = withSubs.subCategories[0]._id;
    for (const path of [
      "/admin/categories",
      "/admin/categories/new",
      category,
      `${category}?confirm=delete`,
      `${category}?editSub=${sub}`,
      `${category}?deleteSub=${sub}`,
      "/admin/colours",
      `/admin/colours?edit=${colors.body[0]._id}`,
      `/admin/colours?delete=${colors.body[0]._id}`,
      "/admin/sizes",
      `/admin/sizes?edit=${sizes.body[0]._id}`,
      `/admin/sizes?delete=${sizes.body[0]._id}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    // A refused form, shown by its fields.
    await page.goto("/admin/categories/new");
    await page.getByRole("button", { name: "Create category" }).click();
    await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
  });
  test("the catalogue's stock screens", async ({ page, context }) => {
    const member = await createStaff("catalogue");
    await signInStaffBrowser(context, member);
    // The dashboard's low-stock list, the stock list (all, low, a refused filter) and a sku's history.
    for (const path of ["/admin", "/admin/stock", "/admin/stock?state=low", "/admin/stock?state=soon"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await page.goto("/admin/stock?state=low");
    await page.getByRole("table").getByRole("row").nth(1).getByRole("link").first().click();
    await expect(page.getByRole("heading", { name: "Stock changes", exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
    // A refused save: errors by their fields.
    await page.goto("/admin/stock?state=low");
    await page.getByRole("table").getByRole("textbox").first().fill("lots");
    await page.getByRole("button", { name: "Save stock" }).click();
    await expect(page.getByRole("table").getByRole("textbox").first()).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
  });
  test("the delivery-area screens", async ({ page, context }) => {
    const catalogue = await createStaff("catalogue");
    const pincode = String(780000 + (Date.now() % 10000));
    const added = await callApi("POST", "/admin/pincodes", {
      token: catalogue.token,
      body: { pincode, city: "Shillong", state: "Meghalaya", deliveryDays: 6, codAvailable: false },
    });
    expect(added.status, added.message).toBe(200);
    await signInStaffBrowser(context, catalogue);
    for (const path of [
      `/admin/delivery-areas?q=${pincode}`,
      `/admin/delivery-areas/${pincode}`,
      `/admin/delivery-areas/${pincode}?confirm=deactivate`,
      "/admin/delivery-areas/import",
      "/admin/imports",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    // A refused range, shown by its fields.
    await page.goto("/admin/delivery-areas");
    const range = page.getByRole("form", { name: "Add a range of pincodes" });
    await range.getByLabel("From", { exact: true }).fill("400010");
    await range.getByLabel("To", { exact: true }).fill("400001");
    await range.getByLabel("City", { exact: true }).fill("Mumbai");
    await range.getByLabel("State", { exact: true }).selectOption("Maharashtra");
    await range.getByRole("button", { name: "Add range" }).click();
    await expect(
      page.getByRole("form", { name: "Add a range of pincodes" }).getByLabel("To", { exact: true }),
    ).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    // A dry run's report of errors.
    await page.goto("/admin/delivery-areas/import");
    await page
      .getByLabel("CSV file")
      .setInputFiles({ name: "bad.csv", mimeType: "text/csv", buffer: Buffer.from("pincode,city\n1,x\n") });
    await page.getByRole("button", { name: "Check the file (dry run)" }).click();
    await expect(page.getByRole("heading", { name: /^1 error/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
  test("the order screens", async ({ page, context }) => {
    await signInStaffBrowser(context, await createStaff("operations"));
    // The demo seed's orders (api/src/db/seed/orders.ts): one placed, one shipped with its AWB.
    for (const path of [
      "/admin/orders",
      "/admin/orders?status=SHIPPED&paymentMethod=Prepaid&sort=total-high",
      "/admin/orders/FS090004",
      "/admin/orders/FS090001",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    // A paid prepaid order's page links to its refunds.
    await page.goto("/admin/orders/FS090004");
    await page.getByRole("list", { name: "Other actions" }).getByRole("link", { name: "Refunds", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Refunds of order FS090004");
    await expectNoAxeViolations(page);
    // A refused filter, and a cancellation without its reason, shown by their fields.
    await page.goto("/admin/orders?from=yesterday");
    await expect(page.getByLabel("Placed from", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    await page.goto("/admin/orders/FS090001");
    await page.getByRole("group", { name: "Cancel order" }).getByRole("button", { name: "Cancel order" }).click();
    await expect(page.getByLabel("Reason for cancelling", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
  });
  test("the product screens", async ({ page, context }) => {
    const catalogue = await createStaff("catalogue");
    await signInStaffBrowser(context, catalogue);
    const { id, colorId } = await colourSizeProductThroughApi(catalogue.token, `Axe Armchair ${Date.now()}`);

    for (const path of [
      "/admin/products",
      "/admin/products?stock=low&sort=price",
      "/admin/products/new",
      `/admin/products/${id}`,
      `/admin/products/${id}?confirm=deactivate`,
      `/admin/products/${id}?confirm=remove-color&id=${colorId}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    // Refused: the errors by their fields, and a refused matrix cell.
    await page.goto("/admin/products/new");
    await page.getByRole("button", { name: "Save product" }).click();
    await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    await page.goto(`/admin/products/${id}`);
    await page.locator('input[name="variants[0].sellingPrice"]').fill("99999");
    await page.getByRole("button", { name: "Save variants" }).click();
    await expect(page.locator('input[name="variants[0].sellingPrice"]')).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
  });

  test("the ship screen", async ({ page, context }) => {
    const operations = await createStaff("operations");
    await signInStaffBrowser(context, operations);
    const order = await packedCodOrder(operations);
    await page.goto(`/admin/orders/${order.orderId}/ship`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    // Refused: the errors by their fields.
    await page.getByRole("button", { name: "Ship with the courier" }).click();
    await expect(page.getByLabel("Length (cm)", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    // Shipped: the AWB, the tracking link and the label.
    for (const [label, value] of [
      ["Length (cm)", "60"],
      ["Breadth (cm)", "40"],
      ["Height (cm)", "30"],
      ["Weight (kg)", "7"],
    ]) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
    await page.getByRole("button", { name: "Ship with the courier" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${order.orderId} is shipped`);
    await expectNoAxeViolations(page);
    // The sandbox courier's own pages: the label and the control page.
    await page.getByRole("link", { name: "Print label" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sandbox Surface");
    await expectNoAxeViolations(page);
    await page.goBack();
    await page.getByRole("link", { name: "Sandbox courier: move this shipment" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sandbox courier");
    await expectNoAxeViolations(page);
  });
  test("the search, with the header's box", async ({ page, context }) => {
    const ops = await createStaff("operations");
    await signInStaffBrowser(context, ops);
    for (const path of ["/admin/search", "/admin/search?q=nobody%40example.in"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
      await expectNoAxeViolations(page);
    }
    // A refused search (longer than the box allows), shown by its field.
    await page.goto(`/admin/search?q=${"9".repeat(101)}`);
    await expect(page.getByLabel("Order id, mobile, email or AWB", { exact: true }).last()).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expectNoAxeViolations(page);
  });
  test("the home page's and the shop's settings screens, with a refused form and a removal to confirm", async ({
    page,
    context,
  }) => {
    const owner = await createStaff("owner");
    await signInStaffBrowser(context, owner);
    for (const path of [
      "/admin/home",
      "/admin/home?remove=slides:0",
      "/admin/home/slides/0",
      "/admin/home/offers/new",
      "/admin/home/popup",
      "/admin/settings/shop",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    // Refused before anything is saved: the shop's settings stay as they are for the other tests.
    await page.getByLabel("Support phone", { exact: true }).fill("12345");
    await page.getByLabel("Opening times", { exact: true }).fill("whenever");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByLabel("Support phone", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Opening times", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
  });
  test("the GST settings screen, with a refused form", async ({ page, context }) => {
    const owner = await createStaff("owner");
    await signInStaffBrowser(context, owner);
    await page.goto("/admin/settings/gst");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("GST settings");
    await expectNoAxeViolations(page);
    // Refused before anything is saved: the seller stays as it is for the other tests.
    await page.getByLabel("GSTIN", { exact: true }).fill("07AABCW4821K1Z");
    await page.getByLabel("State", { exact: true }).selectOption("Rajasthan");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByLabel("GSTIN", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
  });
  test("the enquiries inbox, an enquiry and the newsletter list", async ({ page, context }) => {
    const content = await createStaff("content");
    const sent = await callApi<{ _id: string }>("POST", "/inquires", {
      body: {
        inquiryType: "PROJECT",
        name: "Axe Sender",
        mobile: "9876501234",
        email: "axe.sender@example.in",
        pincode: "560001",
        intrests: "School Furniture",
        message: "Forty desks",
      },
    });
    expect(sent.status, sent.message).toBe(200);
    await signInStaffBrowser(context, content);
    await page.goto("/admin/enquiries?status=NEW");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enquiries");
    await expectNoAxeViolations(page);
    // Refused filters, shown by their fields.
    await page.goto("/admin/enquiries?from=2026-02-30");
    await expect(page.getByLabel("From", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    await page.goto(`/admin/enquiries/${sent.body._id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Project enquiry from Axe Sender");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByLabel("Note", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    await page.goto("/admin/newsletter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Newsletter");
    await expectNoAxeViolations(page);
  });
  test("the blog screens", async ({ page, context }) => {
    const content = await createStaff("content");
    const tag = `${Date.now().toString(36)}${test.info().project.name === "js-disabled" ? "n" : "j"}`;
    const category = await callApi<{ _id: string }>("POST", "/admin/blog/categories", {
      token: content.token,
      body: { name: `Axe shelf ${tag}` },
    });
    expect(category.status, category.message).toBe(200);
    const post = await callApi<{ _id: string }>("POST", "/admin/blog/posts", {
      token: content.token,
      body: { title: `Axe post ${tag}`, blogCategoryId: category.body._id, body: "<h2>Care</h2><p>Oil it.</p>" },
    });
    expect(post.status, post.message).toBe(200);
    await signInStaffBrowser(context, content);
    for (const path of [
      "/admin/blog",
      "/admin/blog?status=SCHEDULED",
      "/admin/blog/new",
      `/admin/blog/${post.body._id}`,
      `/admin/blog/${post.body._id}?confirm=delete`,
      `/admin/blog/${post.body._id}/image`,
      `/admin/blog/${post.body._id}/preview`,
      "/admin/blog/categories",
      `/admin/blog/categories?remove=${category.body._id}`,
      "/admin/faqs",
      "/admin/testimonials",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    // A refused new post, shown by its fields.
    await page.goto("/admin/blog/new");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByLabel("Title", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
  });
  test("the project screens, also 320 px wide", async ({ page, context }) => {
    const content = await createStaff("content");
    const tag = `${Date.now().toString(36)}${test.info().project.name === "js-disabled" ? "n" : "j"}`;
    const as = { token: content.token };
    const category = await callApi<{ _id: string }>("POST", "/admin/projects/categories", {
      ...as,
      body: { name: `Axe gallery ${tag}` },
    });
    expect(category.status, category.message).toBe(200);
    const sub = await callApi<{ _id: string }>(
      "POST",
      `/admin/projects/categories/${category.body._id}/sub-categories`,
      { ...as, body: { name: `Axe homes ${tag}` } },
    );
    const group = await callApi<{ _id: string }>("POST", `/admin/projects/sub-categories/${sub.body._id}/groups`, {
      ...as,
      body: { name: `Axe lobbies ${tag}` },
    });
    const project = await callApi<{ _id: string }>("POST", `/admin/projects/groups/${group.body._id}/projects`, {
      ...as,
      body: { name: `Axe villa ${tag}` },
    });
    expect(project.status, project.message).toBe(200);
    await signInStaffBrowser(context, content);
    const categoryPage = `/admin/projects/${category.body._id}`;
    for (const path of [
      "/admin/projects",
      `/admin/projects?remove=${category.body._id}`,
      categoryPage,
      `${categoryPage}?remove=item:${project.body._id}`,
      `${categoryPage}/banner`,
      `/admin/projects/items/${project.body._id}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    // A refused name, shown by its field; and nothing wider than a small phone.
    await page.goto(categoryPage);
    await page.getByRole("button", { name: "Add sub-category" }).click();
    await expect(
      page.getByRole("form", { name: `Add a sub-category to Axe gallery ${tag}` }).getByLabel("Name", { exact: true }),
    ).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 320, height: 720 });
    for (const path of ["/admin/projects", categoryPage, `/admin/projects/items/${project.body._id}`]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    }
    for (const [path, id] of [
      ["items", project],
      ["groups", group],
      ["sub-categories", sub],
      ["categories", category],
    ] as const) {
      expect((await callApi("DELETE", `/admin/projects/${path}/${id.body._id}`, as)).status).toBe(200);
    }
  });
  test("an order's tax invoice, also 320 px wide", async ({ page, context }) => {
    const operations = await createStaff("operations");
    const order = await deliveredCodOrder(operations, 1);
    const documents = await callApi("GET", `/admin/orders/${order.orderId}/documents`, { token: operations.token });
    expect(documents.status, documents.message).toBe(200);
    const invoicePage = `/admin/orders/${order.orderId}/documents/${documents.body.invoice._id}`;
    await signInStaffBrowser(context, operations);
    for (const path of [`/admin/orders/${order.orderId}`, invoicePage]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    // The lines scroll inside their own box; the page itself is no wider than a small phone.
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto(invoicePage);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
  test("the draft order screens and the payment link page", async ({ page, context }) => {
    const operations = await createStaff("operations");
    const mobile = `8${String(Date.now()).slice(-9)}`;
    const started = await callApi<{ id: string; version: number }>("POST", "/admin/draft-orders", {
      token: operations.token,
      body: { firstName: "Axe", lastName: "Check", mobile, email: `axe.${mobile}@example.in` },
    });
    expect(started.status, started.message).toBe(200);
    const draft = started.body;
    await signInStaffBrowser(context, operations);
    for (const path of [
      "/admin/orders/new",
      `/admin/orders/new?mobile=${mobile}`,
      "/admin/orders/new?mobile=6000000001",
      "/admin/orders/drafts",
      `/admin/orders/drafts/${draft.id}?q=a`,
      `/admin/orders/drafts/${draft.id}?confirm=delete`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    // A typed address refused field by field.
    await page.goto(`/admin/orders/drafts/${draft.id}`);
    await page.getByRole("button", { name: "Deliver to this address" }).click();
    await expect(page.getByLabel("Pincode", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);

    // Sent as a payment link: the draft's page as it then reads, and the customer's page.
    const product = await roomiestPlainProduct();
    const address = {
      name: "Axe Check",
      mobile,
      email: `axe.${mobile}@example.in`,
      address: "1 Road",
      landmark: "",
      locality: "",
      addressType: "HOME",
      country: "India",
      state: "Delhi",
      city: "New Delhi",
      pincode: "110001",
    };
    const saved = await callApi<{ version: number }>("PUT", `/admin/draft-orders/${draft.id}`, {
      token: operations.token,
      body: {
        version: draft.version,
        lines: [{ product: product._id, quantity: 1 }],
        shippingAddress: address,
        couponCode: null,
        manualDiscountReason: null,
      },
    });
    expect(saved.status, saved.message).toBe(200);
    const sent = await callApi<{ link: { url: string } }>("POST", `/admin/draft-orders/${draft.id}/payment-link`, {
      token: operations.token,
      body: { version: saved.body.version, channel: "email" },
    });
    expect(sent.status, sent.message).toBe(200);
    await page.goto(`/admin/orders/drafts/${draft.id}`);
    await expect(page.getByTestId("payment-link")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(new URL(sent.body.link.url).pathname);
    await expect(page.getByRole("button", { name: /^Pay Rs/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
  test("the GST return screen, with a month's figures and with a refused month", async ({ page, context }) => {
    await signInStaffBrowser(context, await createStaff("operations"));
    await page.goto("/admin/reports/gst?month=2026-03");
    await expect(page.getByRole("heading", { name: "B2B invoices (table 4A)" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/admin/reports/gst?month=2026-13");
    await expect(page.getByLabel("Month", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
  });
});
