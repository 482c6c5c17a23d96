import { describe, expect, it } from "vitest";
import type { ColorVariant, SizeVariant, StoredImage } from "./api-types";
import {
  type VariantSource,
  colorOptions,
  selectVariant,
  sizeOptions,
  stockStatus,
  variantPath,
} from "./product-variant";

const picture = (name: string): StoredImage => ({ url: `/media/${name}.svg`, width: 800, height: 800, alt: name });

function size(slug: string, sellingPrice: number, stock: number, maximumOrderQuantity = 2): SizeVariant {
  return {
    _id: `size-variant-${slug}-${sellingPrice}`,
    size: { _id: `size-${slug}`, name: slug.toUpperCase(), slug },
    stock,
    maximumOrderQuantity,
    sellingPrice,
    mrp: sellingPrice * 2,
    discountPercent: 50,
  };
}

function color(slug: string, sellingPrice: number, stock: number, sizes: SizeVariant[] = []): ColorVariant {
  return {
    _id: `color-variant-${slug}`,
    color: { _id: `color-${slug}`, name: slug.toUpperCase(), slug, hex: "#123456" },
    stock,
    maximumOrderQuantity: 3,
    sellingPrice,
    mrp: 1000,
    // As the API computes it for an mrp of 1000.
    discountPercent: 100 - sellingPrice / 10,
    defaultImage: picture(`${slug}-1`),
    images: [picture(`${slug}-1`), picture(`${slug}-2`)],
    sizes,
  };
}

function product(overrides: Partial<VariantSource>): VariantSource {
  return {
    slug: "chair",
    productType: "PRODUCT",
    sellingPrice: 750,
    mrp: 1000,
    discountPercent: 25,
    stock: 12,
    maximumOrderQuantity: 4,
    defaultImage: picture("chair-1"),
    images: [picture("chair-1"), picture("chair-2"), picture("chair-3")],
    colors: [],
    sizes: [],
    ...overrides,
  };
}

const plain = product({});
const withColor = product({
  slug: "sofa",
  productType: "PRODUCT_WITH_COLOR",
  colors: [color("green", 900, 9), color("grey", 850, 12), color("rust", 950, 0)],
});
const withSize = product({
  slug: "bed",
  productType: "PRODUCT_WITH_SIZE",
  sizes: [size("queen", 48999, 6), size("king", 54999, 1, 3)],
});
const withColorSize = product({
  slug: "frame-sofa",
  productType: "PRODUCT_WITH_COLOR_SIZE",
  colors: [
    color("navy", 0, 14, [size("3-seater", 42999, 8), size("2-seater", 33999, 6)]),
    color("mustard", 0, 5, [size("3-seater", 43999, 5), size("2-seater", 34999, 0)]),
    color("teal", 0, 4, [size("2-seater", 31999, 4)]),
  ],
});

describe("variantPath", () => {
  it("writes the four URL shapes", () => {
    expect(variantPath("sofa")).toBe("/product/sofa");
    expect(variantPath("sofa", "grey")).toBe("/product/sofa/color/grey");
    expect(variantPath("bed", undefined, "king")).toBe("/product/bed/size/king");
    expect(variantPath("sofa", "grey", "2-seater")).toBe("/product/sofa/color/grey/size/2-seater");
  });
});

describe("a plain product", () => {
  it("shows its own prices, stock, limit and pictures", () => {
    expect(selectVariant(plain, {})).toEqual({
      color: null,
      size: null,
      sellingPrice: 750,
      mrp: 1000,
      discountPercent: 25,
      stock: 12,
      maximumOrderQuantity: 4,
      quantityLimit: 4,
      images: plain.images,
      path: "/product/chair",
    });
  });

  it("has no colour or size to pick, so a URL naming one does not exist", () => {
    expect(selectVariant(plain, { colorSlug: "green" })).toBeNull();
    expect(selectVariant(plain, { sizeSlug: "king" })).toBeNull();
    const chosen = selectVariant(plain, {})!;
    expect(colorOptions(plain, chosen)).toEqual([]);
    expect(sizeOptions(plain, chosen)).toEqual([]);
  });

  it("caps the quantity at the stock when fewer units are left than the order limit", () => {
    expect(selectVariant(product({ stock: 3, maximumOrderQuantity: 5 }), {})?.quantityLimit).toBe(3);
    expect(selectVariant(product({ stock: 0 }), {})?.quantityLimit).toBe(0);
  });

  it("puts the default picture first even when the list does not start with it", () => {
    const images = selectVariant(product({ defaultImage: picture("chair-3") }), {})?.images.map((i) => i.url);
    expect(images).toEqual(["/media/chair-3.svg", "/media/chair-1.svg", "/media/chair-2.svg"]);
  });
});

describe("a product with colours", () => {
  it("starts at the first colour", () => {
    const chosen = selectVariant(withColor, {})!;
    expect(chosen.color?.color.slug).toBe("green");
    expect(chosen.sellingPrice).toBe(900);
    expect(chosen.images.map((i) => i.url)).toEqual(["/media/green-1.svg", "/media/green-2.svg"]);
    expect(chosen.path).toBe("/product/sofa/color/green");
  });

  it("takes prices, stock, limit and pictures from the colour in the URL", () => {
    const chosen = selectVariant(withColor, { colorSlug: "grey" })!;
    expect(chosen).toMatchObject({ sellingPrice: 850, mrp: 1000, discountPercent: 15, stock: 12, quantityLimit: 3 });
    expect(chosen.images[0].url).toBe("/media/grey-1.svg");
  });

  it("rejects an unknown colour and any size", () => {
    expect(selectVariant(withColor, { colorSlug: "purple" })).toBeNull();
    expect(selectVariant(withColor, { colorSlug: "grey", sizeSlug: "king" })).toBeNull();
    expect(selectVariant(withColor, { sizeSlug: "king" })).toBeNull();
  });

  it("links every colour, marks the chosen one and the sold-out one", () => {
    const chosen = selectVariant(withColor, { colorSlug: "grey" })!;
    expect(
      colorOptions(withColor, chosen).map(({ slug, href, current, soldOut }) => ({ slug, href, current, soldOut })),
    ).toEqual([
      { slug: "green", href: "/product/sofa/color/green", current: false, soldOut: false },
      { slug: "grey", href: "/product/sofa/color/grey", current: true, soldOut: false },
      { slug: "rust", href: "/product/sofa/color/rust", current: false, soldOut: true },
    ]);
    expect(sizeOptions(withColor, chosen)).toEqual([]);
  });

  it("shows a sold-out colour with nothing to order", () => {
    expect(selectVariant(withColor, { colorSlug: "rust" })).toMatchObject({ stock: 0, quantityLimit: 0 });
  });
});

describe("a product with sizes", () => {
  it("starts at the first size with the product's pictures", () => {
    const chosen = selectVariant(withSize, {})!;
    expect(chosen.size?.size.slug).toBe("queen");
    expect(chosen.color).toBeNull();
    expect(chosen.sellingPrice).toBe(48999);
    expect(chosen.images).toEqual(withSize.images);
    expect(chosen.path).toBe("/product/bed/size/queen");
  });

  it("takes price, stock and limit from the size in the URL", () => {
    expect(selectVariant(withSize, { sizeSlug: "king" })).toMatchObject({
      sellingPrice: 54999,
      mrp: 109998,
      discountPercent: 50,
      stock: 1,
      maximumOrderQuantity: 3,
      quantityLimit: 1,
    });
  });

  it("rejects an unknown size and any colour", () => {
    expect(selectVariant(withSize, { sizeSlug: "single" })).toBeNull();
    expect(selectVariant(withSize, { colorSlug: "green" })).toBeNull();
  });

  it("links every size and marks the chosen one", () => {
    const chosen = selectVariant(withSize, { sizeSlug: "king" })!;
    expect(sizeOptions(withSize, chosen).map(({ href, current }) => ({ href, current }))).toEqual([
      { href: "/product/bed/size/queen", current: false },
      { href: "/product/bed/size/king", current: true },
    ]);
    expect(colorOptions(withSize, chosen)).toEqual([]);
  });
});

describe("a product with colours and sizes", () => {
  it("starts at the first colour and its first size", () => {
    const chosen = selectVariant(withColorSize, {})!;
    expect(chosen.color?.color.slug).toBe("navy");
    expect(chosen.size?.size.slug).toBe("3-seater");
    expect(chosen.sellingPrice).toBe(42999);
    expect(chosen.path).toBe("/product/frame-sofa/color/navy/size/3-seater");
  });

  it("starts a colour without a size at that colour's first size", () => {
    const chosen = selectVariant(withColorSize, { colorSlug: "teal" })!;
    expect(chosen.size?.size.slug).toBe("2-seater");
    expect(chosen.sellingPrice).toBe(31999);
    expect(chosen.images[0].url).toBe("/media/teal-1.svg");
  });

  it("takes pictures from the colour and price, stock and limit from the size", () => {
    expect(selectVariant(withColorSize, { colorSlug: "mustard", sizeSlug: "2-seater" })).toMatchObject({
      sellingPrice: 34999,
      stock: 0,
      quantityLimit: 0,
      images: [picture("mustard-1"), picture("mustard-2")],
    });
  });

  it("reads a size without a colour as that size of the first colour", () => {
    const chosen = selectVariant(withColorSize, { sizeSlug: "2-seater" })!;
    expect(chosen.color?.color.slug).toBe("navy");
    expect(chosen.sellingPrice).toBe(33999);
  });

  it("rejects an unknown colour, an unknown size and a size the colour does not come in", () => {
    expect(selectVariant(withColorSize, { colorSlug: "purple", sizeSlug: "3-seater" })).toBeNull();
    expect(selectVariant(withColorSize, { colorSlug: "navy", sizeSlug: "6-seater" })).toBeNull();
    expect(selectVariant(withColorSize, { colorSlug: "teal", sizeSlug: "3-seater" })).toBeNull();
  });

  it("links each colour at its own first size, and each size of the chosen colour", () => {
    const chosen = selectVariant(withColorSize, { colorSlug: "mustard", sizeSlug: "2-seater" })!;
    expect(
      colorOptions(withColorSize, chosen).map(({ href, current, soldOut }) => ({ href, current, soldOut })),
    ).toEqual([
      { href: "/product/frame-sofa/color/navy/size/3-seater", current: false, soldOut: false },
      { href: "/product/frame-sofa/color/mustard/size/3-seater", current: true, soldOut: false },
      { href: "/product/frame-sofa/color/teal/size/2-seater", current: false, soldOut: false },
    ]);
    expect(
      sizeOptions(withColorSize, chosen).map(({ href, current, soldOut }) => ({ href, current, soldOut })),
    ).toEqual([
      { href: "/product/frame-sofa/color/mustard/size/3-seater", current: false, soldOut: false },
      { href: "/product/frame-sofa/color/mustard/size/2-seater", current: true, soldOut: true },
    ]);
  });
});

describe("stockStatus", () => {
  it("says out of stock at 0, hurries at 5 or fewer, and is calm above", () => {
    expect(stockStatus(0)).toEqual({ level: "out", text: "Out of stock" });
    expect(stockStatus(1)).toEqual({ level: "low", text: "Hurry, Only 1 left!" });
    expect(stockStatus(5)).toEqual({ level: "low", text: "Hurry, Only 5 left!" });
    expect(stockStatus(6)).toEqual({ level: "in", text: "In stock" });
  });
});
