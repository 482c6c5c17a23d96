/**
 * Where the back office shows each kind of record an audit entry names: one table, so a new kind
 * of record gets its link here. Kinds with no page of their own link to their list; a record
 * whose page cannot be told from its id alone (a stock row, an uploaded image) is not linked.
 */
const id = (value: string) => encodeURIComponent(value);

const SETTINGS_PAGES: Record<string, string> = {
  gstSettings: "/admin/settings/gst",
  "order-settings": "/admin/settings/orders",
  "review-settings": "/admin/settings/reviews",
  "catalogue-settings": "/admin/stock",
};

const RECORD_PAGES: Record<string, (entityId: string, action: string) => string | null> = {
  product: (entityId) => `/admin/products/${id(entityId)}`,
  order: (entityId) => `/admin/orders/${id(entityId)}`,
  draft_order: (entityId) => `/admin/orders/drafts/${id(entityId)}`,
  customer: (entityId) => `/admin/customers/${id(entityId)}`,
  coupon: (entityId) => `/admin/coupons/${id(entityId)}`,
  review: (entityId) => `/admin/reviews/${id(entityId)}`,
  staff: (entityId) => `/admin/staff/${id(entityId)}`,
  category: (entityId) => `/admin/categories/${id(entityId)}`,
  subCategory: () => "/admin/categories",
  pincode: (entityId) => `/admin/delivery-areas/${id(entityId)}`,
  inquiry: (entityId) => `/admin/enquiries/${id(entityId)}`,
  blogPost: (entityId) => `/admin/blog/${id(entityId)}`,
  blogCategory: () => "/admin/blog/categories",
  project_category: (entityId) => `/admin/projects/${id(entityId)}`,
  project: (entityId) => `/admin/projects/items/${id(entityId)}`,
  testimonial: () => "/admin/testimonials",
  faq: () => "/admin/faqs",
  size: () => "/admin/sizes",
  color: () => "/admin/colours",
  sku: () => "/admin/stock",
  backup: () => "/admin/settings/backups",
  page: (entityId) => `/admin/pages/${id(entityId)}`,
  site_content: (entityId, action) =>
    SETTINGS_PAGES[entityId] ?? (action.startsWith("settings.shop") ? "/admin/settings/shop" : "/admin/home"),
  settings: (entityId) => SETTINGS_PAGES[entityId] ?? null,
};

/** The back-office page of an audit entry's record, or null when it has none. */
export function auditRecordHref(entityType: string, entityId: string, action: string): string | null {
  return RECORD_PAGES[entityType]?.(entityId, action) ?? null;
}

/** What each kind of record is called in the log's filter and its entries. */
const RECORD_KIND_LABELS: Record<string, string> = {
  product: "Product",
  order: "Order",
  draft_order: "Draft order",
  customer: "Customer",
  coupon: "Coupon",
  review: "Review",
  staff: "Staff member",
  category: "Category",
  subCategory: "Sub-category",
  pincode: "Delivery area",
  inquiry: "Enquiry",
  blogPost: "Blog post",
  blogCategory: "Blog category",
  project_category: "Project category",
  project_sub_category: "Project sub-category",
  project_group: "Project group",
  project: "Project",
  testimonial: "Testimonial",
  faq: "FAQ",
  size: "Size",
  color: "Colour",
  sku: "Stock",
  backup: "Backup",
  media: "Image",
  page: "Page",
  site_content: "Settings",
  settings: "Settings",
};

export const recordKindLabel = (entityType: string) => RECORD_KIND_LABELS[entityType] ?? entityType;
