import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { createStaff, signInStaffBrowser } from "./support/staff";

test.describe.configure({ timeout: 120_000 });

/** The demo shop's filed month (api/src/db/seed/gst-returns.ts). */
const MONTH = "2026-03";

const total = (page: Page, sheet: string, column: string) => page.locator(`[data-total="${sheet}:${column}"]`);

async function download(page: Page, sheet: string) {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: new RegExp(`^Download ${sheet}\\.csv`) }).click(),
  ]);
  expect(file.suggestedFilename()).toBe(`gstr1-${MONTH}-${sheet}.csv`);
  const [columns, ...rows] = parse(readFileSync((await file.path())!, "utf8")) as string[][];
  return {
    columns,
    rows,
    sum: (column: string) =>
      (rows.reduce((a, row) => a + Math.round(Number(row[columns.indexOf(column)]) * 100), 0) / 100).toFixed(2),
  };
}

test("operations picks a month on the GST return screen, reads each table's totals and downloads the offline tool's CSV files that add up to them", async ({
  page,
  context,
}) => {
  await signInStaffBrowser(context, await createStaff("operations"));
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "GST return" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("GST return (GSTR-1)");

  // A month that is not one is refused by its field.
  await page.getByLabel("Month", { exact: true }).fill("2016-05");
  await page.getByRole("button", { name: "Show figures" }).click();
  await expect(page.getByLabel("Month", { exact: true })).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Month", { exact: true }).fill(MONTH);
  await page.getByRole("button", { name: "Show figures" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/reports/gst\\?month=${MONTH}$`));
  await expect(page.getByText(`5 invoices and credit notes issued in ${MONTH}.`)).toBeVisible();
  await expect(total(page, "b2b", "Invoice Number")).toHaveText("1");
  await expect(total(page, "b2cl", "Invoice Number")).toHaveText("1");
  await expect(total(page, "docs", "Total Number")).toHaveText("5");
  const b2bTable = page.getByRole("table", { name: "B2B invoices (table 4A)" });
  await expect(b2bTable.getByRole("cell", { name: "WN/25-26/000001" }).first()).toBeVisible();

  const b2b = await download(page, "b2b");
  expect(b2b.columns[0]).toBe("GSTIN/UIN of Recipient");
  await expect(total(page, "b2b", "Taxable Value")).toHaveText(b2b.sum("Taxable Value"));

  const b2cs = await download(page, "b2cs");
  expect(b2cs.rows.map((row) => row[1])).toEqual(["07-Delhi", "27-Maharashtra"]);
  await expect(total(page, "b2cs", "Taxable Value")).toHaveText(b2cs.sum("Taxable Value"));

  const hsn = await download(page, "hsn_b2c");
  for (const column of [
    "Total Value",
    "Taxable Value",
    "Integrated Tax Amount",
    "Central Tax Amount",
    "State/UT Tax Amount",
  ]) {
    await expect(total(page, "hsn_b2c", column), column).toHaveText(hsn.sum(column));
  }
  const docs = await download(page, "docs");
  expect(docs.rows).toEqual([
    ["Invoices for outward supply", "WN/25-26/000001", "WN/25-26/000004", "4", "0"],
    ["Credit Note", "WN/25-26/C00001", "WN/25-26/C00001", "1", "0"],
  ]);
});
