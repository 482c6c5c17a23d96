/**
 * The back office's roles and what each may do (issue 14): the one table every /v1/admin endpoint
 * is checked against (middleware/staff-auth.ts), which the admin screens read too, to offer only
 * what a role may use. Plain constants, so the screens' browser code needs no zod for them.
 */
export const STAFF_ROLES = ["owner", "catalogue", "operations", "content"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: "Owner",
  catalogue: "Catalogue",
  operations: "Operations",
  content: "Content",
};

/** What a role is for, as the staff screens explain it. */
export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: "Everything, including staff, settings and the audit log",
  catalogue: "Products, stock, images, coupons and delivery areas",
  operations: "Orders and customers",
  content: "Pages, blog, reviews and enquiries",
};

export const PERMISSIONS = [
  "staff.manage",
  "audit.read",
  "settings.manage",
  "catalogue.manage",
  "orders.manage",
  /** A discount given by hand on an order taken by staff (issue 17): the owner's alone. */
  "orders.discount",
  "customers.manage",
  "content.manage",
  "media.upload",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The one table of who may do what: a later slice's endpoint names its permission and nothing else. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  catalogue: ["catalogue.manage", "media.upload"],
  operations: ["orders.manage", "customers.manage"],
  content: ["content.manage", "media.upload"],
};

export const can = (role: StaffRole, permission: Permission) => ROLE_PERMISSIONS[role].includes(permission);

export const STAFF_STATUSES = ["active", "invited", "disabled"] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];
