import { expect } from "@playwright/test";
import { callApi } from "./session";

type Options = { categories: { _id: string; name: string }[]; colors: { _id: string }[]; sizes: { _id: string }[] };

/** An active colour+size product with one colour and one size (a one-row matrix), made through the API as `token`'s staff. */
export async function colourSizeProductThroughApi(token: string, name = `E2E Armchair ${Date.now()}`) {
  const options = await callApi<Options>("GET", "/admin/products/options", { token });
  // Not Living Room or Bedroom, whose listings the storefront's specs count.
  const outdoor = options.body.categories.find((category) => category.name === "Outdoor & Balcony");
  if (!outdoor) throw new Error("the demo shop has an Outdoor & Balcony category");
  const created = await callApi<{ _id: string; version: number }>("POST", "/admin/products", {
    token,
    body: {
      name,
      sku: `E2E-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`.toUpperCase(),
      categories: [outdoor._id],
      subCategories: [],
      mrp: 9000,
      sellingPrice: 8000,
      productType: "PRODUCT_WITH_COLOR_SIZE",
      stock: 0,
      maximumOrderQuantity: 5,
      hsnCode: "9401",
      gstRate: 18,
    },
  });
  expect(created.status, created.message).toBe(200);
  const id = created.body._id;
  const colorId = options.body.colors[0]._id;
  const coloured = await callApi<{ version: number }>("POST", `/admin/products/${id}/colors`, {
    token,
    body: { version: created.body.version, colorId },
  });
  const sized = await callApi<{ version: number }>("POST", `/admin/products/${id}/sizes`, {
    token,
    body: { version: coloured.body.version, sizeId: options.body.sizes[0]._id },
  });
  const active = await callApi<{ version: number }>("POST", `/admin/products/${id}/activate`, {
    token,
    body: { version: sized.body.version },
  });
  expect(active.status, active.message).toBe(200);
  return { id, colorId };
}
