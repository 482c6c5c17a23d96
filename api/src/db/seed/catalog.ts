import { newId } from "@api/lib/ids";
import { cleanHtml } from "@api/lib/rich-text";
import type * as schema from "../schema";
import type { StoredImage } from "../schema";
import { CATEGORIES, COLORS, PRODUCTS, SIZES, type ProductDef } from "./catalog-data";
import { daysBeforeBase } from "./dates";
import { GST_BY_KIND } from "./gst";
import { demoImage, productImages } from "./media";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

export type CatalogRows = {
  categories: Insert<typeof schema.categories>[];
  subCategories: Insert<typeof schema.subCategories>[];
  colors: Insert<typeof schema.colors>[];
  sizes: Insert<typeof schema.sizes>[];
  products: Insert<typeof schema.products>[];
  productCategories: Insert<typeof schema.productCategories>[];
  productSubCategories: Insert<typeof schema.productSubCategories>[];
  productColors: Insert<typeof schema.productColors>[];
  productSizes: Insert<typeof schema.productSizes>[];
};

const paise = (rupees: number) => rupees * 100;

/** The MRP a discount of `off` percent implies, rounded up to a price ending in 99. */
function mrpFor(price: number, off: number): number {
  if (off <= 0) return price;
  return Math.max(price, Math.ceil(price / (1 - off / 100) / 100) * 100 - 1);
}

function descriptionHtml(p: ProductDef): string {
  const [w, d, h] = p.dims;
  return [
    `<p>${p.intro}</p>`,
    "<h4>Specifications</h4>",
    "<ul>",
    `<li><strong>Dimensions:</strong> ${w} cm (W) x ${d} cm (D) x ${h} cm (H)</li>`,
    `<li><strong>Material:</strong> ${p.material}</li>`,
    `<li><strong>Finish:</strong> ${p.finish}</li>`,
    `<li><strong>Weight:</strong> ${p.weightKg} kg</li>`,
    `<li><strong>Assembly:</strong> ${p.weightKg > 20 ? "Free installation by our team" : "Ready to use, no assembly"}</li>`,
    "<li><strong>Made in:</strong> India</li>",
    "</ul>",
    "<p>Wipe with a soft dry cloth. Keep away from direct sunlight and standing water.</p>",
  ].join("");
}

function warrantyHtml(p: ProductDef): string {
  if (p.warranty === 0) return "";
  const years = `${p.warranty} year${p.warranty > 1 ? "s" : ""}`;
  const upholstered = /upholster|fabric|velvet|boucle|leatherette|mesh/i.test(p.material);
  return [
    `<p>This product carries a <strong>${years} warranty</strong> against manufacturing defects from the date of delivery.</p>`,
    "<ul>",
    upholstered
      ? "<li>Covers the frame, springs and mechanisms; fabric is covered for 6 months against seam failure.</li>"
      : "<li>Covers joints, warping and termite damage in the wood.</li>",
    "<li>Does not cover normal wear, scratches, water damage, fading in direct sunlight or damage from misuse.</li>",
    "<li>To claim, write to support@woodnest.example with your order number and photographs.</li>",
    "</ul>",
  ].join("");
}

/** A repeatable spread so lists sorted by date or sales are not in catalogue order. */
const spread = (i: number, step: number, range: number) => (i * step) % range;

/** How many days before the seed's base date the i-th product arrived. */
export const productAgeDays = (i: number) => spread(i, 41, 240);

export function buildCatalog(): CatalogRows & { productIdBySlug: Map<string, string> } {
  const rows: CatalogRows = {
    categories: [],
    subCategories: [],
    colors: [],
    sizes: [],
    products: [],
    productCategories: [],
    productSubCategories: [],
    productColors: [],
    productSizes: [],
  };

  const categoryId = new Map<string, string>();
  const subCategoryId = new Map<string, string>();
  const categoryCode = new Map<string, string>();
  CATEGORIES.forEach((c, position) => {
    const id = newId();
    categoryId.set(c.slug, id);
    categoryCode.set(c.slug, c.code);
    rows.categories.push({
      id,
      name: c.name,
      slug: c.slug,
      position,
      seoTitle: `${c.name} Furniture Online | Woodnest`,
      seoDescription: `Shop ${c.name.toLowerCase()} furniture and decor in sheesham, teak, mango wood and cane, with free delivery over Rs 10000.`,
      image: demoImage(`categories/${c.slug}`, 600, 600, `${c.name} collection`, {
        type: "scene",
        wall: c.scene.wall,
        floor: c.scene.floor,
        pieces: c.scene.pieces.map((kind, i) => ({ kind, fill: ["#7a4a2a", "#1f3a5f", "#c39a3c"][i] })),
      }),
    });
    c.subs.forEach((s, subPosition) => {
      const subId = newId();
      subCategoryId.set(`${c.slug}/${s.slug}`, subId);
      rows.subCategories.push({ id: subId, categoryId: id, name: s.name, slug: s.slug, position: subPosition });
    });
  });

  const colorById = new Map<string, { id: string; name: string; hex: string }>();
  for (const c of COLORS) {
    const id = newId();
    colorById.set(c.slug, { id, name: c.name, hex: c.hex });
    rows.colors.push({ id, name: c.name, slug: c.slug, hex: c.hex });
  }
  const sizeId = new Map<string, string>();
  SIZES.forEach((s, position) => {
    const id = newId();
    sizeId.set(s.slug, id);
    rows.sizes.push({ id, name: s.name, slug: s.slug, position });
  });

  const productIdBySlug = new Map<string, string>();
  const skuCounter = new Map<string, number>();
  PRODUCTS.forEach((p, i) => {
    const id = newId();
    productIdBySlug.set(p.slug, id);
    const code = categoryCode.get(p.category)!;
    const n = (skuCounter.get(code) ?? 0) + 1;
    skuCounter.set(code, n);
    const sku = `WN-${code}-${String(n).padStart(3, "0")}`;

    const addSize = (
      productColorId: string | null,
      [size, price, stock, moq]: SizeEntry,
      position: number,
      colorSlug?: string,
    ) => {
      rows.productSizes.push({
        id: newId(),
        productId: id,
        productColorId,
        sizeId: sizeId.get(size)!,
        sku: [sku, colorSlug, size].filter(Boolean).join("-").toUpperCase(),
        stock,
        maximumOrderQuantity: moq ?? p.moq,
        sellingPricePaise: paise(price),
        mrpPaise: paise(mrpFor(price, p.off)),
        position,
      });
    };
    const addColor = (slug: string, position: number, price: number, stock: number, moq: number, ownSku: boolean) => {
      const color = colorById.get(slug)!;
      const colorRowId = newId();
      const images = productImages(`${p.slug}-${slug}`, `${p.name} in ${color.name}`, p.kind, color.hex, [
        "front",
        "detail",
      ]);
      rows.productColors.push({
        id: colorRowId,
        productId: id,
        colorId: color.id,
        // A colour+size product's skus are its sizes'.
        sku: ownSku ? `${sku}-${slug}`.toUpperCase() : null,
        stock,
        maximumOrderQuantity: moq,
        sellingPricePaise: paise(price),
        mrpPaise: paise(mrpFor(price, p.off)),
        defaultImage: images[0],
        images,
        position,
      });
      return { colorRowId, images };
    };

    /** The first variant, whose price, stock and limit the product row repeats for list views. */
    let head: { price: number; stock: number; moq: number; images: StoredImage[] };
    switch (p.type) {
      case "PRODUCT":
        head = {
          price: p.price,
          stock: p.stock,
          moq: p.moq,
          images: productImages(p.slug, p.name, p.kind, p.fill, ["front", "detail", "side"]),
        };
        break;
      case "PRODUCT_WITH_SIZE": {
        const [, price, stock, moq] = p.sizes[0];
        head = {
          price,
          stock,
          moq: moq ?? p.moq,
          images: productImages(p.slug, p.name, p.kind, p.fill, ["front", "detail", "side"]),
        };
        p.sizes.forEach((entry, position) => addSize(null, entry, position));
        break;
      }
      case "PRODUCT_WITH_COLOR": {
        const variants = p.colors.map(([slug, price, stock, moq = p.moq], position) => ({
          price,
          stock,
          moq,
          images: addColor(slug, position, price, stock, moq, true).images,
        }));
        head = variants[0];
        break;
      }
      case "PRODUCT_WITH_COLOR_SIZE": {
        const variants = p.colors.map(([slug, sizes], position) => {
          // The colour row mirrors its first size's price and holds the stock of all its sizes.
          const total = sizes.reduce((sum, [, , stock]) => sum + stock, 0);
          const { colorRowId, images } = addColor(slug, position, sizes[0][1], total, p.moq, false);
          sizes.forEach((entry, sizePosition) => addSize(colorRowId, entry, sizePosition, slug));
          return { price: sizes[0][1], stock: sizes[0][2], moq: p.moq, images };
        });
        head = variants[0];
        break;
      }
    }

    rows.products.push({
      id,
      name: p.name,
      slug: p.slug,
      sku,
      productType: p.type,
      sellingPricePaise: paise(head.price),
      mrpPaise: paise(mrpFor(head.price, p.off)),
      defaultImage: head.images[0],
      images: head.images,
      image: head.images[0],
      shortDescription: p.short,
      // Rich text as the shop stores it: through the cleaner every writer of it uses.
      description: cleanHtml(descriptionHtml(p)),
      warrantyTerms: cleanHtml(warrantyHtml(p)),
      tagLine: p.tagLine,
      stock: head.stock,
      maximumOrderQuantity: head.moq,
      soldCount: 5 + spread(i, 47, 230),
      seoTitle: `${p.name} | Woodnest`,
      seoDescription: p.short,
      ...GST_BY_KIND[p.kind],
      createdAt: daysBeforeBase(productAgeDays(i), i),
    });
    rows.productCategories.push({ productId: id, categoryId: categoryId.get(p.category)!, position: i });
    for (const sub of p.subs) {
      const subId = subCategoryId.get(`${p.category}/${sub}`);
      if (!subId) throw new Error(`Unknown sub-category ${p.category}/${sub} for ${p.slug}`);
      rows.productSubCategories.push({ productId: id, subCategoryId: subId });
    }
  });

  return { ...rows, productIdBySlug };
}

type SizeEntry = [size: string, price: number, stock: number, moq?: number];
