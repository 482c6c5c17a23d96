import sharp from "sharp";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { callApi } from "./support/session";
import { createStaff, signInStaffBrowser, toast } from "./support/staff";
import { UNTIL_THE_SHOP_CATCHES_UP } from "./support/shop-cache";

test.describe.configure({ timeout: 120_000 });

/** Plain products no other spec looks at; each JavaScript setting has its own, as the two run at once. */
const PRODUCTS = { "js-enabled": "madhubani-wall-art", "js-disabled": "macrame-hanging-planter" } as Record<
  string,
  string
>;

test.describe("a product's pictures in the back office", () => {
  test("catalogue staff upload a picture (a renamed text file is refused), show it first, see it in the shop with its renditions, and remove it", async ({
    page,
    context,
  }, testInfo) => {
    const slug = PRODUCTS[testInfo.project.name];
    const product = await callApi<{ _id: string; name: string; images: unknown[] }>("GET", `/products/by-slug/${slug}`);
    expect(product.status).toBe(200);
    const { _id: id, name } = product.body;
    const before = product.body.images.length;

    await signInStaffBrowser(context, await createStaff("catalogue", "Cara Catalogue"));
    await page.goto(`/admin/products/${id}/images`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Pictures of ${name}`);
    await expectNoAxeViolations(page);

    const upload = page.getByRole("form", { name: `Add a picture of ${name}` });
    const alt = `${name}, test upload ${testInfo.project.name}`;
    await upload
      .getByLabel("Image file")
      .setInputFiles({ name: "art.jpg", mimeType: "image/jpeg", buffer: Buffer.from("plain words, not a picture") });
    await upload.getByLabel("Description (alt text)").fill(alt);
    await upload.getByRole("button", { name: "Upload picture" }).click();
    await expect(upload.getByLabel("Image file")).toHaveAttribute("aria-invalid", "true");
    await expect(upload.locator("#upload-product-image-error")).toHaveText("Choose a JPEG, PNG or WebP image.");
    // What was typed is kept; the file must be chosen again.
    await expect(upload.getByLabel("Description (alt text)")).toHaveValue(alt);
    await expectNoAxeViolations(page);

    const jpeg = await sharp({ create: { width: 1000, height: 750, channels: 3, background: "#b5542f" } })
      .jpeg()
      .toBuffer();
    await upload.getByLabel("Image file").setInputFiles({ name: "art.jpg", mimeType: "image/jpeg", buffer: jpeg });
    await upload.getByRole("button", { name: "Upload picture" }).click();
    await expect(toast(page)).toContainText(`Picture added to ${name}`);
    const pictures = page.getByRole("main").getByRole("listitem");
    const added = pictures.filter({ has: page.getByRole("img", { name: alt }) });
    await expect(added).toContainText(`Picture ${before + 1} of ${before + 1}`);
    await added.getByRole("button", { name: "Show first" }).click();
    await expect(toast(page)).toContainText("Picture is now the first one shoppers see");
    await expect(pictures.first()).toContainText("Picture 1 of");
    await expect(pictures.first().getByRole("img")).toHaveAttribute("alt", alt);

    // The shop shows it first, offering AVIF and WebP by width, within the storefront's 5 s.
    const shopper = await context.browser()!.newPage();
    await expect(async () => {
      await shopper.goto(`/product/${slug}`);
      await expect(shopper.getByRole("img", { name: alt }).first()).toBeVisible({ timeout: 500 });
    }).toPass(UNTIL_THE_SHOP_CATCHES_UP);
    const picture = shopper.locator("picture", { has: shopper.getByRole("img", { name: alt }) }).first();
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
      "srcset",
      /\/v1\/media\/images\/[0-9a-f]{32}\/320\.avif 320w, .*1000\.avif 1000w/,
    );
    await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute("srcset", /1000\.webp 1000w/);
    const src = await picture.locator("img").getAttribute("src");
    const served = await shopper.request.get(src ?? "");
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/jpeg");
    await shopper.close();

    await pictures.first().getByRole("link", { name: "Remove…" }).click();
    await expect(page.getByRole("heading", { name: "Remove picture 1?" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Yes, remove the picture" }).click();
    await expect(toast(page)).toContainText("Picture removed");
    await expect(page.getByRole("img", { name: alt })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: `Pictures (${before})` })).toBeVisible();
  });
});

test.describe("the picture upload form", () => {
  test("is empty after a successful upload, so a second click does not upload the picture twice", async ({
    page,
    context,
  }, testInfo) => {
    const staff = await createStaff("catalogue", "Uma Uploads");
    const options = await callApi<{ categories: { _id: string; name: string }[] }>("GET", "/admin/products/options", {
      token: staff.token,
    });
    const outdoor = options.body.categories.find((category) => category.name === "Outdoor & Balcony")!;
    const name = `E2E Upload Stool ${testInfo.project.name} ${Date.now()}`;
    const created = await callApi<{ _id: string }>("POST", "/admin/products", {
      token: staff.token,
      body: {
        name,
        sku: `E2E-UP-${Date.now()}-${testInfo.project.name}`.toUpperCase(),
        categories: [outdoor._id],
        subCategories: [],
        mrp: 3000,
        sellingPrice: 2500,
        productType: "PRODUCT",
        stock: 1,
        maximumOrderQuantity: 2,
        hsnCode: "9401",
        gstRate: 18,
      },
    });
    expect(created.status, created.message).toBe(200);

    await signInStaffBrowser(context, staff);
    await page.goto(`/admin/products/${created.body._id}/images`);
    const upload = page.getByRole("form", { name: `Add a picture of ${name}` });
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#7a5230" } })
      .jpeg()
      .toBuffer();
    await upload.getByLabel("Image file").setInputFiles({ name: "stool.jpg", mimeType: "image/jpeg", buffer: jpeg });
    await upload.getByLabel("Description (alt text)").fill(`${name}, from the side`);
    await upload.getByRole("button", { name: "Upload picture" }).click();
    await expect(toast(page)).toContainText(`Picture added to ${name}`);
    await expect(page.getByRole("heading", { name: "Pictures (1)" })).toBeVisible();
    await expect(upload.getByLabel("Image file")).toHaveValue("");
    await expect(upload.getByLabel("Description (alt text)")).toHaveValue("");

    // Clicking again sends an empty form, which is refused: the picture is there once.
    await upload.getByRole("button", { name: "Upload picture" }).click();
    await expect(upload.getByLabel("Image file")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("heading", { name: "Pictures (1)" })).toBeVisible();
  });
});

test.describe("a category's picture in the back office", () => {
  test("catalogue staff replace a new category's placeholder with an upload, described, from the category's page", async ({
    page,
    context,
  }, testInfo) => {
    const staff = await createStaff("catalogue", "Cyrus Catalogue");
    const name = `Pictured Room ${testInfo.project.name} ${Date.now()}`;
    const created = await callApi<{ _id: string }>("POST", "/admin/categories", { token: staff.token, body: { name } });
    expect(created.status).toBe(200);

    await signInStaffBrowser(context, staff);
    await page.goto(`/admin/categories/${created.body._id}`);
    await page.getByRole("link", { name: "Replace the picture" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Picture of ${name}`);
    await expect(page.getByText(`Description: ${name}`)).toBeVisible();
    await expectNoAxeViolations(page);

    const upload = page.getByRole("form", { name: `New picture of ${name}` });
    const png = await sharp({ create: { width: 1200, height: 600, channels: 4, background: "#3d6b4f" } })
      .png()
      .toBuffer();
    await upload.getByLabel("Image file").setInputFiles({ name: "room.png", mimeType: "image/png", buffer: png });
    await upload.getByRole("button", { name: "Upload picture" }).click();
    // The description is required: the file is chosen again with it.
    await expect(upload.getByLabel("Description (alt text)")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    await upload.getByLabel("Image file").setInputFiles({ name: "room.png", mimeType: "image/png", buffer: png });
    await upload.getByLabel("Description (alt text)").fill(`${name}, a green wall`);
    await upload.getByRole("button", { name: "Upload picture" }).click();
    await expect(toast(page)).toContainText(`New picture for ${name}`);
    await expect(page.getByText(`Description: ${name}, a green wall`)).toBeVisible();
    await expect(page.locator("picture source[type='image/avif']")).toHaveAttribute("srcset", /1200\.avif 1200w/);

    await callApi("DELETE", `/admin/categories/${created.body._id}`, { token: staff.token });
  });
});
