import { readFile } from "node:fs/promises";
import { formatPrice } from "~/lib/format";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { waitForImport } from "./support/imports";
import { callApi } from "./support/session";
import { createStaff, signInStaffBrowser, toast } from "./support/staff";
import { UNTIL_THE_SHOP_CATCHES_UP } from "./support/shop-cache";

test.describe.configure({ timeout: 120_000 });

/** Plain products no other spec prices; each JavaScript setting has its own, as the two run at once. */
const PRODUCTS = { "js-enabled": "madhubani-wall-art", "js-disabled": "macrame-hanging-planter" } as Record<
  string,
  string
>;

test.describe("the catalogue as CSV", () => {
  test("catalogue staff export the catalogue, see a bad row's error in a dry run and in a refused import, then import a new price (seen in the shop) and a new product (inactive until it has pictures)", async ({
    page,
    context,
  }, testInfo) => {
    const slug = PRODUCTS[testInfo.project.name];
    const product = await callApi<{ sku: string; name: string; mrp: number; sellingPrice: number }>(
      "GET",
      `/products/by-slug/${slug}`,
    );
    expect(product.status).toBe(200);
    const { sku, mrp, sellingPrice } = product.body;
    // Another price than the one it has, so a repeated run changes it too.
    const candidate = Math.round(mrp * 0.8);
    const newPrice = sellingPrice === candidate ? candidate - 10 : candidate;
    const newSku = `E2E-LAMP-${testInfo.project.name.toUpperCase()}-${Date.now()}`;
    const lampName = `E2E Cane Lamp ${testInfo.project.name} ${Date.now()}`;

    await signInStaffBrowser(context, await createStaff("catalogue", "Chitra Catalogue"));
    await page.goto("/admin/products");
    await page.getByRole("link", { name: "Import or export (CSV)" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Import and export the catalogue");
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download the catalogue (CSV)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^woodnest-catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = await readFile((await download.path()) ?? "", "utf8");
    expect(exported.split("\n")[0]).toBe(
      "\uFEFFsku,product_sku,name,product_type,colour,size,categories,sub_categories,mrp,selling_price,stock,maximum_order_quantity,hsn_code,gst_rate,active",
    );
    expect(exported).toContain(`\n${sku},${sku},`);

    const header = "sku,selling_price,name,categories,mrp,hsn_code,gst_rate,stock,active";
    const choose = (lines: string[]) =>
      page
        .getByLabel("CSV file")
        .setInputFiles({ name: "catalogue.csv", mimeType: "text/csv", buffer: Buffer.from(lines.join("\n")) });
    await choose([header, `${sku},${mrp + 500},,,,,,,`, `${newSku},1499,${lampName},living-room,1999,9405,18,6,no`]);
    await page.getByRole("button", { name: "Check the file (dry run)" }).click();
    await expect(page.getByRole("heading", { name: "1 row has errors: correct them before importing" })).toBeVisible();
    const errors = page.getByRole("table", { name: "Errors" });
    await expect(errors.getByRole("row").filter({ hasText: sku })).toContainText(
      "Selling price must not be more than the MRP",
    );
    await expect(errors.getByRole("row").filter({ hasText: sku }).getByRole("rowheader")).toHaveText("2");
    await expectNoAxeViolations(page);

    // Imported anyway: the import's job checks every row first, writes nothing and lists the row's error.
    await choose([header, `${sku},${mrp + 500},,,,,,,`, `${newSku},1499,${lampName},living-room,1999,9405,18,6,no`]);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Catalogue import: catalogue.csv");
    await waitForImport(page, "Not imported");
    await expect(
      page.getByText("1 row has errors: nothing was imported. Correct the file and import it again."),
    ).toBeVisible();
    const rowErrors = page.getByRole("table", { name: "Row errors" });
    await expect(rowErrors.getByRole("row").filter({ hasText: sku })).toContainText(
      "Selling price must not be more than the MRP",
    );
    await expect(rowErrors.getByRole("row").filter({ hasText: sku }).getByRole("rowheader")).toHaveText("2");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Back to the catalogue import" }).click();

    await choose([header, `${sku},${newPrice},,,,,,,`, `${newSku},1499,${lampName},living-room,1999,9405,18,6,no`]);
    await page.getByRole("button", { name: "Check the file (dry run)" }).click();
    await expect(page.getByRole("heading", { name: "The file is ready to import" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Changes the import would make" })).toContainText(
      `New product: ${lampName}`,
    );

    await choose([header, `${sku},${newPrice},,,,,,,`, `${newSku},1499,${lampName},living-room,1999,9405,18,6,no`]);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expect(toast(page)).toContainText("The import of 2 rows has started");
    await waitForImport(page, "Imported");
    await expect(
      page.getByText("2 of 2 rows written. Imported: 1 product added, 1 SKU updated, 0 unchanged."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel the import" })).toHaveCount(0);
    await page.getByRole("link", { name: "All recent imports" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recent imports");
    await expect(page.getByRole("row").filter({ hasText: "catalogue.csv" }).first()).toContainText("Imported");

    // The shop shows the new price within its 5 s.
    await expect(async () => {
      await page.goto(`/product/${slug}`);
      await expect(page.getByText(formatPrice(newPrice)).first()).toBeVisible({ timeout: 500 });
    }).toPass(UNTIL_THE_SHOP_CATCHES_UP);
    // The new product waits, inactive, in the back office (the shop's listings other specs count stay as they are).
    await page.goto(`/admin/products?q=${encodeURIComponent(newSku)}`);
    const row = page.getByRole("row").filter({ hasText: lampName });
    await expect(row).toContainText("Inactive");
    await expect(row).toContainText("Living Room");
  });

  test("a role without catalogue work gets a 403 page on both import screens; a post that is no file form is answered 400, not 500", async ({
    page,
    context,
    baseURL,
  }) => {
    await signInStaffBrowser(context, await createStaff("operations", "Olga Operations"));
    for (const path of ["/admin/products/import", "/admin/delivery-areas/import", "/admin/imports"]) {
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(403);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not allowed");
    }

    await context.clearCookies();
    await signInStaffBrowser(context, await createStaff("catalogue", "Charu Catalogue"));
    for (const path of ["/admin/products/import", "/admin/delivery-areas/import"]) {
      const answer = await page.request.post(path, { form: { intent: "import" }, headers: { origin: baseURL ?? "" } });
      expect(answer.status(), path).toBe(400);
      expect(await answer.text()).toContain("Choose a CSV file and send it with this page&#x27;s buttons.");
    }
  });
});
