import { describe, expect, it } from "vitest";
import type { ProductCard } from "./api-types";
import { toCardProduct } from "./card-product";

const picture = (n: number) => ({ url: `/media/products/sofa-${n}.svg`, alt: `Sofa ${n}`, width: 800, height: 800 });

const fromApi = {
  _id: "p1",
  name: "Aranya Sheesham Frame Sofa",
  slug: "aranya-sheesham-sofa",
  sku: "WN-LIV-001",
  productType: "PRODUCT_WITH_COLOR_SIZE",
  sellingPrice: 42999,
  mrp: 63299,
  discountPercent: 32,
  defaultImage: picture(1),
  image: picture(2),
  images: [picture(1), picture(2), picture(3)],
  tagLine: "Solid sheesham, deep cushions",
  shortDescription: "A solid sheesham wood sofa.",
  stock: 30,
  maximumOrderQuantity: 2,
  categories: [
    { _id: "c1", name: "Living Room", slug: "living-room" },
    { _id: "c2", name: "Outdoor", slug: "outdoor" },
  ],
  subCategories: [{ _id: "s1", name: "Sofas", slug: "sofas" }],
  averageRating: 5,
  reviewCount: 1,
  colors: [{ _id: "k1", name: "Navy Blue", slug: "navy-blue", hex: "#1f2a44" }],
  createdAt: "2026-01-01T00:00:00.000Z",
} as unknown as ProductCard;

describe("toCardProduct", () => {
  it("keeps what a grid card shows, with the first category only, and drops the rest", () => {
    expect(toCardProduct(fromApi)).toEqual({
      _id: "p1",
      name: "Aranya Sheesham Frame Sofa",
      slug: "aranya-sheesham-sofa",
      sellingPrice: 42999,
      mrp: 63299,
      discountPercent: 32,
      defaultImage: picture(1),
      categories: [{ name: "Living Room", slug: "living-room" }],
    });
  });

  it("adds the second picture and the short description for the list view", () => {
    expect(toCardProduct(fromApi, "list")).toEqual({
      _id: "p1",
      name: "Aranya Sheesham Frame Sofa",
      slug: "aranya-sheesham-sofa",
      sellingPrice: 42999,
      mrp: 63299,
      discountPercent: 32,
      defaultImage: picture(1),
      image: picture(2),
      shortDescription: "A solid sheesham wood sofa.",
      categories: [{ name: "Living Room", slug: "living-room" }],
    });
  });

  it("gives a product without a category an empty list", () => {
    expect(toCardProduct({ ...fromApi, categories: [] }).categories).toEqual([]);
  });
});
