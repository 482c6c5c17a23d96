/**
 * Every back-office route, read from app/routes: each screen answers a role that may not use it
 * with 403 and the "Not allowed" page, and a role that may with the screen (200); each action
 * answers a malformed post (another content type, a cut-off upload, no intent, an unknown one)
 * with 400 or its usual refusal, never a 500.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { STAFF_ROLES, type Permission, type StaffRole, can } from "@api/validation/staff-roles";
import { STAFF_COOKIE_NAME } from "~/lib/admin/session.server";
import { expect, test } from "./support/fixtures";
import { E2E_WEB_URL } from "./support/ports";
import { type TestStaff, createStaff, signInStaffBrowser, staffCookieValue } from "./support/staff";

test.describe.configure({ timeout: 240_000 });

const ROUTES = path.resolve("app/routes");

/**
 * What each part of the back office asks of a role, as the API's routers ask it
 * (api/src/resources/admin/*.routes.ts); a part not named is every member's.
 */
const PART_PERMISSIONS: Record<string, Permission | readonly Permission[]> = {
  orders: "orders.manage",
  returns: "orders.manage",
  reports: "orders.manage",
  // The one search box: open to a role that may open any kind it finds (orders, products, customers).
  search: ["orders.manage", "catalogue.manage", "customers.manage"],
  customers: "customers.manage",
  staff: "staff.manage",
  audit: "audit.read",
  settings: "settings.manage",
  products: "catalogue.manage",
  categories: "catalogue.manage",
  colours: "catalogue.manage",
  sizes: "catalogue.manage",
  stock: "catalogue.manage",
  coupons: "catalogue.manage",
  "delivery-areas": "catalogue.manage",
  imports: "catalogue.manage",
  reviews: "content.manage",
  enquiries: "content.manage",
  newsletter: "content.manage",
  blog: "content.manage",
  faqs: "content.manage",
  testimonials: "content.manage",
  projects: "content.manage",
  pages: "content.manage",
  home: "content.manage",
};

/** Pages outside a member's work: signing in and out, accepting an invitation. */
const NOT_STAFF_SCREENS = new Set(["admin.login", "admin.logout", "admin.invitation.$token"]);

type AdminRoute = { file: string; pattern: string; screen: boolean; action: boolean; index: boolean };

/**
 * A route's address pattern, as Remix's flat routes read its file or folder name: `_index` and a
 * pathless area segment (`_marketing`, docs/decisions/admin-folders.md) add nothing to the address.
 */
function patternOf(name: string) {
  const segments = name.replace(/\[\.\]/g, "\0").split(".");
  return (
    "/" +
    segments
      .filter((segment) => !segment.startsWith("_"))
      .map((segment) => segment.replace(/\0/g, ".").replace(/_$/, ""))
      .join("/")
  );
}

/** Every admin route module: a flat `admin.x.tsx` file or a folder route's `admin.x/route.tsx`. */
const adminRoutes: AdminRoute[] = readdirSync(ROUTES, { withFileTypes: true })
  .filter(
    (entry) =>
      entry.name.startsWith("admin.") &&
      entry.name !== "admin.tsx" &&
      (entry.isDirectory() || entry.name.endsWith(".tsx")),
  )
  .map((entry) => {
    const name = entry.name.replace(/\.tsx$/, "");
    const source = readFileSync(
      path.join(ROUTES, entry.isDirectory() ? path.join(entry.name, "route.tsx") : entry.name),
      "utf8",
    );
    return {
      file: name,
      pattern: patternOf(name),
      screen: /export default function/.test(source) && /export (async )?function loader/.test(source),
      action: /export (async )?function action/.test(source),
      index: name.endsWith("._index"),
    };
  });

/** Where a sample of each address's parameters is found: a screen listing them, and the link to one. */
const SAMPLES: Record<string, { from: string; link: RegExp }> = {
  "/admin/blog/$postId": { from: "/admin/blog", link: /href="\/admin\/blog\/(?!new"|categories")([^/"?]+)"/ },
  "/admin/categories/$categoryId": { from: "/admin/categories", link: /href="\/admin\/categories\/(?!new")([^/"?]+)"/ },
  "/admin/projects/$categoryId": { from: "/admin/projects", link: /href="\/admin\/projects\/(?!items\/)([^/"?]+)"/ },
  "/admin/coupons/$code": { from: "/admin/coupons", link: /href="\/admin\/coupons\/(?!new")([^/"?]+)"/ },
  "/admin/customers/$customerId": { from: "/admin/customers", link: /href="\/admin\/customers\/([^/"?]+)"/ },
  "/admin/delivery-areas/$pincode": {
    from: "/admin/delivery-areas",
    link: /href="\/admin\/delivery-areas\/(?!import")(\d+)"/,
  },
  "/admin/enquiries/$enquiryId": { from: "/admin/enquiries", link: /href="\/admin\/enquiries\/(?!export)([^/"?]+)"/ },
  "/admin/imports/$importId": { from: "/admin/imports", link: /href="\/admin\/imports\/([^/"?]+)"/ },
  "/admin/home/$list/$index": { from: "/admin/home", link: /href="\/admin\/home\/([a-z-]+)\/(\d+)"/ },
  "/admin/orders/$orderId": { from: "/admin/orders", link: /href="\/admin\/orders\/(?!drafts|new"|export)([^/"?]+)"/ },
  "/admin/orders/$orderId/documents/$documentId": {
    from: "/admin/orders/FS080001",
    link: /href="\/admin\/orders\/([^/"?]+)\/documents\/([^/"?.]+)"/,
  },
  "/admin/orders/drafts/$draftId": { from: "/admin/orders/drafts", link: /href="\/admin\/orders\/drafts\/([^/"?]+)"/ },
  "/admin/pages/$key": { from: "/admin/pages", link: /href="\/admin\/pages\/([^/"?]+)"/ },
  "/admin/products/$productId": {
    from: "/admin/products",
    link: /href="\/admin\/products\/(?!new"|import"|export)([^/"?]+)"/,
  },
  "/admin/projects/items/$projectId": { from: "/admin/projects", link: /href="\/admin\/projects\/items\/([^/"?]+)"/ },
  "/admin/returns/$returnId": { from: "/admin/returns", link: /href="\/admin\/returns\/([^/"?]+)"/ },
  "/admin/reviews/$reviewId": { from: "/admin/reviews", link: /href="\/admin\/reviews\/([^/"?]+)"/ },
  "/admin/staff/$staffId": { from: "/admin/staff", link: /href="\/admin\/staff\/([^/"?]+)"/ },
  "/admin/stock/$kind/$id": { from: "/admin/stock", link: /href="\/admin\/stock\/([a-z]+)\/([^/"?]+)"/ },
  "/admin/testimonials/$testimonialId": {
    from: "/admin/testimonials",
    link: /href="\/admin\/testimonials\/([^/"?]+)\/image"/,
  },
};

const cookies = new Map<StaffRole, string>();
const staff = new Map<StaffRole, TestStaff>();

const get = (address: string, role: StaffRole) =>
  fetch(`${E2E_WEB_URL}${address}`, {
    headers: { Cookie: `${STAFF_COOKIE_NAME}=${cookies.get(role)}` },
    redirect: "manual",
  });

/** The parameters' pattern prefix up to the last parameter, e.g. /admin/orders/$orderId for the order's edit screen. */
const sampledPart = (pattern: string) => pattern.replace(/^(.*\$[A-Za-z]+)(\/[^$]*)?$/, "$1");

/**
 * An address of the route with real parameters, found on the screens that list them; when the
 * shop has none yet (no enquiry, no draft), made-up ones, and `real` is false: the screen then
 * answers 404 to a role that may use it.
 */
async function addressOf(route: AdminRoute): Promise<{ address: string; real: boolean }> {
  if (!route.pattern.includes("$")) return { address: route.pattern, real: true };
  if (route.pattern === "/admin/invitation/$token")
    return { address: "/admin/invitation/not-a-real-invitation", real: false };
  if (route.pattern === "/admin/reports/gst/$sheet")
    return { address: "/admin/reports/gst/b2b?month=2026-03", real: true };
  const part = sampledPart(route.pattern);
  const sample = SAMPLES[part];
  if (!sample) throw new Error(`No sample for ${route.pattern}: add where its parameters are listed to SAMPLES`);
  const page = await (await get(sample.from, "owner")).text();
  const found = sample.link.exec(page);
  let at = 0;
  const filled = part.replace(/\$[A-Za-z]+/g, () => (found ? found[++at] : "000000000000000000000000"));
  return { address: filled + route.pattern.slice(part.length), real: Boolean(found) };
}

test.beforeAll(async () => {
  for (const role of STAFF_ROLES) {
    const member = await createStaff(role);
    staff.set(role, member);
    cookies.set(role, await staffCookieValue(member));
  }
});

test.describe("a screen a role may not use", () => {
  test("answers 403 with the page that says so, and a screen it may use answers 200, for every screen and role", async () => {
    test.skip(test.info().project.name === "js-disabled", "HTTP answers only: the js-enabled run covers them");
    const screens = adminRoutes.filter((route) => route.screen && !NOT_STAFF_SCREENS.has(route.file));
    expect(screens.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    const madeUp: string[] = [];
    for (const route of screens) {
      const { address, real } = await addressOf(route);
      if (!real) madeUp.push(address);
      const permission = PART_PERMISSIONS[address.split("/")[2]?.split(/[?.]/)[0] ?? ""];
      for (const role of STAFF_ROLES) {
        const allowed = !permission || [permission].flat().some((needed) => can(role, needed));
        const res = await get(address, role);
        const body = await res.text();
        const expected = real ? 200 : 404;
        if (allowed && res.status !== expected) wrong.push(`${role} ${address}: ${res.status}, expected ${expected}`);
        if (
          !allowed &&
          (res.status !== 403 || !body.includes("Not allowed") || !body.includes("Your role does not allow this page"))
        ) {
          wrong.push(`${role} ${address}: ${res.status}, expected 403 and the page`);
        }
      }
    }
    console.log(
      `role matrix: ${screens.length} screens x ${STAFF_ROLES.length} roles; made-up parameters: ${madeUp.join(", ") || "none"}`,
    );
    expect(wrong).toEqual([]);
  });

  test("the page shows in the browser too, with the navigation the role may use", async ({ page, context }) => {
    await signInStaffBrowser(context, staff.get("content") as TestStaff);
    for (const address of ["/admin/products/import", "/admin/delivery-areas/import", "/admin/orders/new"]) {
      const answer = await page.goto(address);
      expect(answer?.status(), address).toBe(403);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not allowed");
      await expect(
        page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Blog" }),
      ).toBeVisible();
      await expect(
        page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Products" }),
      ).toHaveCount(0);
    }
  });
});

/** Bodies a forged or broken client might send. */
const GARBAGE: { what: string; type: string; body: string }[] = [
  { what: "another content type", type: "text/plain", body: "intent=save&name=x" },
  { what: "JSON", type: "application/json", body: '{"intent":' },
  {
    what: "a cut-off upload",
    type: "multipart/form-data; boundary=cut",
    body: '--cut\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsa',
  },
  { what: "a multipart post with no boundary", type: "multipart/form-data", body: "intent=save" },
  { what: "no intent", type: "application/x-www-form-urlencoded", body: "unexpected=1" },
  { what: "an unknown intent", type: "application/x-www-form-urlencoded", body: "intent=no-such-intent" },
];

test.describe("a malformed post to a back-office action", () => {
  test("is answered 400 or with the action's usual refusal, never a 500", async () => {
    test.skip(test.info().project.name === "js-disabled", "HTTP answers only: the js-enabled run covers them");
    // Signing out would end the session the other posts use; its action reads no form.
    const actions = adminRoutes.filter((route) => route.action && route.file !== "admin.logout");
    expect(actions.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    const statuses = new Map<number, number>();
    for (const route of actions) {
      const { address } = await addressOf(route);
      const target = route.index ? `${address}${address.includes("?") ? "&" : "?"}index` : address;
      for (const garbage of GARBAGE) {
        const res = await fetch(`${E2E_WEB_URL}${target}`, {
          method: "POST",
          headers: { Cookie: `${STAFF_COOKIE_NAME}=${cookies.get("owner")}`, "Content-Type": garbage.type },
          body: garbage.body,
          redirect: "manual",
        });
        const body = await res.text();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status >= 500) wrong.push(`${target} with ${garbage.what}: ${res.status}`);
        if (res.status === 400 && body.includes("Something went wrong"))
          wrong.push(`${target} with ${garbage.what}: 400 without its message`);
      }
    }
    console.log(
      `garbage posts: ${actions.length} actions x ${GARBAGE.length} bodies; answers ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(wrong).toEqual([]);
  });
});
