/**
 * A small, fixed catalogue for the catalogue tests, independent of the demo seed so that
 * every expectation below can be worked out by hand:
 *
 * Decor (position 0, empty) · Living Room (1): Sofas, Coffee Tables · Bedroom (2): Beds,
 * Bedside Tables · Storage (3): Shelving, Cabinets.
 *
 * - Sheesham Wood Coffee Table: plain, Rs 12499 (mrp 15999), 4 in stock.
 * - Chesterfield Three Seater Sofa: colours Walnut Brown (Rs 45999, 3) and Slate Grey (Rs 47999, 5).
 * - Sheesham Platform Bed: sizes Queen (Rs 32999, 2) and King (Rs 38999, 6).
 * - Upholstered Storage Bed: Slate Grey with Queen (Rs 41999, 3) and King (Rs 46999, 1);
 *   Ivory White with Queen (Rs 42999, 2).
 * - Retired Leather Recliner: inactive, must never show.
 * - Tall Book Shelf (also in Living Room) and Wall Bookshelf under Storage > Shelving.
 * - 18 'Storage Cabinet {Tree}' under Storage > Cabinets: Storage holds 20 active products.
 */
import type { Db } from "@api/db/client";
import {
  type StoredImage,
  categories,
  colors,
  customers,
  productCategories,
  productColors,
  productSizes,
  productSubCategories,
  products,
  reviews,
  sizes,
  subCategories,
} from "@api/db/schema";
import { newId } from "@api/lib/ids";
import { placeholderImage } from "@api/lib/placeholder-image";
import { createTestApi } from "@api/test/harness";

const FIXTURE_NOW = new Date("2025-06-01T10:00:00Z");
const daysAgo = (n: number) => new Date(FIXTURE_NOW.getTime() - n * 86_400_000);
const img = (name: string): StoredImage => ({ url: `/images/test/${name}.webp`, width: 800, height: 800, alt: name });
const rupees = (r: number) => r * 100;

export const CABINET_TREES = [
  "Acacia",
  "Alder",
  "Ash",
  "Aspen",
  "Beech",
  "Birch",
  "Cedar",
  "Cherry",
  "Elm",
  "Fir",
  "Hazel",
  "Larch",
  "Maple",
  "Oak",
  "Pine",
  "Rowan",
  "Spruce",
  "Willow",
];

export const ids = {
  decor: "cat-decor",
  living: "cat-living",
  bedroom: "cat-bedroom",
  storage: "cat-storage",
  sofas: "sub-sofas",
  coffeeTables: "sub-coffee-tables",
  beds: "sub-beds",
  bedsideTables: "sub-bedside-tables",
  shelving: "sub-shelving",
  cabinets: "sub-cabinets",
  walnut: "color-walnut",
  grey: "color-grey",
  white: "color-white",
  teak: "color-teak",
  single: "size-single",
  queen: "size-queen",
  king: "size-king",
  coffeeTable: "p-coffee-table",
  sofa: "p-sofa",
  bed: "p-platform-bed",
  storageBed: "p-storage-bed",
  recliner: "p-recliner",
  tallShelf: "p-tall-shelf",
  wallShelf: "p-wall-shelf",
  sofaWalnut: "pc-sofa-walnut",
  sofaGrey: "pc-sofa-grey",
  storageBedGrey: "pc-storage-bed-grey",
  storageBedWhite: "pc-storage-bed-white",
  bedQueen: "ps-bed-queen",
  bedKing: "ps-bed-king",
  storageBedGreyQueen: "ps-storage-bed-grey-queen",
  storageBedGreyKing: "ps-storage-bed-grey-king",
  storageBedWhiteQueen: "ps-storage-bed-white-queen",
} as const;

type ProductRow = typeof products.$inferInsert;

function product(
  p: Partial<ProductRow> & Pick<ProductRow, "id" | "name" | "slug" | "sku" | "sellingPricePaise" | "mrpPaise">,
): ProductRow {
  return {
    defaultImage: img(p.slug),
    image: img(`${p.slug}-list`),
    images: [img(`${p.slug}-1`), img(`${p.slug}-2`)],
    shortDescription: `${p.name}, made in India.`,
    description: `<p>${p.name} in detail.</p>`,
    warrantyTerms: "<p>One year warranty against manufacturing defects.</p>",
    createdAt: daysAgo(50),
    ...p,
  };
}

export async function insertCatalogFixture(db: Db) {
  await db.insert(categories).values([
    { id: ids.decor, name: "Decor", slug: "decor", image: img("decor"), position: 0 },
    {
      id: ids.living,
      name: "Living Room",
      slug: "living-room",
      image: img("living"),
      position: 1,
      seoTitle: "Living room furniture",
    },
    { id: ids.bedroom, name: "Bedroom", slug: "bedroom", image: img("bedroom"), position: 2 },
    { id: ids.storage, name: "Storage", slug: "storage", image: img("storage"), position: 3 },
  ]);
  await db.insert(subCategories).values([
    { id: ids.coffeeTables, categoryId: ids.living, name: "Coffee Tables", slug: "coffee-tables", position: 2 },
    { id: ids.sofas, categoryId: ids.living, name: "Sofas", slug: "sofas", position: 1 },
    { id: ids.beds, categoryId: ids.bedroom, name: "Beds", slug: "beds", position: 1 },
    { id: ids.bedsideTables, categoryId: ids.bedroom, name: "Bedside Tables", slug: "bedside-tables", position: 2 },
    { id: ids.shelving, categoryId: ids.storage, name: "Shelving", slug: "shelving", position: 1 },
    { id: ids.cabinets, categoryId: ids.storage, name: "Cabinets", slug: "cabinets", position: 2 },
  ]);
  await db.insert(colors).values([
    { id: ids.walnut, name: "Walnut Brown", slug: "walnut-brown", hex: "#5C4033" },
    { id: ids.grey, name: "Slate Grey", slug: "slate-grey", hex: "#708090" },
    { id: ids.white, name: "Ivory White", slug: "ivory-white", hex: "#FFFFF0" },
    { id: ids.teak, name: "Teak", slug: "teak", hex: "#B8860B" },
  ]);
  await db.insert(sizes).values([
    { id: ids.king, name: "King", slug: "king", position: 3 },
    { id: ids.single, name: "Single", slug: "single", position: 1 },
    { id: ids.queen, name: "Queen", slug: "queen", position: 2 },
  ]);

  const cabinets = CABINET_TREES.map((tree, i) =>
    product({
      id: `p-cabinet-${tree.toLowerCase()}`,
      name: `Storage Cabinet ${tree}`,
      slug: `storage-cabinet-${tree.toLowerCase()}`,
      sku: `WN-CB-${String(i + 1).padStart(3, "0")}`,
      sellingPricePaise: rupees(5000 + i * 1000),
      // Every other cabinet is on sale, by a discount that grows along the list.
      mrpPaise: i % 2 === 0 ? rupees(5000 + i * 1000 + 500 + i * 100) : rupees(5000 + i * 1000),
      stock: 10,
      soldCount: i,
      tagLine: "Engineered wood with soft-close doors",
      createdAt: daysAgo(30 + i),
    }),
  );

  await db.insert(products).values([
    product({
      id: ids.coffeeTable,
      name: "Sheesham Wood Coffee Table",
      slug: "sheesham-wood-coffee-table",
      sku: "WN-CT-001",
      sellingPricePaise: rupees(12499),
      mrpPaise: rupees(15999),
      stock: 4,
      maximumOrderQuantity: 5,
      soldCount: 40,
      tagLine: "Hand-finished solid sheesham",
      createdAt: daysAgo(10),
      seoTitle: "Sheesham coffee table",
    }),
    product({
      id: ids.sofa,
      name: "Chesterfield Three Seater Sofa",
      slug: "chesterfield-three-seater-sofa",
      sku: "WN-SF-001",
      productType: "PRODUCT_WITH_COLOR",
      sellingPricePaise: rupees(45999),
      mrpPaise: rupees(59999),
      soldCount: 25,
      tagLine: "Deep buttoned comfort",
      createdAt: daysAgo(5),
    }),
    product({
      id: ids.bed,
      name: "Sheesham Platform Bed",
      slug: "sheesham-platform-bed",
      sku: "WN-BD-001",
      productType: "PRODUCT_WITH_SIZE",
      sellingPricePaise: rupees(32999),
      mrpPaise: rupees(39999),
      soldCount: 10,
      tagLine: "Low and sturdy",
      createdAt: daysAgo(3),
    }),
    product({
      id: ids.storageBed,
      name: "Upholstered Storage Bed",
      slug: "upholstered-storage-bed",
      sku: "WN-BD-002",
      productType: "PRODUCT_WITH_COLOR_SIZE",
      sellingPricePaise: rupees(41999),
      mrpPaise: rupees(52999),
      soldCount: 5,
      tagLine: "Hydraulic lift storage",
      createdAt: daysAgo(1),
    }),
    product({
      id: ids.recliner,
      name: "Retired Leather Recliner",
      slug: "retired-leather-recliner",
      sku: "WN-RC-001",
      sellingPricePaise: rupees(19999),
      mrpPaise: rupees(24999),
      stock: 3,
      isActive: false,
      createdAt: daysAgo(0),
    }),
    product({
      id: ids.tallShelf,
      name: "Tall Book Shelf",
      slug: "tall-book-shelf",
      sku: "WN-BS-001",
      sellingPricePaise: rupees(8999),
      mrpPaise: rupees(8999),
      stock: 10,
      tagLine: "Five open shelves",
      createdAt: daysAgo(20),
    }),
    product({
      id: ids.wallShelf,
      name: "Wall Bookshelf",
      slug: "wall-bookshelf",
      sku: "WN-BS-002",
      sellingPricePaise: rupees(3499),
      mrpPaise: rupees(3999),
      stock: 7,
      tagLine: "Floating design",
      createdAt: daysAgo(21),
    }),
    ...cabinets,
  ]);

  await db
    .insert(productCategories)
    .values([
      { productId: ids.coffeeTable, categoryId: ids.living, position: 2 },
      { productId: ids.sofa, categoryId: ids.living, position: 1 },
      { productId: ids.recliner, categoryId: ids.living, position: 0 },
      { productId: ids.tallShelf, categoryId: ids.living, position: 3 },
      { productId: ids.bed, categoryId: ids.bedroom, position: 1 },
      { productId: ids.storageBed, categoryId: ids.bedroom, position: 2 },
      { productId: ids.tallShelf, categoryId: ids.storage, position: 0 },
      { productId: ids.wallShelf, categoryId: ids.storage, position: 1 },
      ...cabinets.map((c, i) => ({ productId: c.id, categoryId: ids.storage, position: 2 + i })),
    ]);
  await db
    .insert(productSubCategories)
    .values([
      { productId: ids.coffeeTable, subCategoryId: ids.coffeeTables },
      { productId: ids.sofa, subCategoryId: ids.sofas },
      { productId: ids.recliner, subCategoryId: ids.sofas },
      { productId: ids.bed, subCategoryId: ids.beds },
      { productId: ids.storageBed, subCategoryId: ids.beds },
      { productId: ids.tallShelf, subCategoryId: ids.shelving },
      { productId: ids.wallShelf, subCategoryId: ids.shelving },
      ...cabinets.map((c) => ({ productId: c.id, subCategoryId: ids.cabinets })),
    ]);

  await db.insert(productColors).values([
    {
      id: ids.sofaGrey,
      productId: ids.sofa,
      colorId: ids.grey,
      stock: 5,
      maximumOrderQuantity: 3,
      sellingPricePaise: rupees(47999),
      mrpPaise: rupees(61999),
      defaultImage: img("sofa-grey"),
      images: [img("sofa-grey-1")],
      position: 1,
    },
    {
      id: ids.sofaWalnut,
      productId: ids.sofa,
      colorId: ids.walnut,
      stock: 3,
      maximumOrderQuantity: 2,
      sellingPricePaise: rupees(45999),
      mrpPaise: rupees(59999),
      defaultImage: img("sofa-walnut"),
      images: [img("sofa-walnut-1"), img("sofa-walnut-2")],
      position: 0,
    },
    {
      id: ids.storageBedGrey,
      productId: ids.storageBed,
      colorId: ids.grey,
      // Stale on purpose: for colour+size products the sizes hold the units.
      stock: 99,
      maximumOrderQuantity: 2,
      sellingPricePaise: rupees(41999),
      mrpPaise: rupees(52999),
      defaultImage: img("storage-bed-grey"),
      images: [],
      position: 0,
    },
    {
      id: ids.storageBedWhite,
      productId: ids.storageBed,
      colorId: ids.white,
      stock: 0,
      maximumOrderQuantity: 2,
      sellingPricePaise: rupees(42999),
      mrpPaise: rupees(53999),
      defaultImage: img("storage-bed-white"),
      images: [],
      position: 1,
    },
  ]);
  await db.insert(productSizes).values([
    {
      id: ids.bedKing,
      productId: ids.bed,
      sizeId: ids.king,
      stock: 6,
      maximumOrderQuantity: 2,
      sellingPricePaise: rupees(38999),
      mrpPaise: rupees(45999),
      position: 1,
    },
    {
      id: ids.bedQueen,
      productId: ids.bed,
      sizeId: ids.queen,
      stock: 2,
      maximumOrderQuantity: 2,
      sellingPricePaise: rupees(32999),
      mrpPaise: rupees(39999),
      position: 0,
    },
    {
      id: ids.storageBedGreyKing,
      productId: ids.storageBed,
      productColorId: ids.storageBedGrey,
      sizeId: ids.king,
      stock: 1,
      maximumOrderQuantity: 1,
      sellingPricePaise: rupees(46999),
      mrpPaise: rupees(57999),
      position: 1,
    },
    {
      id: ids.storageBedGreyQueen,
      productId: ids.storageBed,
      productColorId: ids.storageBedGrey,
      sizeId: ids.queen,
      stock: 3,
      maximumOrderQuantity: 2,
      sellingPricePaise: rupees(41999),
      mrpPaise: rupees(52999),
      position: 0,
    },
    {
      id: ids.storageBedWhiteQueen,
      productId: ids.storageBed,
      productColorId: ids.storageBedWhite,
      sizeId: ids.queen,
      stock: 2,
      maximumOrderQuantity: 2,
      sellingPricePaise: rupees(42999),
      mrpPaise: rupees(53999),
      position: 0,
    },
  ]);
}

/**
 * Reviews of the sofa: approved 5 and 4 (average 4.5), one pending and one rejected that
 * must not count; and one approved 3 on the coffee table.
 */
export async function insertReviewFixture(db: Db) {
  const people = [
    { id: "cust-asha", firstName: "Asha", mobile: "9000000001" },
    { id: "cust-ravi", firstName: "Ravi", mobile: "9000000002" },
    { id: "cust-meera", firstName: "Meera", mobile: "9000000003" },
    { id: "cust-kabir", firstName: "Kabir", mobile: "9000000004" },
    { id: "cust-noname", firstName: null, mobile: "9000000005" },
  ];
  await db.insert(customers).values(people.map((p) => ({ ...p, lastName: "Sharma", email: `${p.id}@example.in` })));
  await db.insert(reviews).values([
    {
      id: "rev-asha-sofa",
      productId: ids.sofa,
      customerId: "cust-asha",
      ratings: 5,
      comment: "Lovely colour and very comfortable.",
      reviewStatus: "APPROVED",
      createdAt: daysAgo(4),
    },
    {
      id: "rev-ravi-sofa",
      productId: ids.sofa,
      customerId: "cust-ravi",
      ratings: 4,
      comment: "Good, delivery took a week.",
      reviewStatus: "APPROVED",
      createdAt: daysAgo(2),
    },
    {
      id: "rev-meera-sofa",
      productId: ids.sofa,
      customerId: "cust-meera",
      ratings: 1,
      comment: "Waiting for moderation.",
      reviewStatus: "PENDING",
      createdAt: daysAgo(1),
    },
    {
      id: "rev-kabir-sofa",
      productId: ids.sofa,
      customerId: "cust-kabir",
      ratings: 2,
      comment: "Rejected review.",
      reviewStatus: "REJECTED",
      createdAt: daysAgo(1),
    },
    {
      id: "rev-noname-table",
      productId: ids.coffeeTable,
      customerId: "cust-noname",
      ratings: 3,
      comment: "Fine.",
      reviewStatus: "APPROVED",
      createdAt: daysAgo(3),
    },
  ]);
}

/** A test API without the demo shop, holding the catalogue fixture and, when asked, its reviews. */
export async function openCatalogue(options: { withReviews?: boolean } = {}) {
  const api = await createTestApi({ seed: false });
  await insertCatalogFixture(api.db);
  if (options.withReviews) await insertReviewFixture(api.db);
  return api;
}

/** A product at ₹100 with a placeholder picture, made straight in the database; answers its id and picture. */
export async function insertPlainProduct(db: Db, values: Partial<typeof products.$inferInsert> = {}) {
  const id = values.id ?? newId();
  const image = placeholderImage(values.name ?? "Product");
  await db.insert(products).values({
    id,
    name: `P ${id}`,
    slug: `p-${id}`,
    sku: `S-${id}`,
    sellingPricePaise: 100_00,
    mrpPaise: 100_00,
    defaultImage: image,
    image,
    ...values,
  });
  return { id, image };
}

/** A product at one rupee named `name`, its slug made from the name, with a placeholder picture of it. */
export const insertRupeeProduct = (db: Db, name: string, sku: string) =>
  insertPlainProduct(db, {
    name,
    slug: name.toLowerCase().replaceAll(" ", "-"),
    sku,
    sellingPricePaise: 100,
    mrpPaise: 100,
  });
