import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { callApi } from "./support/session";
import { createStaff, signInStaffBrowser, toast } from "./support/staff";
import { UNTIL_THE_SHOP_CATCHES_UP } from "./support/shop-cache";

// Staff accounts are made through invitations; the storefront check waits out the shop's cache.
test.describe.configure({ timeout: 120_000 });

/** A name no other test of the run (nor the other JavaScript project) uses: the e2e database is shared. */
const uniqueName = (what: string) => `${what} ${Math.random().toString(36).slice(2, 8)}`;
const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** The rows of the page's (first) table, by their row header. */
const rowOf = (page: Page, name: string) =>
  page
    .getByRole("table")
    .first()
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name, exact: true }) });

/** Deletes a category left by a failed run through the API, so the shop's menu tests see only the seed's. */
async function removeCategory(token: string, name: string) {
  const list = await callApi<{ _id: string; name: string }[]>("GET", "/admin/categories", { token });
  for (const category of list.body.filter((row) => row.name.startsWith(name))) {
    await callApi("DELETE", `/admin/categories/${category._id}`, { token });
  }
}

test.describe("categories, colours and sizes in the back office", () => {
  test("a catalogue member creates a category with a sub-category, moves it, renames it, sees the new name in the shop and deletes it", async ({
    page,
    context,
    browser,
  }, testInfo) => {
    const staff = await createStaff("catalogue", "Cara Catalogue");
    const name = uniqueName("Test Almirahs");
    const renamed = `${name} Renamed`;
    await signInStaffBrowser(context, staff);
    try {
      await page.goto("/admin");
      await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Categories" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Categories");
      await page.getByRole("link", { name: "New category" }).click();

      // A refused form keeps what was typed and says why by the field.
      await page.getByLabel("Name", { exact: true }).fill(name);
      await page.getByLabel("Slug", { exact: true }).fill("Not a slug");
      await page.getByRole("button", { name: "Create category" }).click();
      await expect(page.getByLabel("Slug", { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText("Slug may contain only lower-case letters, digits and single hyphens")).toBeVisible();
      await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
      await page.getByLabel("Slug", { exact: true }).fill("");
      await page.getByRole("button", { name: "Create category" }).click();
      await expect(toast(page)).toContainText(`Category ${name} created`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      await expect(page.getByRole("link", { name: `/shop/${slugOf(name)}` })).toBeVisible();

      const addSub = page.getByRole("form", { name: "Add a sub-category" });
      await addSub.getByLabel("Name", { exact: true }).fill("Two Door");
      await addSub.getByRole("button", { name: "Add sub-category" }).click();
      await expect(toast(page)).toContainText("Sub-category Two Door added");
      await expect(rowOf(page, "Two Door")).toContainText(`/shop/${slugOf(name)}/two-door`);

      // New categories join the end of the menu; one press moves it one place up.
      await page.getByRole("link", { name: "Back to categories" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Categories");
      const names = page.getByRole("table").getByRole("rowheader");
      const before = await names.allTextContents();
      // At the end, or just before this test's twin in the other project, made at the same time.
      expect(before.indexOf(name)).toBeGreaterThanOrEqual(before.length - 2);
      const above = before[before.indexOf(name) - 1];
      const order = async () => {
        const now = await names.allTextContents();
        return now.indexOf(name) - now.indexOf(above);
      };
      await page.getByRole("button", { name: `Move ${name} Up` }).click();
      await expect(toast(page)).toContainText(`${name} moved up`);
      await expect.poll(order).toBe(-1);
      await page.getByRole("button", { name: `Move ${name} Down` }).click();
      await expect(toast(page)).toContainText(`${name} moved down`);
      await expect.poll(order).toBe(1);

      // Renamed with a blank slug: the address follows the new name, and the old one redirects.
      await page.getByRole("link", { name, exact: true }).click();
      const edit = page.getByRole("form", { name: "Name, address and SEO" });
      await edit.getByLabel("Name", { exact: true }).fill(renamed);
      await edit.getByLabel("Slug", { exact: true }).fill("");
      await edit.getByLabel("SEO title", { exact: true }).fill(`${renamed} in solid wood`);
      await edit.getByRole("button", { name: "Save category" }).click();
      await expect(toast(page)).toContainText(`Category ${renamed} saved`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(renamed);

      // The shop's menu shows the new name within 5 s (its cache keeps the category list 2 s + 3 s stale).
      const shop = await browser.newContext({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
      const shopper = await shop.newPage();
      const savedAt = Date.now();
      await expect(async () => {
        await shopper.goto("/");
        await expect(
          shopper.getByRole("navigation", { name: "Main" }).getByRole("link", { name: renamed, exact: true }),
        ).toBeVisible({ timeout: 500 });
      }).toPass(UNTIL_THE_SHOP_CATCHES_UP);
      expect(Date.now() - savedAt).toBeLessThan(8_000);
      await shopper.goto(`/shop/${slugOf(name)}`);
      await expect(shopper).toHaveURL(new RegExp(`/shop/${slugOf(renamed)}$`));
      await expect(shopper.getByRole("heading", { level: 1 })).toHaveText(renamed);
      await expect(shopper).toHaveTitle(new RegExp(`${renamed} in solid wood`));
      await shop.close();

      // Deleting asks first on a page of its own (no JavaScript needed); its empty sub-category goes with it.
      await page.getByRole("link", { name: "Delete category…" }).click();
      await expect(page).toHaveURL(/\?confirm=delete/);
      await page
        .getByRole("group", { name: `Delete ${renamed}?` })
        .getByRole("button", { name: `Yes, delete ${renamed}` })
        .click();
      await expect(toast(page)).toContainText(`Category ${renamed} deleted`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Categories");
      await expect(page.getByRole("link", { name: renamed, exact: true })).toHaveCount(0);
    } finally {
      await removeCategory(staff.token, name);
    }
  });

  test("renames, moves and deletes a sub-category, and refuses to delete a category that holds products", async ({
    page,
    context,
  }) => {
    const staff = await createStaff("catalogue");
    const name = uniqueName("Test Shelves");
    await signInStaffBrowser(context, staff);
    const created = await callApi<{ _id: string }>("POST", "/admin/categories", { token: staff.token, body: { name } });
    expect(created.status, created.message).toBe(200);
    try {
      for (const sub of ["Wall", "Floor"])
        await callApi("POST", `/admin/categories/${created.body._id}/sub-categories`, {
          token: staff.token,
          body: { name: sub },
        });
      await page.goto(`/admin/categories/${created.body._id}`);
      await page.getByRole("button", { name: "Move Floor Up" }).click();
      await expect(toast(page)).toContainText("Floor moved up");
      await expect(page.getByRole("table").getByRole("rowheader")).toHaveText(["Floor", "Wall"]);

      await page.getByRole("link", { name: "Rename Wall" }).click();
      const rename = page.getByRole("form", { name: "Rename Wall" });
      await rename.getByLabel("Name", { exact: true }).fill("Floor");
      await rename.getByLabel("Slug", { exact: true }).fill("");
      await rename.getByRole("button", { name: "Save sub-category" }).click();
      // The slug is taken by its sibling: refused by the field, with what was typed kept.
      await expect(
        page.getByRole("form", { name: "Rename Wall" }).getByText("The slug floor is already used by Floor"),
      ).toBeVisible();
      await expect(page.getByRole("form", { name: "Rename Wall" }).getByLabel("Name", { exact: true })).toHaveValue(
        "Floor",
      );
      await page.getByRole("form", { name: "Rename Wall" }).getByLabel("Name", { exact: true }).fill("Wall Mounted");
      await page.getByRole("form", { name: "Rename Wall" }).getByRole("button", { name: "Save sub-category" }).click();
      await expect(toast(page)).toContainText("Sub-category Wall Mounted saved");
      await expect(rowOf(page, "Wall Mounted")).toContainText("wall-mounted");

      await page.getByRole("link", { name: "Delete Floor" }).click();
      await page
        .getByRole("group", { name: "Delete the sub-category Floor?" })
        .getByRole("button", { name: "Yes, delete Floor" })
        .click();
      await expect(toast(page)).toContainText("Sub-category Floor deleted");
      await expect(page.getByRole("table").getByRole("rowheader")).toHaveText(["Wall Mounted"]);

      // A category of the demo shop holds products: the delete is refused and says how many.
      const categories = await callApi<{ _id: string; name: string; productCount: number }[]>(
        "GET",
        "/admin/categories",
        { token: staff.token },
      );
      const held = categories.body.find((category) => category.name === "Living Room");
      if (!held) throw new Error("the demo shop has a Living Room category");
      await page.goto(`/admin/categories/${held._id}?confirm=delete`);
      await page.getByRole("button", { name: "Yes, delete Living Room" }).click();
      await expect(toast(page)).toContainText(
        `Living Room cannot be deleted while it holds ${held.productCount} products`,
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Living Room");
    } finally {
      await removeCategory(staff.token, name);
    }
  });

  test("a save over someone else's newer one is refused, saying who changed what, and keeps what was typed", async ({
    page,
    context,
  }) => {
    const [staff, owner] = [await createStaff("catalogue"), await createStaff("owner", "Omar Owner")];
    const name = uniqueName("Test Benches");
    await signInStaffBrowser(context, staff);
    const created = await callApi<{ _id: string; slug: string }>("POST", "/admin/categories", {
      token: staff.token,
      body: { name },
    });
    expect(created.status, created.message).toBe(200);
    try {
      await page.goto(`/admin/categories/${created.body._id}`);
      // The owner saves while this page is open.
      const theirs = await callApi("PATCH", `/admin/categories/${created.body._id}`, {
        token: owner.token,
        body: { name, slug: created.body.slug, seoTitle: "Owner's title", version: 1 },
      });
      expect(theirs.status, theirs.message).toBe(200);
      const edit = page.getByRole("form", { name: "Name, address and SEO" });
      await edit.getByLabel("Name", { exact: true }).fill(`${name} Mine`);
      await edit.getByRole("button", { name: "Save category" }).click();
      await expect(page.getByRole("form", { name: "Name, address and SEO" }).getByRole("alert")).toContainText(
        `Omar Owner (${owner.email}) saved this category`,
      );
      await expect(page.getByRole("form", { name: "Name, address and SEO" }).getByRole("alert")).toContainText(
        "changing SEO title",
      );
      await expect(
        page.getByRole("form", { name: "Name, address and SEO" }).getByLabel("Name", { exact: true }),
      ).toHaveValue(`${name} Mine`);
      // The page now carries the newest version, so having read their change, the second save goes through.
      await expect(page.locator('input[name="version"]')).toHaveValue("2");
      await page
        .getByRole("form", { name: "Name, address and SEO" })
        .getByRole("button", { name: "Save category" })
        .click();
      await expect(toast(page)).toContainText(`Category ${name} Mine saved`);
    } finally {
      await removeCategory(staff.token, name);
    }
  });

  test("a catalogue member adds, edits and deletes a colour and a size", async ({ page, context }) => {
    await signInStaffBrowser(context, await createStaff("catalogue"));
    const colour = uniqueName("Test Mahogany");
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Colours" }).click();
    const add = page.getByRole("form", { name: "Add a colour" });
    await add.getByLabel("Name", { exact: true }).fill(colour);
    await add.getByLabel("Colour code", { exact: true }).fill("red");
    await add.getByRole("button", { name: "Add colour" }).click();
    await expect(page.getByText("Colour code must be # and six hex digits, like #8b5a2b")).toBeVisible();
    await page.getByRole("form", { name: "Add a colour" }).getByLabel("Colour code", { exact: true }).fill("#C04000");
    await page.getByRole("form", { name: "Add a colour" }).getByRole("button", { name: "Add colour" }).click();
    await expect(toast(page)).toContainText(`Colour ${colour} added`);
    // The swatch comes with the name and the code: never the colour alone.
    await expect(rowOf(page, colour)).toContainText("#c04000");

    await page.getByRole("link", { name: `Edit ${colour}` }).click();
    const edit = page.getByRole("form", { name: `Edit ${colour}` });
    await edit.getByLabel("Colour code", { exact: true }).fill("#8b3a1a");
    await edit.getByRole("button", { name: "Save colour" }).click();
    await expect(toast(page)).toContainText(`Colour ${colour} saved`);
    await expect(rowOf(page, colour)).toContainText("#8b3a1a");

    await page.getByRole("link", { name: `Delete ${colour}` }).click();
    await page.getByRole("button", { name: `Yes, delete ${colour}` }).click();
    await expect(toast(page)).toContainText(`Colour ${colour} deleted`);
    await expect(rowOf(page, colour)).toHaveCount(0);

    const [small, large] = [uniqueName("Test Small"), uniqueName("Test Large")];
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Sizes" }).click();
    for (const size of [small, large]) {
      await page.getByRole("form", { name: "Add a size" }).getByLabel("Name", { exact: true }).fill(size);
      await page.getByRole("form", { name: "Add a size" }).getByRole("button", { name: "Add size" }).click();
      await expect(toast(page)).toContainText(`Size ${size} added`);
    }
    const names = page.getByRole("table").getByRole("rowheader");
    const before = await names.allTextContents();
    expect(before.slice(-2)).toEqual([small, large]);
    await page.getByRole("button", { name: `Move ${large} Up` }).click();
    await expect(toast(page)).toContainText(`${large} moved up`);
    await expect(names).toHaveText([...before.slice(0, -2), large, small]);
    for (const size of [small, large]) {
      await page.getByRole("link", { name: `Delete ${size}` }).click();
      await page.getByRole("button", { name: `Yes, delete ${size}` }).click();
      await expect(toast(page)).toContainText(`Size ${size} deleted`);
    }
    await expect(names).toHaveText(before.slice(0, -2));
  });

  test("another role gets no catalogue links and a 403 page", async ({ page, context }) => {
    await signInStaffBrowser(context, await createStaff("operations"));
    await page.goto("/admin");
    await expect(page.getByRole("link", { name: "Categories" })).toHaveCount(0);
    for (const path of ["/admin/categories", "/admin/categories/new", "/admin/colours", "/admin/sizes"]) {
      const answer = await page.goto(path);
      expect(answer?.status()).toBe(403);
    }
  });
});
