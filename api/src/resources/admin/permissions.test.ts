import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, count } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  blogCategories,
  blogPosts,
  categories,
  colors,
  coupons,
  customers,
  draftOrders,
  faqs,
  giftCards,
  importRuns,
  inquiries,
  orderItems,
  orderReturns,
  orders,
  pincodes,
  productColors,
  productSizes,
  products,
  projectCategories,
  projectChildCategories,
  projectSubCategories,
  projects,
  promotions,
  refunds,
  reviews,
  siteContent,
  sizes,
  staff,
  subCategories,
  taxDocumentLines,
  taxDocuments,
  testimonials,
} from "@api/db/schema";
import { readCatalogueSettings } from "./catalogue/stock/catalogue-settings";
import { DEMO_GST_SETTINGS, DEMO_ORDER_SETTINGS } from "@api/db/seed/content";
import { readGstSettings } from "./settings/gst-settings/gst-settings";
import { readOrderSettings, writeOrderSettings } from "./settings/order-settings/order-settings";
import { readSettings } from "./site-settings/site-settings";
import { readReviewSettings } from "./settings/review-settings/review-settings";
import { readSiteContentDocument } from "./site-content/site-content-document";
import type { AppDeps } from "@api/context";
import { newId } from "@api/lib/ids";
import { placeholderImage } from "@api/lib/placeholder-image";
import { issueGiftCard } from "@api/resources/balances/gift-card-ledger";
import { createTestApi, type TestApi } from "@api/test/harness";
import { type Permission, STAFF_ROLES, type StaffRole, can } from "@api/validation/staff";
import { STAFF_PASSWORD, createStaffMember, staffToken, uniqueStaffEmail } from "./test-helpers";

let api: TestApi;
/** An invited account (for the resend) and an active one (to read and change). */
let invitedId: string;
let activeId: string;
/** A customer to read, disable and enable. */
let customerId: string;
/** A product whose pictures are read and changed. */
const productId = "permission-matrix-product";
const categoryId = "permission-matrix-category";
/** A coupon to read, edit, switch off and on; the delete's coupon is made again before each call. */
const MATRIX_COUPON = "MATRIX10";
const DELETED_COUPON = "MATRIXGONE";
/** A promotion to read, edit, pause and resume; the delete's promotion is made again before each call. */
const MATRIX_PROMOTION = "matrix-promotion";
const DELETED_PROMOTION = "matrix-promotion-gone";
/** A gift card to read, adjust and disable: each disable finds it active again. */
let matrixGiftCardId = "";
const mediaDir = mkdtempSync(path.join(tmpdir(), "woodnest-permissions-"));
/** Catalogue masters to read, change, move; a fresh one is made for each delete. */
const catalogueIds = {
  category: "matrix-category",
  subCategory: "matrix-sub",
  color: "matrix-colour",
  size: "matrix-size",
};
const doomed = { category: "", subCategory: "", color: "", size: "" };
/** A plain product: a sku to list, count and read the history of. */
let stockProductId: string;
/** A delivery area to read, edit and switch on and off. */
const MATRIX_PINCODE = "560100";
/** A stored import no job runs here: the first allowed role cancels it, the others hear it was. */
const MATRIX_IMPORT = "matrix-import";
/** Each call that adds pincodes adds new ones: 7xxxxx is otherwise unused here. */
let nextPincode = 700000;
const freshArea = () => ({ city: "Kolkata", state: "West Bengal", deliveryDays: 4, codAvailable: true });
/** An order to move: each call finds it placed again (matrixOrderPlaced). */
const MATRIX_ORDER = "FSMATRIX1";
/** A prepaid order paid online, to list, refund in part and retry refunds of. */
const MATRIX_PAID_ORDER = "FSMATRIX3";
/** An order with one line to edit: each call changes its address (matrixOrderEdit). */
const MATRIX_EDIT_ORDER = "FSMATRIX4";
/** An order an edit left money due on: each allowed call sends a link for it. */
const MATRIX_BALANCE_ORDER = "FSMATRIX5";
let matrixEdits = 0;
/** A return to list, read, approve, refuse and receive: each call finds it in the state it needs (matrixReturnIn). */
const MATRIX_RETURN = { id: "matrix-return", orderId: "matrix-returned-order" };
const MATRIX_BLOG = {
  category: "matrix-blog",
  doomedCategory: "matrix-blog-doomed",
  post: "matrix-post",
  doomedPost: "matrix-post-doomed",
};
let blogCounter = 0;
const MATRIX_FAQ = "matrix-faq";
const MATRIX_TESTIMONIAL = "matrix-testimonial";
const matrixTestimonial = (id: string, position: number) => ({
  id,
  name: "Matrix",
  designation: "Buyer",
  comment: "Good.",
  image: placeholderImage("Matrix"),
  position,
});
const MATRIX_FAQ_DOOMED = "matrix-faq-doomed";
/** A project category with one of each level inside, and a second of each to move among. */
const MATRIX_PROJECTS = { category: "matrix-pc", sub: "matrix-ps", group: "matrix-pg", project: "matrix-pr" };
const matrixPicture = { url: "/media/test/matrix-project.jpg", width: 800, height: 600, alt: "Matrix" };
const matrixProjectCategory = (id: string, position: number) => ({
  id,
  name: "Matrix projects",
  slug: id,
  bannerImage: placeholderImage("Matrix"),
  position,
});
const matrixPost = (id: string) => ({
  id,
  slug: id,
  title: "Matrix post",
  body: "<p>Teak</p>",
  blogCategoryId: MATRIX_BLOG.category,
  defaultImage: null,
});
/** An enquiry to read, move, assign, note and answer. */
const MATRIX_ENQUIRY = "matrix-enquiry";
/** A review to moderate: each call finds it in the state it needs (matrixReview). */
const MATRIX_REVIEW = "matrix-review";
let matrixReplies = 0;
/** Puts the matrix review back as a call needs it, so every allowed call changes it (and writes its audit row). */
async function matrixReview(values: Partial<typeof reviews.$inferInsert>) {
  await api.db.update(reviews).set(values).where(eq(reviews.id, MATRIX_REVIEW));
}
/** A fresh open draft of one matrix stool for each call that changes or completes one (made without an audit row). */
let matrixDraftId = "";
async function matrixDraft() {
  matrixDraftId = newId();
  await api.db.update(products).set({ stock: 10 }).where(eq(products.id, stockProductId));
  await api.db.insert(draftOrders).values({
    id: matrixDraftId,
    customerId,
    createdByStaffId: (members.get("owner") as { id: string }).id,
    lines: [{ product: stockProductId, quantity: 1 }],
    shippingAddress: {
      name: "Matrix",
      mobile: "9876543210",
      email: "m@example.in",
      address: "1 Road",
      landmark: "",
      locality: "",
      addressType: "HOME",
      country: "India",
      state: "Karnataka",
      city: "Bengaluru",
      pincode: MATRIX_PINCODE,
    },
  });
}
/** One account per role; each call gets a session of its own (sign-out ends one). */
const members = new Map<StaffRole, Awaited<ReturnType<typeof createStaffMember>>>();

beforeAll(async () => {
  api = await createTestApi({ seed: false, env: { RATE_LIMIT_MULTIPLIER: "100", MEDIA_DIR: mediaDir } });
  // A queue that takes every job and runs none: the matrix checks who may ask for work, not the work.
  api.deps.jobs = { send: async () => newId() } as unknown as AppDeps["jobs"];
  const picture = placeholderImage("Matrix stool");
  await api.db.insert(products).values({
    id: productId,
    name: "Matrix stool",
    slug: "matrix-stool",
    sku: "MATRIX-STOOL",
    sellingPricePaise: 100_000,
    mrpPaise: 100_000,
    defaultImage: picture,
    image: picture,
  });
  await api.db
    .insert(categories)
    .values({ id: categoryId, name: "Matrix room", slug: "matrix-room", image: placeholderImage("Matrix room") });
  invitedId = (await createStaffMember(api, "content", { passwordHash: null, totpSecret: null, totpEnabledAt: null }))
    .id;
  activeId = (await createStaffMember(api, "content")).id;
  await api.db.insert(blogCategories).values({ id: MATRIX_BLOG.category, name: "Matrix blog", slug: "matrix-blog" });
  await api.db.insert(blogPosts).values(matrixPost(MATRIX_BLOG.post));
  await api.db
    .insert(testimonials)
    .values([matrixTestimonial("matrix-testimonial-first", 0), matrixTestimonial(MATRIX_TESTIMONIAL, 1)]);
  await api.db.insert(faqs).values([
    { id: "matrix-faq-first", question: "First?", answer: "Yes.", position: 0 },
    { id: MATRIX_FAQ, question: "Matrix?", answer: "Yes.", position: 1 },
  ]);
  await api.db
    .insert(projectCategories)
    .values([
      matrixProjectCategory(`${MATRIX_PROJECTS.category}-first`, 0),
      matrixProjectCategory(MATRIX_PROJECTS.category, 1),
    ]);
  await api.db.insert(projectSubCategories).values([
    { id: `${MATRIX_PROJECTS.sub}-first`, projectCategoryId: MATRIX_PROJECTS.category, name: "First", position: 0 },
    { id: MATRIX_PROJECTS.sub, projectCategoryId: MATRIX_PROJECTS.category, name: "Matrix", position: 1 },
  ]);
  await api.db.insert(projectChildCategories).values([
    { id: `${MATRIX_PROJECTS.group}-first`, projectSubCategoryId: MATRIX_PROJECTS.sub, name: "First", position: 0 },
    { id: MATRIX_PROJECTS.group, projectSubCategoryId: MATRIX_PROJECTS.sub, name: "Matrix", position: 1 },
  ]);
  await api.db.insert(projects).values([
    {
      id: `${MATRIX_PROJECTS.project}-first`,
      childCategoryId: MATRIX_PROJECTS.group,
      name: "First",
      defaultImage: matrixPicture,
      position: 0,
    },
    {
      id: MATRIX_PROJECTS.project,
      childCategoryId: MATRIX_PROJECTS.group,
      name: "Matrix",
      defaultImage: matrixPicture,
      position: 1,
    },
  ]);
  for (const role of STAFF_ROLES) members.set(role, await createStaffMember(api, role));
  customerId = (await api.signIn()).customerId;
  await api.db.insert(coupons).values(couponRow(MATRIX_COUPON));
  await api.db.insert(promotions).values(promotionRow(MATRIX_PROMOTION));
  matrixGiftCardId = (
    await api.db.transaction((tx) =>
      issueGiftCard(tx, api.deps.env.AUTH_SECRET, { amountPaise: 50_000, source: "ISSUED", at: api.clock.now() }),
    )
  ).card.id;
  await api.db.insert(categories).values([
    { id: catalogueIds.category, name: "Matrix", slug: "matrix", image: placeholderImage("Matrix"), position: 0 },
    { id: "matrix-category-2", name: "Matrix 2", slug: "matrix-2", image: placeholderImage("Matrix 2"), position: 1 },
  ]);
  await api.db.insert(subCategories).values([
    {
      id: catalogueIds.subCategory,
      categoryId: catalogueIds.category,
      name: "Matrix sub",
      slug: "matrix-sub",
      position: 0,
    },
    { id: "matrix-sub-2", categoryId: catalogueIds.category, name: "Matrix sub 2", slug: "matrix-sub-2", position: 1 },
  ]);
  await api.db.insert(colors).values({ id: catalogueIds.color, name: "Matrix", slug: "matrix", hex: "#000000" });
  await api.db.insert(sizes).values([
    { id: catalogueIds.size, name: "Matrix", slug: "matrix", position: 0 },
    { id: "matrix-size-2", name: "Matrix 2", slug: "matrix-2", position: 1 },
  ]);
  stockProductId = newId();
  const image = { url: "/media/test/placeholder.jpg", width: 800, height: 600 };
  await api.db.insert(products).values({
    id: stockProductId,
    name: "Matrix Stool",
    slug: `matrix-stool-${stockProductId}`,
    sku: `MATRIX-${stockProductId}`,
    sellingPricePaise: 100_000,
    mrpPaise: 100_000,
    defaultImage: image,
    image,
    stock: 10,
  });
  await api.db
    .insert(pincodes)
    .values({ pincode: MATRIX_PINCODE, city: "Bengaluru", state: "Karnataka", deliveryDays: 3 });
  await api.db.insert(importRuns).values({
    id: MATRIX_IMPORT,
    kind: "pincodes",
    fileName: "matrix.csv",
    csv: "pincode,city,state,deliveryDays,cod,active\n",
    rowsTotal: 0,
  });
  await makeCatalogue();
  const matrixAddress = {
    name: "Matrix",
    mobile: "9876543210",
    email: "m@example.in",
    address: "1 Road",
    landmark: "",
    locality: "",
    addressType: "HOME" as const,
    country: "India",
    state: "Karnataka",
    city: "Bengaluru",
    pincode: MATRIX_PINCODE,
  };
  const matrixOrder = {
    customerId,
    paymentMethod: "COD" as const,
    subtotalPaise: 100_000,
    totalPaise: 100_000,
    shippingAddress: matrixAddress,
  };
  await api.db.insert(orders).values([
    { ...matrixOrder, id: newId(), orderId: MATRIX_ORDER, orderStatus: "ORDERPLACED" },
    {
      ...matrixOrder,
      id: MATRIX_RETURN.orderId,
      orderId: "FSMATRIX2",
      orderStatus: "RETURN_REQUESTED",
      deliveredAt: api.clock.now(),
    },
  ]);
  await api.db.insert(orders).values({
    ...matrixOrder,
    id: newId(),
    orderId: MATRIX_PAID_ORDER,
    orderStatus: "ORDERPLACED",
    paymentMethod: "Prepaid",
    paymentStatus: "PAID",
    subtotalPaise: 10_000_000,
    totalPaise: 10_000_000,
    gatewayOrderId: "order_MATRIXPAIDORD1",
    gatewayPaymentId: "pay_MATRIXPAYMENT1",
    paidAt: api.clock.now(),
  });
  const editOrderId = newId();
  await api.db
    .insert(orders)
    .values({ ...matrixOrder, id: editOrderId, orderId: MATRIX_EDIT_ORDER, orderStatus: "ORDERPLACED" });
  await api.db.insert(orders).values({
    ...matrixOrder,
    id: newId(),
    orderId: MATRIX_BALANCE_ORDER,
    orderStatus: "CONFIRMED",
    balanceDuePaise: 50_000,
  });
  await api.db.insert(orderItems).values({
    id: newId(),
    orderId: editOrderId,
    productId: stockProductId,
    name: "Matrix stool",
    slug: "matrix-stool",
    sku: `MATRIX-${stockProductId}`,
    defaultImage: image,
    quantity: 1,
    sellingPricePaise: 100_000,
    mrpPaise: 100_000,
  });
  await api.db.insert(orderReturns).values({
    id: MATRIX_RETURN.id,
    orderId: MATRIX_RETURN.orderId,
    reason: "damaged",
    refundPaise: 0,
    requestedAt: api.clock.now(),
  });
  await api.db.insert(reviews).values({
    id: MATRIX_REVIEW,
    productId,
    customerId,
    ratings: 4,
    comment: "Matrix review",
    reviewStatus: "PENDING",
  });
  // Approving a return books its pickup, which needs to know where returns go.
  await writeOrderSettings(api.db, DEMO_ORDER_SETTINGS, 0, api.clock.now());
  await api.db.insert(inquiries).values({
    id: MATRIX_ENQUIRY,
    inquiryType: "CONTACT",
    name: "Matrix Sender",
    mobile: "9876500000",
    email: "matrix.sender@example.in",
  });
});
afterAll(async () => {
  await api.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

/** A small real picture for the upload endpoints, with its description. */
async function pictureForm() {
  const form = new FormData();
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#8a5a2b" } })
    .jpeg()
    .toBuffer();
  form.set("image", new File([bytes], "stool.jpg", { type: "image/jpeg" }));
  form.set("alt", "Stool, front");
  return form;
}

type Endpoint = {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  /** The route as the router declares it, and the address a test calls. */
  route: string;
  path: () => string;
  body?: () => Promise<unknown> | unknown;
  /** null: any signed-in member of staff. */
  permission: Permission | null;
  /** A successful call writes one audit row. */
  audited?: boolean;
};

/** Every signed-in /v1/admin endpoint; the test below fails if one is added without joining this list. */
const ENDPOINTS: Endpoint[] = [
  { method: "GET", route: "/v1/admin/me", path: () => "/admin/me", permission: null },
  { method: "GET", route: "/v1/admin/search", path: () => `/admin/search?q=${MATRIX_ORDER}`, permission: null },
  {
    method: "POST",
    route: "/v1/admin/me/recovery-codes",
    path: () => "/admin/me/recovery-codes",
    permission: null,
    audited: true,
  },
  { method: "POST", route: "/v1/admin/session/logout", path: () => "/admin/session/logout", permission: null },
  { method: "GET", route: "/v1/admin/staff", path: () => "/admin/staff?role=content", permission: "staff.manage" },
  {
    method: "POST",
    route: "/v1/admin/staff",
    path: () => "/admin/staff",
    body: () => ({ name: "Nisha Rao", email: uniqueStaffEmail("invitee"), role: "catalogue" }),
    permission: "staff.manage",
    audited: true,
  },
  { method: "GET", route: "/v1/admin/staff/:id", path: () => `/admin/staff/${activeId}`, permission: "staff.manage" },
  {
    method: "PATCH",
    route: "/v1/admin/staff/:id",
    path: () => `/admin/staff/${activeId}`,
    // The other of two roles, so every allowed call is a change.
    body: async () => {
      const [row] = await api.db.select({ role: staff.role }).from(staff).where(eq(staff.id, activeId));
      return { role: row.role === "content" ? "operations" : "content" };
    },
    permission: "staff.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/staff/:id/invitation",
    path: () => `/admin/staff/${invitedId}/invitation`,
    permission: "staff.manage",
    audited: true,
  },
  { method: "GET", route: "/v1/admin/audit", path: () => "/admin/audit?entityType=staff", permission: "audit.read" },
  { method: "GET", route: "/v1/admin/audit/filters", path: () => "/admin/audit/filters", permission: "audit.read" },
  {
    method: "GET",
    route: "/v1/admin/dashboard",
    path: () => "/admin/dashboard?from=2026-11-01&to=2026-11-30",
    permission: "orders.manage",
  },
  {
    method: "GET",
    route: "/v1/admin/customers",
    path: () => "/admin/customers?q=Asha&status=all",
    permission: "customers.manage",
  },
  {
    method: "GET",
    route: "/v1/admin/customers/:id",
    path: () => `/admin/customers/${customerId}`,
    permission: "customers.manage",
  },
  {
    method: "POST",
    route: "/v1/admin/customers/:id/disable",
    path: () => `/admin/customers/${customerId}/disable`,
    // Enabled first, so every allowed call is a change.
    body: () => setDisabled(false),
    permission: "customers.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/customers/:id/enable",
    path: () => `/admin/customers/${customerId}/enable`,
    body: () => setDisabled(true),
    permission: "customers.manage",
    audited: true,
  },
  {
    method: "GET",
    route: "/v1/admin/customers/:id/store-credit",
    path: () => `/admin/customers/${customerId}/store-credit`,
    permission: "customers.manage",
  },
  {
    method: "POST",
    route: "/v1/admin/customers/:id/store-credit/goodwill",
    path: () => `/admin/customers/${customerId}/store-credit/goodwill`,
    body: () => ({ amount: 10, reason: "Permission matrix" }),
    permission: "customers.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/customers/:id/store-credit/adjust",
    path: () => `/admin/customers/${customerId}/store-credit/adjust`,
    body: () => ({ amount: 1, reason: "Permission matrix" }),
    permission: "customers.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/media",
    path: () => "/admin/media",
    body: pictureForm,
    permission: "media.upload",
    audited: true,
  },
  {
    method: "GET",
    route: "/v1/admin/products/:id/images",
    path: () => `/admin/products/${productId}/images`,
    permission: "catalogue.manage",
  },
  {
    method: "POST",
    route: "/v1/admin/products/:id/images",
    path: () => `/admin/products/${productId}/images`,
    // Emptied first, so the list never fills up.
    body: async () => {
      await api.db.update(products).set({ images: [] }).where(eq(products.id, productId));
      return pictureForm();
    },
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "PATCH",
    route: "/v1/admin/products/:id/images",
    path: () => `/admin/products/${productId}/images`,
    body: async () => {
      const picture = { url: "/media/matrix.svg", width: 10, height: 10, alt: "Matrix" };
      await api.db
        .update(products)
        .set({ images: [picture] })
        .where(eq(products.id, productId));
      return { action: "alt", url: picture.url, alt: "Matrix stool, front" };
    },
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "GET",
    route: "/v1/admin/categories/:id/image",
    path: () => `/admin/categories/${categoryId}/image`,
    permission: "catalogue.manage",
  },
  {
    method: "POST",
    route: "/v1/admin/categories/:id/image",
    path: () => `/admin/categories/${categoryId}/image`,
    body: pictureForm,
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "GET",
    route: "/v1/admin/coupons",
    path: () => "/admin/coupons?q=MATRIX&status=active",
    permission: "catalogue.manage",
  },
  {
    method: "POST",
    route: "/v1/admin/coupons",
    path: () => "/admin/coupons",
    body: () => ({ ...couponForm(), code: `MATRIX${++couponCounter}`, isActive: true }),
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "GET",
    route: "/v1/admin/coupons/:code",
    path: () => `/admin/coupons/${MATRIX_COUPON}`,
    permission: "catalogue.manage",
  },
  {
    method: "PATCH",
    route: "/v1/admin/coupons/:code",
    path: () => `/admin/coupons/${MATRIX_COUPON}`,
    // Another value from the current version, so every allowed call is a change.
    body: async () => {
      const [row] = await api.db.select().from(coupons).where(eq(coupons.couponCode, MATRIX_COUPON));
      return { ...couponForm(), discount: row.discount === 10 ? 20 : 10, version: row.version };
    },
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/coupons/:code/activate",
    path: () => `/admin/coupons/${MATRIX_COUPON}/activate`,
    body: () => setCouponActive(false),
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/coupons/:code/deactivate",
    path: () => `/admin/coupons/${MATRIX_COUPON}/deactivate`,
    body: () => setCouponActive(true),
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "DELETE",
    route: "/v1/admin/coupons/:code",
    path: () => `/admin/coupons/${DELETED_COUPON}`,
    // Made again first, so every allowed call deletes it.
    body: async () => {
      await api.db.insert(coupons).values(couponRow(DELETED_COUPON)).onConflictDoNothing();
      return {};
    },
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "GET",
    route: "/v1/admin/promotions",
    path: () => "/admin/promotions?q=Matrix&state=running",
    permission: "catalogue.manage",
  },
  {
    method: "POST",
    route: "/v1/admin/promotions",
    path: () => "/admin/promotions",
    body: () => promotionForm(),
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "GET",
    route: "/v1/admin/promotions/:id",
    path: () => `/admin/promotions/${MATRIX_PROMOTION}`,
    permission: "catalogue.manage",
  },
  {
    method: "PATCH",
    route: "/v1/admin/promotions/:id",
    path: () => `/admin/promotions/${MATRIX_PROMOTION}`,
    // Another priority from the current version, so every allowed call is a change.
    body: async () => {
      const [row] = await api.db.select().from(promotions).where(eq(promotions.id, MATRIX_PROMOTION));
      return { ...promotionForm(), priority: row.priority === 1 ? 2 : 1, version: row.version };
    },
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/promotions/:id/pause",
    path: () => `/admin/promotions/${MATRIX_PROMOTION}/pause`,
    body: () => setPromotionStatus("ACTIVE"),
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/promotions/:id/resume",
    path: () => `/admin/promotions/${MATRIX_PROMOTION}/resume`,
    body: () => setPromotionStatus("PAUSED"),
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "DELETE",
    route: "/v1/admin/promotions/:id",
    path: () => `/admin/promotions/${DELETED_PROMOTION}`,
    // Made again first, so every allowed call deletes it.
    body: async () => {
      await api.db.insert(promotions).values(promotionRow(DELETED_PROMOTION)).onConflictDoNothing();
      return {};
    },
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "GET",
    route: "/v1/admin/gift-cards",
    path: () => "/admin/gift-cards?q=Matrix&status=active",
    permission: "catalogue.manage",
  },
  {
    method: "POST",
    route: "/v1/admin/gift-cards",
    path: () => "/admin/gift-cards",
    body: () => ({ amount: 500, recipientName: "Matrix", reason: "Permission matrix" }),
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "GET",
    route: "/v1/admin/gift-cards/:id",
    path: () => `/admin/gift-cards/${matrixGiftCardId}`,
    permission: "catalogue.manage",
  },
  {
    method: "POST",
    route: "/v1/admin/gift-cards/:id/adjust",
    path: () => `/admin/gift-cards/${matrixGiftCardId}/adjust`,
    body: () => ({ amount: 10, reason: "Permission matrix" }),
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/gift-cards/:id/disable",
    path: () => `/admin/gift-cards/${matrixGiftCardId}/disable`,
    // Active again first, so every allowed call is a change.
    body: async () => {
      await api.db.update(giftCards).set({ status: "ACTIVE" }).where(eq(giftCards.id, matrixGiftCardId));
      return { reason: "Permission matrix" };
    },
    permission: "catalogue.manage",
    audited: true,
  },
  { method: "GET", route: "/v1/admin/categories", path: () => "/admin/categories", permission: "catalogue.manage" },
  {
    method: "POST",
    route: "/v1/admin/categories",
    path: () => "/admin/categories",
    body: () => ({ name: `Matrix ${newId()}` }),
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "GET",
    route: "/v1/admin/categories/:id",
    path: () => `/admin/categories/${catalogueIds.category}`,
    permission: "catalogue.manage",
  },
  {
    method: "PATCH",
    route: "/v1/admin/categories/:id",
    path: () => `/admin/categories/${catalogueIds.category}`,
    // The other of two names, at the current version, so every allowed call is a change.
    body: async () => {
      const [row] = await api.db.select().from(categories).where(eq(categories.id, catalogueIds.category));
      return { name: row.name === "Matrix" ? "Matrix renamed" : "Matrix", slug: "matrix", version: row.version };
    },
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/categories/:id/move",
    path: () => `/admin/categories/${catalogueIds.category}/move`,
    body: () => moveOf(categories, catalogueIds.category),
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "DELETE",
    route: "/v1/admin/categories/:id",
    path: () => `/admin/categories/${doomed.category}`,
    body: async () => {
      doomed.category = newId();
      await api.db.insert(categories).values({
        id: doomed.category,
        name: "Doomed",
        slug: `doomed-${doomed.category}`,
        image: placeholderImage("Doomed"),
        position: 99,
      });
    },
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/categories/:id/sub-categories",
    path: () => `/admin/categories/${catalogueIds.category}/sub-categories`,
    body: () => ({ name: `Matrix ${newId()}` }),
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "PATCH",
    route: "/v1/admin/categories/:id/sub-categories/:subId",
    path: () => `/admin/categories/${catalogueIds.category}/sub-categories/${catalogueIds.subCategory}`,
    body: async () => {
      const [row] = await api.db.select().from(subCategories).where(eq(subCategories.id, catalogueIds.subCategory));
      return { name: row.name === "Matrix sub" ? "Matrix sub renamed" : "Matrix sub", slug: "matrix-sub" };
    },
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/categories/:id/sub-categories/:subId/move",
    path: () => `/admin/categories/${catalogueIds.category}/sub-categories/${catalogueIds.subCategory}/move`,
    body: () => moveOf(subCategories, catalogueIds.subCategory),
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "DELETE",
    route: "/v1/admin/categories/:id/sub-categories/:subId",
    path: () => `/admin/categories/${catalogueIds.category}/sub-categories/${doomed.subCategory}`,
    body: async () => {
      doomed.subCategory = newId();
      await api.db.insert(subCategories).values({
        id: doomed.subCategory,
        categoryId: catalogueIds.category,
        name: "Doomed",
        slug: `doomed-${doomed.subCategory}`,
        position: 99,
      });
    },
    permission: "catalogue.manage",
    audited: true,
  },
  { method: "GET", route: "/v1/admin/colors", path: () => "/admin/colors", permission: "catalogue.manage" },
  {
    method: "POST",
    route: "/v1/admin/colors",
    path: () => "/admin/colors",
    body: () => ({ name: `Matrix ${newId()}`, hex: "#8b5a2b" }),
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "PATCH",
    route: "/v1/admin/colors/:id",
    path: () => `/admin/colors/${catalogueIds.color}`,
    body: async () => {
      const [row] = await api.db.select().from(colors).where(eq(colors.id, catalogueIds.color));
      return { name: "Matrix", slug: "matrix", hex: row.hex === "#000000" ? "#ffffff" : "#000000" };
    },
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "DELETE",
    route: "/v1/admin/colors/:id",
    path: () => `/admin/colors/${doomed.color}`,
    body: async () => {
      doomed.color = newId();
      await api.db
        .insert(colors)
        .values({ id: doomed.color, name: "Doomed", slug: `doomed-${doomed.color}`, hex: "#123456" });
    },
    permission: "catalogue.manage",
    audited: true,
  },
  { method: "GET", route: "/v1/admin/sizes", path: () => "/admin/sizes", permission: "catalogue.manage" },
  {
    method: "POST",
    route: "/v1/admin/sizes",
    path: () => "/admin/sizes",
    body: () => ({ name: `Matrix ${newId()}` }),
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "PATCH",
    route: "/v1/admin/sizes/:id",
    path: () => `/admin/sizes/${catalogueIds.size}`,
    body: async () => {
      const [row] = await api.db.select().from(sizes).where(eq(sizes.id, catalogueIds.size));
      return { name: row.name === "Matrix" ? "Matrix renamed" : "Matrix", slug: "matrix" };
    },
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/sizes/:id/move",
    path: () => `/admin/sizes/${catalogueIds.size}/move`,
    body: () => moveOf(sizes, catalogueIds.size),
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "DELETE",
    route: "/v1/admin/sizes/:id",
    path: () => `/admin/sizes/${doomed.size}`,
    body: async () => {
      doomed.size = newId();
      await api.db
        .insert(sizes)
        .values({ id: doomed.size, name: "Doomed", slug: `doomed-${doomed.size}`, position: 99 });
    },
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "GET",
    route: "/v1/admin/stock",
    path: () => "/admin/stock?state=low&q=Matrix",
    permission: "catalogue.manage",
  },
  {
    method: "POST",
    route: "/v1/admin/stock",
    path: () => "/admin/stock",
    // One more than now, so every allowed call is a change (one audit row).
    body: async () => {
      const [row] = await api.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, stockProductId));
      return { reason: "Permission matrix", rows: [{ kind: "product", id: stockProductId, stock: row.stock + 1 }] };
    },
    permission: "catalogue.manage",
    audited: true,
  },
  { method: "GET", route: "/v1/admin/stock/low", path: () => "/admin/stock/low", permission: "catalogue.manage" },
  {
    method: "GET",
    route: "/v1/admin/stock/:kind/:id",
    path: () => `/admin/stock/product/${stockProductId}`,
    permission: "catalogue.manage",
  },
  {
    method: "PUT",
    route: "/v1/admin/stock/settings",
    path: () => "/admin/stock/settings",
    // The other of two figures, so every allowed call is a change.
    body: async () => ({ lowStockThreshold: (await readCatalogueSettings(api.db)).lowStockThreshold === 6 ? 7 : 6 }),
    permission: "settings.manage",
    audited: true,
  },
  {
    method: "GET",
    route: "/v1/admin/pincodes",
    path: () => "/admin/pincodes?q=5601&status=active&cod=yes",
    permission: "catalogue.manage",
  },
  {
    method: "POST",
    route: "/v1/admin/pincodes",
    path: () => "/admin/pincodes",
    body: () => ({ pincode: String(++nextPincode), ...freshArea() }),
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/pincodes/range",
    path: () => "/admin/pincodes/range",
    body: () => ({ from: String(++nextPincode), to: String((nextPincode += 2)), ...freshArea() }),
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/pincodes/status",
    path: () => "/admin/pincodes/status",
    // The other of the two states, so every allowed call is a change.
    body: async () => {
      const [row] = await api.db
        .select({ isActive: pincodes.isActive })
        .from(pincodes)
        .where(eq(pincodes.pincode, MATRIX_PINCODE));
      return { pincodes: [MATRIX_PINCODE], active: !row.isActive };
    },
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/pincodes/import",
    path: () => "/admin/pincodes/import",
    // A dry run: a real import is answered 202 and written (and audited) by its job.
    body: () => ({
      csv: `pincode,city,state,deliveryDays,cod,active\n${++nextPincode},Kolkata,West Bengal,4,yes,yes\n`,
      dryRun: true,
    }),
    permission: "catalogue.manage",
  },
  { method: "GET", route: "/v1/admin/imports", path: () => "/admin/imports", permission: "catalogue.manage" },
  {
    method: "GET",
    route: "/v1/admin/imports/:importId",
    path: () => `/admin/imports/${MATRIX_IMPORT}?page=1`,
    permission: "catalogue.manage",
  },
  // Who cancelled is kept on the import itself, as who started it is.
  {
    method: "POST",
    route: "/v1/admin/imports/:importId/cancel",
    path: () => `/admin/imports/${MATRIX_IMPORT}/cancel`,
    permission: "catalogue.manage",
  },
  {
    method: "GET",
    route: "/v1/admin/pincodes/:pincode",
    path: () => `/admin/pincodes/${MATRIX_PINCODE}`,
    permission: "catalogue.manage",
  },
  {
    method: "PATCH",
    route: "/v1/admin/pincodes/:pincode",
    path: () => `/admin/pincodes/${MATRIX_PINCODE}`,
    body: () => ({
      city: "Bengaluru",
      state: "Karnataka",
      deliveryDays: (++nextPincode % 60) + 1,
      codAvailable: "yes",
    }),
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "GET",
    route: "/v1/admin/products",
    path: () => "/admin/products?q=Matrix&stock=in",
    permission: "catalogue.manage",
  },
  {
    method: "GET",
    route: "/v1/admin/products/options",
    path: () => "/admin/products/options",
    permission: "catalogue.manage",
  },
  {
    method: "GET",
    route: "/v1/admin/products/preview/:slug",
    path: () => "/admin/products/preview/matrix-plain",
    permission: "catalogue.manage",
  },
  {
    method: "POST",
    route: "/v1/admin/products",
    path: () => "/admin/products",
    body: () => ({ ...productForm(), sku: `MATRIX-${newId()}` }),
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "GET",
    route: "/v1/admin/products/:id",
    path: () => `/admin/products/${catalogue.plain}`,
    permission: "catalogue.manage",
  },
  {
    method: "PATCH",
    route: "/v1/admin/products/:id",
    path: () => `/admin/products/${catalogue.plain}`,
    body: async () => ({
      ...productForm(),
      sku: "MATRIX-PLAIN",
      tagLine: newId(),
      version: await versionOf(catalogue.plain),
    }),
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/products/:id/duplicate",
    path: () => `/admin/products/${catalogue.plain}/duplicate`,
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/products/:id/activate",
    path: () => `/admin/products/${catalogue.plain}/activate`,
    body: () => setActive(catalogue.plain, false),
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/products/:id/deactivate",
    path: () => `/admin/products/${catalogue.plain}/deactivate`,
    body: () => setActive(catalogue.plain, true),
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "PUT",
    route: "/v1/admin/products/:id/variants",
    path: () => `/admin/products/${catalogue.sized}/variants`,
    body: async () => {
      const [row] = await api.db.select().from(productSizes).where(eq(productSizes.productId, catalogue.sized));
      // A new stock each time, so every allowed call is a change.
      const stock = row.stock + 1;
      return {
        version: await versionOf(catalogue.sized),
        variants: [{ id: row.id, sku: row.sku, mrp: 1000, sellingPrice: 900, stock, maximumOrderQuantity: 5 }],
      };
    },
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/products/:id/colors",
    path: () => `/admin/products/${catalogue.coloured}/colors`,
    body: async () => {
      await api.db.delete(productColors).where(eq(productColors.productId, catalogue.coloured));
      return { version: await versionOf(catalogue.coloured), colorId: catalogue.colorId };
    },
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "DELETE",
    route: "/v1/admin/products/:id/colors/:colorId",
    path: () => `/admin/products/${catalogue.coloured}/colors/${catalogue.colorId}`,
    body: async () => {
      await api.db.delete(productColors).where(eq(productColors.productId, catalogue.coloured));
      await api.db.insert(productColors).values({
        id: newId(),
        productId: catalogue.coloured,
        colorId: catalogue.colorId,
        sellingPricePaise: 900,
        mrpPaise: 1000,
        defaultImage: placeholderImage("c"),
      });
      return { version: await versionOf(catalogue.coloured) };
    },
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/products/:id/sizes",
    path: () => `/admin/products/${catalogue.sizedToo}/sizes`,
    body: async () => {
      await api.db.delete(productSizes).where(eq(productSizes.productId, catalogue.sizedToo));
      return { version: await versionOf(catalogue.sizedToo), sizeId: catalogue.sizeId };
    },
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "DELETE",
    route: "/v1/admin/products/:id/sizes/:sizeId",
    path: () => `/admin/products/${catalogue.sizedToo}/sizes/${catalogue.sizeId}`,
    body: async () => {
      await api.db.delete(productSizes).where(eq(productSizes.productId, catalogue.sizedToo));
      await api.db.insert(productSizes).values({
        id: newId(),
        productId: catalogue.sizedToo,
        sizeId: catalogue.sizeId,
        sellingPricePaise: 900,
        mrpPaise: 1000,
      });
      return { version: await versionOf(catalogue.sizedToo) };
    },
    permission: "catalogue.manage",
    audited: true,
  },
  {
    method: "GET",
    route: "/v1/admin/catalogue/export",
    path: () => "/admin/catalogue/export",
    permission: "catalogue.manage",
  },
  {
    method: "POST",
    route: "/v1/admin/catalogue/import",
    path: () => "/admin/catalogue/import",
    // A dry run: it reads the file and writes nothing.
    body: () => {
      const form = new FormData();
      form.set("file", new File(["sku,stock\nWN-MATRIX-1,4\n"], "catalogue.csv", { type: "text/csv" }));
      form.set("dryRun", "yes");
      return form;
    },
    permission: "catalogue.manage",
  },
  {
    method: "GET",
    route: "/v1/admin/orders",
    path: () => "/admin/orders?status=all&sort=newest",
    permission: "orders.manage",
  },
  {
    method: "GET",
    route: "/v1/admin/orders/export",
    path: () => "/admin/orders/export?status=ORDERPLACED",
    permission: "orders.manage",
  },
  {
    method: "GET",
    route: "/v1/admin/reports/gst",
    path: () => "/admin/reports/gst?month=2026-10",
    permission: "orders.manage",
  },
  {
    method: "GET",
    route: "/v1/admin/reports/gst/:sheet",
    path: () => "/admin/reports/gst/b2cs?month=2026-10",
    permission: "orders.manage",
  },
  {
    method: "GET",
    route: "/v1/admin/orders/:orderId",
    path: () => `/admin/orders/${MATRIX_ORDER}`,
    permission: "orders.manage",
  },
  {
    method: "POST",
    route: "/v1/admin/orders/:orderId/notes",
    path: () => `/admin/orders/${MATRIX_ORDER}/notes`,
    body: () => ({ note: "Permission matrix" }),
    permission: "orders.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/orders/:orderId/status",
    path: () => `/admin/orders/${MATRIX_ORDER}/status`,
    body: () => matrixOrderPlaced({ to: "CONFIRMED" }),
    permission: "orders.manage",
    audited: true,
  },
  {
    method: "GET",
    route: "/v1/admin/orders/search",
    path: () => `/admin/orders/search?q=${MATRIX_ORDER}`,
    permission: "orders.manage",
  },
  {
    method: "POST",
    route: "/v1/admin/orders/status",
    path: () => "/admin/orders/status",
    body: () => matrixOrderPlaced({ orderIds: [MATRIX_ORDER], to: "CONFIRMED" }),
    permission: "orders.manage",
    audited: true,
  },
  {
    method: "GET",
    route: "/v1/admin/draft-orders",
    path: () => "/admin/draft-orders?status=all",
    permission: "orders.manage",
  },
  {
    method: "GET",
    route: "/v1/admin/draft-orders/customer",
    path: () => "/admin/draft-orders/customer?mobile=9876543210",
    permission: "orders.manage",
  },
  {
    method: "GET",
    route: "/v1/admin/draft-orders/products",
    path: () => "/admin/draft-orders/products?q=matrix",
    permission: "orders.manage",
  },
  {
    method: "POST",
    route: "/v1/admin/draft-orders",
    path: () => "/admin/draft-orders",
    body: () => ({ customerId }),
    permission: "orders.manage",
    audited: true,
  },
  {
    method: "GET",
    route: "/v1/admin/draft-orders/:id",
    path: () => `/admin/draft-orders/${matrixDraftId}`,
    body: () => (matrixDraftId ? undefined : matrixDraft()),
    permission: "orders.manage",
  },
  {
    method: "PUT",
    route: "/v1/admin/draft-orders/:id",
    path: () => `/admin/draft-orders/${matrixDraftId}`,
    body: async () => {
      await matrixDraft();
      return {
        version: 1,
        lines: [{ product: stockProductId, quantity: 2 }],
        couponCode: null,
        manualDiscountReason: null,
      };
    },
    permission: "orders.manage",
    audited: true,
  },
  {
    method: "DELETE",
    route: "/v1/admin/draft-orders/:id",
    path: () => `/admin/draft-orders/${matrixDraftId}`,
    body: async () => {
      await matrixDraft();
      return { version: 1 };
    },
    permission: "orders.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/draft-orders/:id/place",
    path: () => `/admin/draft-orders/${matrixDraftId}/place`,
    body: async () => {
      await matrixDraft();
      return { version: 1 };
    },
    permission: "orders.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/draft-orders/:id/payment-link",
    path: () => `/admin/draft-orders/${matrixDraftId}/payment-link`,
    body: async () => {
      await matrixDraft();
      return { version: 1, channel: "sms" };
    },
    permission: "orders.manage",
    audited: true,
  },
  { method: "GET", route: "/v1/admin/returns", path: () => "/admin/returns?status=all", permission: "orders.manage" },
  {
    method: "GET",
    route: "/v1/admin/returns/:returnId",
    path: () => `/admin/returns/${MATRIX_RETURN.id}`,
    permission: "orders.manage",
  },
  {
    method: "POST",
    route: "/v1/admin/returns/:returnId/approve",
    path: () => `/admin/returns/${MATRIX_RETURN.id}/approve`,
    body: () => matrixReturnIn("requested", { length: 50, breadth: 40, height: 30, weight: 6 }),
    permission: "orders.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/returns/:returnId/reject",
    path: () => `/admin/returns/${MATRIX_RETURN.id}/reject`,
    body: () => matrixReturnIn("requested", { note: "Permission matrix" }),
    permission: "orders.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/returns/:returnId/receive",
    path: () => `/admin/returns/${MATRIX_RETURN.id}/receive`,
    body: () => matrixReturnIn("approved", { resaleable: [] }),
    permission: "orders.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/returns/:returnId/refund-paid",
    path: () => `/admin/returns/${MATRIX_RETURN.id}/refund-paid`,
    body: () => matrixReturnReceived({ reference: "MATRIX-UTR" }),
    permission: "orders.manage",
  },
  {
    method: "GET",
    route: "/v1/admin/orders/:orderId/shipment",
    path: () => `/admin/orders/${MATRIX_ORDER}/shipment`,
    permission: "orders.manage",
  },
  {
    method: "POST",
    route: "/v1/admin/orders/:orderId/ship",
    path: () => `/admin/orders/${MATRIX_ORDER}/ship`,
    body: () => matrixOrderPacked({ length: 50, breadth: 40, height: 30, weight: 6 }),
    permission: "orders.manage",
    audited: true,
  },
  {
    method: "GET",
    route: "/v1/admin/orders/:orderId/label",
    path: () => `/admin/orders/${MATRIX_ORDER}/label`,
    body: () => matrixOrderShipped(),
    permission: "orders.manage",
  },
  {
    method: "GET",
    route: "/v1/admin/orders/:orderId/edit",
    path: () => `/admin/orders/${MATRIX_EDIT_ORDER}/edit`,
    permission: "orders.manage",
  },
  {
    method: "POST",
    route: "/v1/admin/orders/:orderId/edit",
    path: () => `/admin/orders/${MATRIX_EDIT_ORDER}/edit`,
    body: () => matrixOrderEdit(),
    permission: "orders.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/orders/:orderId/balance-link",
    path: () => `/admin/orders/${MATRIX_BALANCE_ORDER}/balance-link`,
    body: () => ({ channel: "email" }),
    permission: "orders.manage",
    audited: true,
  },
  {
    method: "GET",
    route: "/v1/admin/orders/cod-calls",
    path: () => "/admin/orders/cod-calls",
    permission: "orders.manage",
  },
  { method: "GET", route: "/v1/admin/pages/:key", path: () => "/admin/pages/aboutUs", permission: "content.manage" },
  {
    method: "PUT",
    route: "/v1/admin/pages/privacyPolicy",
    path: () => "/admin/pages/privacyPolicy",
    // Saved from the current version each time, so every allowed call goes through.
    body: async () => ({
      title: "Matrix policy",
      description: "<p>Matrix</p>",
      version: (await readSiteContentDocument(api.db, "privacyPolicy", {})).version,
    }),
    permission: "content.manage",
    audited: true,
  },
  ...otherPageEndpoints(),
  {
    method: "GET",
    route: "/v1/admin/settings/orders",
    path: () => "/admin/settings/orders",
    permission: "settings.manage",
  },
  {
    method: "PUT",
    route: "/v1/admin/settings/orders",
    path: () => "/admin/settings/orders",
    // Saved from the current version each time, so every allowed call goes through.
    body: async () => ({
      ...DEMO_ORDER_SETTINGS,
      codMaxOrderAmount: "",
      version: (await readOrderSettings(api.db)).version,
    }),
    permission: "settings.manage",
    audited: true,
  },
  { method: "GET", route: "/v1/admin/settings/gst", path: () => "/admin/settings/gst", permission: "settings.manage" },
  {
    method: "PUT",
    route: "/v1/admin/settings/gst",
    path: () => "/admin/settings/gst",
    body: async () => ({ ...DEMO_GST_SETTINGS, version: (await readGstSettings(api.db)).version }),
    permission: "settings.manage",
    audited: true,
  },
  {
    method: "GET",
    route: "/v1/admin/settings/backups",
    path: () => "/admin/settings/backups",
    permission: "settings.manage",
  },
  {
    method: "POST",
    route: "/v1/admin/settings/backups",
    path: () => "/admin/settings/backups",
    permission: "settings.manage",
    audited: true,
  },
  {
    method: "GET",
    route: "/v1/admin/settings/reviews",
    path: () => "/admin/settings/reviews",
    permission: "settings.manage",
  },
  {
    method: "PUT",
    route: "/v1/admin/settings/reviews",
    path: () => "/admin/settings/reviews",
    body: async () => ({ autoApprove: false, version: (await readReviewSettings(api.db)).version }),
    permission: "settings.manage",
    audited: true,
  },
  {
    method: "GET",
    route: "/v1/admin/reviews",
    path: () => "/admin/reviews?status=all&rating=4",
    permission: "content.manage",
  },
  {
    method: "GET",
    route: "/v1/admin/reviews/:id",
    path: () => `/admin/reviews/${MATRIX_REVIEW}`,
    permission: "content.manage",
  },
  {
    method: "POST",
    route: "/v1/admin/reviews/:id/approve",
    path: () => `/admin/reviews/${MATRIX_REVIEW}/approve`,
    body: () => matrixReview({ reviewStatus: "PENDING" }),
    permission: "content.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/reviews/:id/reject",
    path: () => `/admin/reviews/${MATRIX_REVIEW}/reject`,
    body: async () => {
      await matrixReview({ reviewStatus: "PENDING", rejectionReason: null });
      return { reason: "Matrix: off topic" };
    },
    permission: "content.manage",
    audited: true,
  },
  {
    method: "PUT",
    route: "/v1/admin/reviews/:id/reply",
    path: () => `/admin/reviews/${MATRIX_REVIEW}/reply`,
    body: () => ({ reply: `Matrix thanks ${++matrixReplies}` }),
    permission: "content.manage",
    audited: true,
  },
  {
    method: "DELETE",
    route: "/v1/admin/reviews/:id/reply",
    path: () => `/admin/reviews/${MATRIX_REVIEW}/reply`,
    body: () => matrixReview({ reply: "Matrix reply to remove" }),
    permission: "content.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/reviews/bulk-approve",
    path: () => "/admin/reviews/bulk-approve",
    body: async () => {
      await matrixReview({ reviewStatus: "PENDING" });
      return { ids: [MATRIX_REVIEW] };
    },
    permission: "content.manage",
    audited: true,
  },
  {
    method: "GET",
    route: "/v1/admin/orders/:orderId/refunds",
    path: () => `/admin/orders/${MATRIX_PAID_ORDER}/refunds`,
    permission: "orders.manage",
  },
  {
    method: "GET",
    route: "/v1/admin/orders/:orderId/documents",
    path: () => `/admin/orders/${MATRIX_PAID_ORDER}/documents`,
    permission: "orders.manage",
  },
  {
    method: "GET",
    route: "/v1/admin/orders/:orderId/documents/:documentId/pdf",
    path: () => `/admin/orders/${MATRIX_PAID_ORDER}/documents/${MATRIX_INVOICE}/pdf`,
    body: matrixInvoice,
    permission: "orders.manage",
  },
  {
    method: "POST",
    route: "/v1/admin/orders/:orderId/refunds",
    path: () => `/admin/orders/${MATRIX_PAID_ORDER}/refunds`,
    // Rs 1 of a large payment each time: no job runs here, so the gateway is never asked.
    body: () => ({ amount: 1, reason: "Matrix goodwill" }),
    permission: "orders.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/orders/:orderId/refunds/:refundId/retry",
    path: () => `/admin/orders/${MATRIX_PAID_ORDER}/refunds/${failedRefundId}/retry`,
    body: failedMatrixRefund,
    permission: "orders.manage",
    audited: true,
  },
  {
    method: "GET",
    route: "/v1/admin/site-settings/home",
    path: () => "/admin/site-settings/home",
    permission: "content.manage",
  },
  {
    method: "POST",
    route: "/v1/admin/site-settings/home/promotions",
    path: () => "/admin/site-settings/home/promotions",
    body: async () => ({ ...MATRIX_BANNER, version: (await readSettings(api.db)).version }),
    permission: "content.manage",
    audited: true,
  },
  {
    method: "PUT",
    route: "/v1/admin/site-settings/home/slides/:index",
    path: () => "/admin/site-settings/home/slides/0",
    body: async () => ({ ...MATRIX_BANNER, title: "Matrix slide", version: await withMatrixSlide() }),
    permission: "content.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/site-settings/home/slides/:index/move",
    path: () => "/admin/site-settings/home/slides/0/move",
    body: async () => ({ direction: "down", version: await withMatrixSlide() }),
    permission: "content.manage",
    audited: true,
  },
  {
    method: "DELETE",
    route: "/v1/admin/site-settings/home/slides/:index",
    // body() runs first: it puts a slide there and notes the version the removal names.
    path: () => `/admin/site-settings/home/slides/0?version=${matrixSettingsVersion}`,
    body: async () => {
      matrixSettingsVersion = await withMatrixSlide();
      return undefined;
    },
    permission: "content.manage",
    audited: true,
  },
  ...otherHomeListEndpoints(),
  {
    method: "PUT",
    route: "/v1/admin/site-settings/popup",
    path: () => "/admin/site-settings/popup",
    body: async () => ({
      enabled: "on",
      title: "Matrix popup",
      webpageUrl: "/",
      delaySeconds: 5,
      alt: "Matrix popup",
      image: MATRIX_BANNER.image,
      version: (await readSettings(api.db)).version,
    }),
    permission: "content.manage",
    audited: true,
  },
  {
    method: "GET",
    route: "/v1/admin/site-settings/shop",
    path: () => "/admin/site-settings/shop",
    permission: "settings.manage",
  },
  {
    method: "PUT",
    route: "/v1/admin/site-settings/shop",
    path: () => "/admin/site-settings/shop",
    body: async () => ({
      supportMobile: "9811042424",
      whatsappNumber: "9811042425",
      supportEmail: "support@woodnest.example",
      openingHours: "Daily: 9AM - 9PM",
      freeShippingOver: 10_000,
      version: (await readSettings(api.db)).version,
    }),
    permission: "settings.manage",
    audited: true,
  },
  {
    method: "GET",
    route: "/v1/admin/enquiries",
    path: () => "/admin/enquiries?status=NEW&q=Matrix",
    permission: "content.manage",
  },
  {
    method: "GET",
    route: "/v1/admin/enquiries/export",
    path: () => "/admin/enquiries/export?q=Matrix",
    permission: "content.manage",
  },
  {
    method: "GET",
    route: "/v1/admin/enquiries/:id",
    path: () => `/admin/enquiries/${MATRIX_ENQUIRY}`,
    permission: "content.manage",
  },
  {
    method: "POST",
    route: "/v1/admin/enquiries/:id/status",
    path: () => `/admin/enquiries/${MATRIX_ENQUIRY}/status`,
    // Back to new first, so every allowed call is a change.
    body: async () => {
      await api.db.update(inquiries).set({ status: "NEW" }).where(eq(inquiries.id, MATRIX_ENQUIRY));
      return { status: "CLOSED" };
    },
    permission: "content.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/enquiries/:id/assignee",
    path: () => `/admin/enquiries/${MATRIX_ENQUIRY}/assignee`,
    body: async () => {
      await api.db.update(inquiries).set({ assigneeId: null }).where(eq(inquiries.id, MATRIX_ENQUIRY));
      return { assigneeId: members.get("content")!.id };
    },
    permission: "content.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/enquiries/:id/notes",
    path: () => `/admin/enquiries/${MATRIX_ENQUIRY}/notes`,
    body: () => ({ note: "Matrix note" }),
    permission: "content.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/enquiries/:id/replies",
    path: () => `/admin/enquiries/${MATRIX_ENQUIRY}/replies`,
    body: () => ({ subject: "Matrix reply", message: "Thank you" }),
    permission: "content.manage",
    audited: true,
  },
  {
    method: "GET",
    route: "/v1/admin/newsletter",
    path: () => "/admin/newsletter?q=matrix",
    permission: "content.manage",
  },
  {
    method: "GET",
    route: "/v1/admin/newsletter/export",
    path: () => "/admin/newsletter/export?q=matrix",
    permission: "content.manage",
  },
  {
    method: "GET",
    route: "/v1/admin/blog/categories",
    path: () => "/admin/blog/categories",
    permission: "content.manage",
  },
  {
    method: "POST",
    route: "/v1/admin/blog/categories",
    path: () => "/admin/blog/categories",
    body: () => ({ name: `Matrix blog ${++blogCounter}` }),
    permission: "content.manage",
    audited: true,
  },
  {
    method: "PATCH",
    route: "/v1/admin/blog/categories/:id",
    path: () => `/admin/blog/categories/${MATRIX_BLOG.category}`,
    // Another name each time, so every allowed call is a change.
    body: () => ({ name: `Matrix journal ${++blogCounter}`, slug: "matrix-journal" }),
    permission: "content.manage",
    audited: true,
  },
  {
    method: "DELETE",
    route: "/v1/admin/blog/categories/:id",
    path: () => `/admin/blog/categories/${MATRIX_BLOG.doomedCategory}`,
    // Made again first, so every allowed call removes it.
    body: async () => {
      await api.db
        .insert(blogCategories)
        .values({ id: MATRIX_BLOG.doomedCategory, name: "Doomed", slug: "matrix-doomed" })
        .onConflictDoNothing();
      return {};
    },
    permission: "content.manage",
    audited: true,
  },
  {
    method: "GET",
    route: "/v1/admin/blog/posts",
    path: () => "/admin/blog/posts?status=DRAFT",
    permission: "content.manage",
  },
  {
    method: "POST",
    route: "/v1/admin/blog/posts",
    path: () => "/admin/blog/posts",
    body: () => ({
      title: `Matrix post ${++blogCounter}`,
      blogCategoryId: MATRIX_BLOG.category,
      body: "<p>Teak care</p>",
    }),
    permission: "content.manage",
    audited: true,
  },
  {
    method: "GET",
    route: "/v1/admin/blog/posts/:id",
    path: () => `/admin/blog/posts/${MATRIX_BLOG.post}`,
    permission: "content.manage",
  },
  {
    method: "PATCH",
    route: "/v1/admin/blog/posts/:id",
    path: () => `/admin/blog/posts/${MATRIX_BLOG.post}`,
    body: async () => {
      const [row] = await api.db.select().from(blogPosts).where(eq(blogPosts.id, MATRIX_BLOG.post));
      return {
        title: `Matrix post ${++blogCounter}`,
        blogCategoryId: MATRIX_BLOG.category,
        body: "<p>Oil it</p>",
        status: "DRAFT",
        version: row.version,
      };
    },
    permission: "content.manage",
    audited: true,
  },
  {
    method: "DELETE",
    route: "/v1/admin/blog/posts/:id",
    path: () => `/admin/blog/posts/${MATRIX_BLOG.doomedPost}`,
    body: async () => {
      await api.db.insert(blogPosts).values(matrixPost(MATRIX_BLOG.doomedPost)).onConflictDoNothing();
      return {};
    },
    permission: "content.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/blog/posts/:id/image",
    path: () => `/admin/blog/posts/${MATRIX_BLOG.post}/image`,
    body: pictureForm,
    permission: "content.manage",
    audited: true,
  },
  { method: "GET", route: "/v1/admin/testimonials", path: () => "/admin/testimonials", permission: "content.manage" },
  {
    method: "POST",
    route: "/v1/admin/testimonials",
    path: () => "/admin/testimonials",
    body: () => ({ name: `Matrix ${++blogCounter}`, designation: "Buyer", comment: "Good." }),
    permission: "content.manage",
    audited: true,
  },
  {
    method: "PATCH",
    route: "/v1/admin/testimonials/:id",
    path: () => `/admin/testimonials/${MATRIX_TESTIMONIAL}`,
    body: () => ({ name: "Matrix", designation: "Buyer", comment: `Good ${++blogCounter}.` }),
    permission: "content.manage",
    audited: true,
  },
  {
    method: "DELETE",
    route: "/v1/admin/testimonials/:id",
    path: () => `/admin/testimonials/${MATRIX_TESTIMONIAL}-doomed`,
    body: async () => {
      await api.db
        .insert(testimonials)
        .values(matrixTestimonial(`${MATRIX_TESTIMONIAL}-doomed`, 9))
        .onConflictDoNothing();
      return {};
    },
    permission: "content.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/testimonials/:id/move",
    path: () => `/admin/testimonials/${MATRIX_TESTIMONIAL}/move`,
    // It is put last first, so every allowed call moves it up.
    body: async () => {
      await api.db.update(testimonials).set({ position: 100 }).where(eq(testimonials.id, MATRIX_TESTIMONIAL));
      return { direction: "up" };
    },
    permission: "content.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/testimonials/:id/image",
    path: () => `/admin/testimonials/${MATRIX_TESTIMONIAL}/image`,
    body: pictureForm,
    permission: "content.manage",
    audited: true,
  },
  { method: "GET", route: "/v1/admin/faqs", path: () => "/admin/faqs", permission: "content.manage" },
  {
    method: "POST",
    route: "/v1/admin/faqs",
    path: () => "/admin/faqs",
    body: () => ({ question: `Matrix question ${++blogCounter}?`, answer: "Yes." }),
    permission: "content.manage",
    audited: true,
  },
  {
    method: "PATCH",
    route: "/v1/admin/faqs/:id",
    path: () => `/admin/faqs/${MATRIX_FAQ}`,
    body: () => ({ question: `Matrix question ${++blogCounter}?`, answer: "Yes." }),
    permission: "content.manage",
    audited: true,
  },
  {
    method: "DELETE",
    route: "/v1/admin/faqs/:id",
    path: () => `/admin/faqs/${MATRIX_FAQ_DOOMED}`,
    body: async () => {
      await api.db
        .insert(faqs)
        .values({ id: MATRIX_FAQ_DOOMED, question: "Doomed?", answer: "Yes.", position: 9 })
        .onConflictDoNothing();
      return {};
    },
    permission: "content.manage",
    audited: true,
  },
  {
    method: "POST",
    route: "/v1/admin/faqs/:id/move",
    path: () => `/admin/faqs/${MATRIX_FAQ}/move`,
    // It is put last first, so every allowed call moves it up.
    body: async () => {
      await api.db.update(faqs).set({ position: 100 }).where(eq(faqs.id, MATRIX_FAQ));
      return { direction: "up" };
    },
    permission: "content.manage",
    audited: true,
  },
  ...projectEndpoints(),
];

/** The project gallery's routes: each allowed call changes something, so each writes one audit row. */
function projectEndpoints(): Endpoint[] {
  const m = MATRIX_PROJECTS;
  const content = { permission: "content.manage" as const, audited: true };
  const name = () => ({ name: `Matrix ${++blogCounter}` });
  /** Each delete's row is made again (empty) before the call. */
  const doomed = (insert: () => Promise<unknown>) => async () => {
    await insert();
    return {};
  };
  /** The moved row is put last first, so every allowed call moves it up. */
  const last = (place: () => Promise<unknown>) => async () => {
    await place();
    return { direction: "up" };
  };
  return [
    {
      method: "GET",
      route: "/v1/admin/projects/categories",
      path: () => "/admin/projects/categories",
      permission: "content.manage",
    },
    {
      method: "POST",
      route: "/v1/admin/projects/categories",
      path: () => "/admin/projects/categories",
      body: name,
      ...content,
    },
    {
      method: "GET",
      route: "/v1/admin/projects/categories/:id",
      path: () => `/admin/projects/categories/${m.category}`,
      permission: "content.manage",
    },
    {
      method: "PATCH",
      route: "/v1/admin/projects/categories/:id",
      path: () => `/admin/projects/categories/${m.category}`,
      body: () => ({ name: "Matrix projects", slug: m.category, seoTitle: `Matrix ${++blogCounter}` }),
      ...content,
    },
    {
      method: "DELETE",
      route: "/v1/admin/projects/categories/:id",
      path: () => `/admin/projects/categories/${m.category}-doomed`,
      body: doomed(() =>
        api.db
          .insert(projectCategories)
          .values(matrixProjectCategory(`${m.category}-doomed`, 9))
          .onConflictDoNothing(),
      ),
      ...content,
    },
    {
      method: "POST",
      route: "/v1/admin/projects/categories/:id/move",
      path: () => `/admin/projects/categories/${m.category}/move`,
      body: last(() =>
        api.db.update(projectCategories).set({ position: 100 }).where(eq(projectCategories.id, m.category)),
      ),
      ...content,
    },
    {
      method: "POST",
      route: "/v1/admin/projects/categories/:id/banner",
      path: () => `/admin/projects/categories/${m.category}/banner`,
      body: pictureForm,
      ...content,
    },
    {
      method: "POST",
      route: "/v1/admin/projects/categories/:id/sub-categories",
      path: () => `/admin/projects/categories/${m.category}-first/sub-categories`,
      body: name,
      ...content,
    },
    {
      method: "PATCH",
      route: "/v1/admin/projects/sub-categories/:id",
      path: () => `/admin/projects/sub-categories/${m.sub}`,
      body: name,
      ...content,
    },
    {
      method: "DELETE",
      route: "/v1/admin/projects/sub-categories/:id",
      path: () => `/admin/projects/sub-categories/${m.sub}-doomed`,
      body: doomed(() =>
        api.db
          .insert(projectSubCategories)
          .values({ id: `${m.sub}-doomed`, projectCategoryId: m.category, name: "Doomed", position: 9 })
          .onConflictDoNothing(),
      ),
      ...content,
    },
    {
      method: "POST",
      route: "/v1/admin/projects/sub-categories/:id/move",
      path: () => `/admin/projects/sub-categories/${m.sub}/move`,
      body: last(() =>
        api.db.update(projectSubCategories).set({ position: 100 }).where(eq(projectSubCategories.id, m.sub)),
      ),
      ...content,
    },
    {
      method: "POST",
      route: "/v1/admin/projects/sub-categories/:id/groups",
      path: () => `/admin/projects/sub-categories/${m.sub}-first/groups`,
      body: name,
      ...content,
    },
    {
      method: "PATCH",
      route: "/v1/admin/projects/groups/:id",
      path: () => `/admin/projects/groups/${m.group}`,
      body: name,
      ...content,
    },
    {
      method: "DELETE",
      route: "/v1/admin/projects/groups/:id",
      path: () => `/admin/projects/groups/${m.group}-doomed`,
      body: doomed(() =>
        api.db
          .insert(projectChildCategories)
          .values({ id: `${m.group}-doomed`, projectSubCategoryId: m.sub, name: "Doomed", position: 9 })
          .onConflictDoNothing(),
      ),
      ...content,
    },
    {
      method: "POST",
      route: "/v1/admin/projects/groups/:id/move",
      path: () => `/admin/projects/groups/${m.group}/move`,
      body: last(() =>
        api.db.update(projectChildCategories).set({ position: 100 }).where(eq(projectChildCategories.id, m.group)),
      ),
      ...content,
    },
    {
      method: "POST",
      route: "/v1/admin/projects/groups/:id/projects",
      path: () => `/admin/projects/groups/${m.group}-first/projects`,
      body: name,
      ...content,
    },
    {
      method: "GET",
      route: "/v1/admin/projects/items/:id",
      path: () => `/admin/projects/items/${m.project}`,
      permission: "content.manage",
    },
    {
      method: "PATCH",
      route: "/v1/admin/projects/items/:id",
      path: () => `/admin/projects/items/${m.project}`,
      body: name,
      ...content,
    },
    {
      method: "DELETE",
      route: "/v1/admin/projects/items/:id",
      path: () => `/admin/projects/items/${m.project}-doomed`,
      body: doomed(() =>
        api.db
          .insert(projects)
          .values({
            id: `${m.project}-doomed`,
            childCategoryId: m.group,
            name: "Doomed",
            defaultImage: matrixPicture,
            position: 9,
          })
          .onConflictDoNothing(),
      ),
      ...content,
    },
    {
      method: "POST",
      route: "/v1/admin/projects/items/:id/move",
      path: () => `/admin/projects/items/${m.project}/move`,
      body: last(() => api.db.update(projects).set({ position: 100 }).where(eq(projects.id, m.project))),
      ...content,
    },
    {
      method: "POST",
      route: "/v1/admin/projects/items/:id/image",
      path: () => `/admin/projects/items/${m.project}/image`,
      body: pictureForm,
      ...content,
    },
    {
      method: "POST",
      route: "/v1/admin/projects/items/:id/images",
      path: () => `/admin/projects/items/${m.project}/images`,
      body: pictureForm,
      ...content,
    },
    {
      method: "POST",
      route: "/v1/admin/projects/items/:id/images/remove",
      path: () => `/admin/projects/items/${m.project}/images/remove`,
      // The picture to remove is put back first.
      body: async () => {
        await api.db
          .update(projects)
          .set({ images: [matrixPicture] })
          .where(eq(projects.id, m.project));
        return { url: matrixPicture.url };
      },
      ...content,
    },
  ];
}

/** A tax invoice of the matrix's paid order, written once, for its PDF to be read. */
const MATRIX_INVOICE = "matrix-invoice";
async function matrixInvoice() {
  const [order] = await api.db.select({ id: orders.id }).from(orders).where(eq(orders.orderId, MATRIX_PAID_ORDER));
  const party = { name: "Matrix", gstin: null, address: "1 Road, Bengaluru", state: "Karnataka", stateCode: "29" };
  const figures = { taxablePaise: 8_474_576, cgstPaise: 0, sgstPaise: 0, igstPaise: 1_525_424, totalPaise: 10_000_000 };
  await api.db
    .insert(taxDocuments)
    .values({
      id: MATRIX_INVOICE,
      kind: "invoice",
      number: "MX/26-27/000001",
      financialYear: "26-27",
      serial: 1,
      orderId: order.id,
      issuedAt: api.clock.now(),
      seller: { ...party, gstin: DEMO_GST_SETTINGS.gstin, state: "Delhi", stateCode: "07" },
      buyer: party,
      placeOfSupply: "29",
      supplyType: "inter",
      ...figures,
    })
    .onConflictDoNothing();
  await api.db
    .insert(taxDocumentLines)
    .values({
      id: `${MATRIX_INVOICE}-line`,
      documentId: MATRIX_INVOICE,
      position: 0,
      description: "Matrix",
      hsnCode: "9403",
      quantity: 1,
      gstRate: 18,
      ...figures,
    })
    .onConflictDoNothing();
  return undefined;
}

/** A failed Rs 1 refund of the matrix's paid order, for the retry to send again; the call's body is empty. */
let failedRefundId = "";
async function failedMatrixRefund() {
  const [order] = await api.db.select({ id: orders.id }).from(orders).where(eq(orders.orderId, MATRIX_PAID_ORDER));
  failedRefundId = newId();
  await api.db.insert(refunds).values({
    id: failedRefundId,
    orderId: order.id,
    amountPaise: 100,
    reason: "Matrix",
    kind: "partial",
    status: "failed",
    idempotencyKey: `refund_${failedRefundId}_1`,
    requestedBy: "system",
  });
  return {};
}

/** Puts the matrix's return (and its order) where a call on it is legal, and answers the call's body. */
async function matrixReturnIn(status: "requested" | "approved", body: Record<string, unknown>) {
  await api.db.update(orderReturns).set({ status }).where(eq(orderReturns.id, MATRIX_RETURN.id));
  await api.db
    .update(orders)
    .set({ orderStatus: status === "requested" ? "RETURN_REQUESTED" : "RETURN_APPROVED" })
    .where(eq(orders.id, MATRIX_RETURN.orderId));
  return body;
}

/** Puts the matrix's return in received and its refund unpaid, so marking it paid is legal, and answers the call's body. */
async function matrixReturnReceived(body: Record<string, unknown>) {
  await api.db
    .update(orderReturns)
    .set({ status: "received", refundPaidAt: null, refundReference: null })
    .where(eq(orderReturns.id, MATRIX_RETURN.id));
  await api.db.update(orders).set({ orderStatus: "RETURNED" }).where(eq(orders.id, MATRIX_RETURN.orderId));
  return body;
}

/** Puts the matrix's order back to placed, so confirming it is a legal move, and answers the call's body. */
async function matrixOrderPlaced(body: Record<string, unknown>) {
  await api.db.update(orders).set({ orderStatus: "ORDERPLACED" }).where(eq(orders.orderId, MATRIX_ORDER));
  return body;
}

/** The edit matrix's order as its form would send it, with a new street each call so every allowed edit changes it. */
async function matrixOrderEdit() {
  const [order] = await api.db.select().from(orders).where(eq(orders.orderId, MATRIX_EDIT_ORDER));
  const [item] = await api.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  matrixEdits += 1;
  return {
    ...order.shippingAddress,
    address: `${matrixEdits} Matrix Road`,
    version: order.version,
    lines: [{ line: item.id, variant: `product:${item.productId}`, quantity: item.quantity }],
  };
}

/** Puts the matrix's order back to packed with no shipment, so shipping it is legal, and answers the call's body. */
async function matrixOrderPacked(body: Record<string, unknown>) {
  await api.db
    .update(orders)
    .set({
      orderStatus: "PACKED",
      awb: null,
      couriertOrderId: null,
      couriertChannelOrderId: null,
      couriertShipmentId: null,
      courierName: null,
      trackingUrl: null,
      shippedAt: null,
    })
    .where(eq(orders.orderId, MATRIX_ORDER));
  return body;
}

/** Gives the matrix's order a sandbox shipment with a label when it has none; the call sends no body. */
async function matrixOrderShipped() {
  const [order] = await api.db.select().from(orders).where(eq(orders.orderId, MATRIX_ORDER));
  if (order.awb) return undefined;
  const courier = api.deps.courier;
  const booked = await courier.createOrder({
    orderNumber: MATRIX_ORDER,
    orderDate: order.createdAt,
    paymentMethod: "COD",
    subTotal: 1000,
    lines: [],
    deliverTo: order.shippingAddress,
    parcel: { length: 50, breadth: 40, height: 30, weight: 6 },
  });
  const { awb, courierName } = await courier.assignAwb(booked.shipmentId);
  await api.db
    .update(orders)
    .set({ couriertOrderId: booked.orderId, couriertShipmentId: booked.shipmentId, awb, courierName })
    .where(eq(orders.id, order.id));
  return undefined;
}

let couponCounter = 0;
const couponRow = (couponCode: string) => ({
  couponCode,
  discountType: "PERCENTAGE" as const,
  discount: 10,
  validFrom: new Date("2026-01-01T00:00:00+05:30"),
});
const couponForm = () => ({ discountType: "PERCENTAGE", discount: 10, validFromDate: "2026-01-01", minimumOrder: 0 });

/** Puts the matrix's coupon in the state a call changes; the call sends no body. */
async function setCouponActive(isActive: boolean) {
  await api.db.update(coupons).set({ isActive }).where(eq(coupons.couponCode, MATRIX_COUPON));
  return undefined;
}

const promotionRow = (id: string) => ({
  id,
  name: "Matrix promotion",
  badge: "Matrix",
  kind: "SPEND_THRESHOLD" as const,
  startsAt: new Date("2026-01-01T00:00:00+05:30"),
});
const promotionForm = () => ({
  name: "Matrix promotion",
  badge: "Matrix",
  kind: "SPEND_THRESHOLD",
  startsAt: "2026-01-01T00:00",
  tiers: [{ minimum: 1000, amount: 100 }],
});

/** Puts the matrix's promotion in the state a call changes; the call sends no body. */
async function setPromotionStatus(status: "ACTIVE" | "PAUSED") {
  await api.db.update(promotions).set({ status }).where(eq(promotions.id, MATRIX_PROMOTION));
  return undefined;
}

/** Down when the row is first, up when it is second: every allowed move is a change. */
async function moveOf(table: typeof categories | typeof subCategories | typeof sizes, id: string) {
  const rows = await api.db.select({ id: table.id, position: table.position }).from(table);
  const mine = rows.find((row) => row.id === id);
  // Rows the matrix adds join the end, so the moved row stays first or second.
  const first = Math.min(...rows.map((row) => row.position));
  return { direction: mine?.position === first ? "down" : "up" };
}

/** The catalogue the product endpoints are called on: a category, a colour, a size and four products. */
const catalogue = {
  categoryId: newId(),
  colorId: newId(),
  sizeId: newId(),
  plain: newId(),
  sized: newId(),
  sizedToo: newId(),
  coloured: newId(),
};

async function makeCatalogue() {
  const image = placeholderImage("Matrix");
  await api.db
    .insert(categories)
    .values({ id: catalogue.categoryId, name: "Matrix products", slug: "matrix-products", image });
  await api.db
    .insert(colors)
    .values({ id: catalogue.colorId, name: "Matrix Walnut", slug: "matrix-walnut", hex: "#5a3a22" });
  await api.db.insert(sizes).values({ id: catalogue.sizeId, name: "Matrix Large", slug: "matrix-large" });
  const product = (id: string, sku: string, productType: (typeof products.$inferInsert)["productType"]) => ({
    id,
    name: `Matrix ${sku}`,
    slug: sku.toLowerCase(),
    sku,
    productType,
    sellingPricePaise: 90_000,
    mrpPaise: 100_000,
    defaultImage: image,
    image,
    stock: 10,
  });
  await api.db
    .insert(products)
    .values([
      product(catalogue.plain, "MATRIX-PLAIN", "PRODUCT"),
      product(catalogue.sized, "MATRIX-SIZED", "PRODUCT_WITH_SIZE"),
      product(catalogue.sizedToo, "MATRIX-SIZED-2", "PRODUCT_WITH_SIZE"),
      product(catalogue.coloured, "MATRIX-COLOURED", "PRODUCT_WITH_COLOR"),
    ]);
  await api.db.insert(productSizes).values({
    id: newId(),
    productId: catalogue.sized,
    sizeId: catalogue.sizeId,
    sku: "MATRIX-SIZED-L",
    sellingPricePaise: 90_000,
    mrpPaise: 100_000,
  });
}

const productForm = () => ({
  name: "Matrix Table",
  sku: "MATRIX-TABLE",
  categories: [catalogue.categoryId],
  mrp: 1000,
  sellingPrice: 900,
  productType: "PRODUCT",
  stock: 10,
  maximumOrderQuantity: 5,
  hsnCode: "9403",
  gstRate: 18,
});

const versionOf = async (id: string) =>
  (await api.db.select({ version: products.version }).from(products).where(eq(products.id, id)))[0].version;

/** Puts a product in the state an activate or deactivate call changes, and answers that call's body. */
async function setActive(id: string, isActive: boolean) {
  await api.db.update(products).set({ isActive }).where(eq(products.id, id));
  return { version: await versionOf(id) };
}

/** Puts the matrix's customer in the state a call changes, and answers that call's body. */
async function setDisabled(disabled: boolean) {
  await api.db
    .update(customers)
    .set({ disabledAt: disabled ? api.clock.now() : null })
    .where(eq(customers.id, customerId));
  return { reason: "Permission matrix" };
}

/** Reached without a session: signing in and accepting an invitation. */
/** A home-page banner or slide the matrix's calls add and edit. */
const MATRIX_BANNER = {
  webpageUrl: "/shop/matrix",
  alt: "Matrix banner",
  image: { url: "/v1/media/matrix/800.jpeg", width: 800, height: 400 },
};
/** The settings' version a removal names (its body() notes it; its path() sends it). */
let matrixSettingsVersion = 0;

/** Makes sure a slide and each banner is there to edit, move or remove, and answers the settings' version then. */
async function withMatrixSlide() {
  const current = await readSettings(api.db);
  if (current.slider.length > 0 && current.promotionBanner.length > 0 && current.offerBanner.length > 0)
    return current.version;
  const slide = {
    image: MATRIX_BANNER.image,
    title: "Matrix slide",
    subTitle: "",
    webpageUrl: MATRIX_BANNER.webpageUrl,
  };
  const banner = {
    image: MATRIX_BANNER.image,
    webpageUrl: MATRIX_BANNER.webpageUrl,
    title: null,
    text: null,
    linkLabel: null,
  };
  // Written straight to the table: the call under test must be the only one to audit.
  const body = {
    ...current,
    slider: current.slider.length > 0 ? current.slider : [slide, slide],
    promotionBanner: current.promotionBanner.length > 0 ? current.promotionBanner : [banner, banner],
    offerBanner: current.offerBanner.length > 0 ? current.offerBanner : [banner, banner],
  };
  await api.db
    .insert(siteContent)
    .values({ key: "settings", body })
    .onConflictDoUpdate({ target: siteContent.key, set: { body } });
  return current.version;
}

/** Each home-page list is its own routes (the entries above are the slides' and the promotions' add). */
function otherHomeListEndpoints(): Endpoint[] {
  const home = "/admin/site-settings/home";
  const content = { permission: "content.manage", audited: true } as const;
  const item = async (list: string) => ({
    ...MATRIX_BANNER,
    title: list === "slides" ? "Matrix slide" : "",
    version: await withMatrixSlide(),
  });
  return [
    ...(["slides", "offers"] as const).map((list): Endpoint => ({
      ...content,
      method: "POST" as const,
      route: `/v1${home}/${list}`,
      path: () => `${home}/${list}`,
      body: () => item(list),
    })),
    ...(["promotions", "offers"] as const).flatMap((list): Endpoint[] => [
      {
        ...content,
        method: "PUT" as const,
        route: `/v1${home}/${list}/:index`,
        path: () => `${home}/${list}/0`,
        body: () => item(list),
      },
      {
        ...content,
        method: "POST" as const,
        route: `/v1${home}/${list}/:index/move`,
        path: () => `${home}/${list}/0/move`,
        body: async () => ({ direction: "down", version: await withMatrixSlide() }),
      },
      {
        ...content,
        method: "DELETE" as const,
        route: `/v1${home}/${list}/:index`,
        path: () => `${home}/${list}/0?version=${matrixSettingsVersion}`,
        body: async () => {
          matrixSettingsVersion = await withMatrixSlide();
          return undefined;
        },
      },
    ]),
  ];
}

/** A valid save of each other page (the entry above is the privacy policy's). */
const MATRIX_PAGES = {
  aboutUs: {
    title: "Matrix about",
    description: "<p>Matrix</p>",
    whatWeDoTitle: "What",
    whatWeDoDescription: "<p>What</p>",
    missionTitle: "Mission",
    missionDescription: "<p>Mission</p>",
    visionTitle: "Vision",
    visionDescription: "<p>Vision</p>",
  },
  contactUs: {
    regOfficeAddress: "1 Matrix Road, New Delhi",
    factoryAddress: "2 Matrix Road, Jodhpur",
    inquiryNumber: "+91 98110 40000",
    supportNumber: "+91 98110 40001",
    inquiryEmail: "hello@woodnest.example",
    supportEmail: "support@woodnest.example",
  },
  termsConditions: { title: "Matrix terms", description: "<p>Matrix</p>" },
  returnRefunds: { title: "Matrix returns", description: "<p>Matrix</p>" },
};

/** Each page's save is its own route, saved from the current version each time. */
function otherPageEndpoints(): Endpoint[] {
  return (["aboutUs", "contactUs", "termsConditions", "returnRefunds"] as const).map((key): Endpoint => ({
    method: "PUT" as const,
    route: `/v1/admin/pages/${key}`,
    path: () => `/admin/pages/${key}`,
    body: async () => ({
      ...MATRIX_PAGES[key],
      version: (await readSiteContentDocument(api.db, key, {})).version,
    }),
    permission: "content.manage",
    audited: true,
  }));
}

const PUBLIC_ROUTES = [
  "POST /v1/admin/session",
  "POST /v1/admin/session/verify",
  "GET /v1/admin/invitations/:token",
  "POST /v1/admin/invitations/:token/password",
  "POST /v1/admin/invitations/:token/authenticator",
];

const call = async (endpoint: Endpoint, token?: string) => {
  const body = await endpoint.body?.();
  return api.request(endpoint.method, endpoint.path(), { body, token });
};

const auditRows = async () => (await api.db.select({ n: count() }).from(auditLog))[0].n;

describe("the permission matrix of /v1/admin", () => {
  it("lists every admin route", () => {
    const declared = api.app.routes
      .filter((r) => r.path.startsWith("/v1/admin") && r.method !== "ALL")
      .map((r) => `${r.method} ${r.path}`);
    expect(new Set(declared)).toEqual(new Set([...ENDPOINTS.map((e) => `${e.method} ${e.route}`), ...PUBLIC_ROUTES]));
  });

  for (const endpoint of ENDPOINTS) {
    describe(`${endpoint.method} ${endpoint.route}`, () => {
      it("answers 401 without a staff session, with a customer's token and with a password-only challenge", async () => {
        expect((await call(endpoint)).status).toBe(401);
        const customer = await api.signIn();
        expect((await call(endpoint, customer.token)).status).toBe(401);
        const challenge = await api.post("/admin/session", {
          email: members.get("owner")?.email,
          password: STAFF_PASSWORD,
        });
        expect(challenge.status).toBe(200);
        expect((await call(endpoint, challenge.json.body.challenge)).status).toBe(401);
      });

      for (const role of STAFF_ROLES) {
        const allowed = endpoint.permission === null || can(role, endpoint.permission);
        it(`${allowed ? "lets" : "refuses (403)"} ${role}${allowed && endpoint.audited ? ", writing an audit row" : ""}`, async () => {
          const member = members.get(role) as Awaited<ReturnType<typeof createStaffMember>>;
          const before = await auditRows();
          const res = await call(endpoint, await staffToken(api, member.id));
          expect(res.status).toBe(allowed ? 200 : 403);
          expect(res.headers.get("cache-control")).toBe("private, no-store");
          const written = (await auditRows()) - before;
          expect(written).toBe(allowed && endpoint.audited ? 1 : 0);
          if (written) {
            const rows = await api.db.select().from(auditLog).where(eq(auditLog.staffId, member.id));
            expect(rows.at(-1)).toMatchObject({ staffEmail: member.email });
          }
        });
      }
    });
  }
});
