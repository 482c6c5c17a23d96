import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { handlersThatQuery } from "./handler-layer";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

/**
 * The handlers that still query the database themselves. The list only shrinks: move a handler's
 * queries into a views or writes module beside it and take its line out.
 */
const STILL_QUERYING = [
  "api/src/resources/addresses/addresses.handlers.ts",
  "api/src/resources/admin/catalogue/category-image/category-image.handlers.ts",
  "api/src/resources/admin/catalogue/product-images/product-images.handlers.ts",
  "api/src/resources/admin/catalogue/stock/stock.handlers.ts",
  "api/src/resources/admin/customers/customers/customers.handlers.ts",
  "api/src/resources/admin/customers/enquiries/enquiries.handlers.ts",
  "api/src/resources/admin/marketing/coupons/coupons.handlers.ts",
  "api/src/resources/admin/marketing/newsletter/newsletter.handlers.ts",
  "api/src/resources/admin/marketing/reviews/reviews.handlers.ts",
  "api/src/resources/admin/orders/order-edits/order-edits.handlers.ts",
  "api/src/resources/admin/orders/orders/order-detail.handlers.ts",
  "api/src/resources/admin/orders/orders/order-documents.handlers.ts",
  "api/src/resources/admin/orders/orders/order-refunds.handlers.ts",
  "api/src/resources/admin/orders/orders/orders-queue.handlers.ts",
  "api/src/resources/admin/orders/returns/returns.handlers.ts",
  "api/src/resources/admin/reports/gst-report/gst-report.handlers.ts",
  "api/src/resources/admin/session/session.handlers.ts",
  "api/src/resources/admin/settings/audit/audit.handlers.ts",
  "api/src/resources/admin/settings/invitations/invitations.handlers.ts",
  "api/src/resources/admin/settings/staff/staff.handlers.ts",
  "api/src/resources/attributes/attributes.handlers.ts",
  "api/src/resources/categories/categories.handlers.ts",
  "api/src/resources/courier/courier-webhook.handlers.ts",
  "api/src/resources/customer-orders/customer-orders.handlers.ts",
  "api/src/resources/customers/customers.handlers.ts",
  "api/src/resources/dev-outbox/dev-outbox.handlers.ts",
  "api/src/resources/inquiries/inquiries.handlers.ts",
  "api/src/resources/newsletters/newsletters.handlers.ts",
  "api/src/resources/payments/payments.handlers.ts",
  "api/src/resources/pincodes/pincodes.handlers.ts",
  "api/src/resources/products/products.handlers.ts",
  "api/src/resources/returns/returns.handlers.ts",
  "api/src/resources/reviews/reviews.handlers.ts",
  "api/src/resources/wishlists/wishlists.handlers.ts",
];

describe("the API's handlers", () => {
  it("leave the queries to the domain modules beside them", async () => {
    const files = [...new Set((await handlersThatQuery(ROOT)).map((found) => found.split(" -> ")[0]))];
    expect(files).toEqual(STILL_QUERYING);
  });

  it("are caught importing the query builder or a table, and only handler files are read", async () => {
    const root = await mkdtemp(join(tmpdir(), "handler-layer-"));
    try {
      await mkdir(join(root, "api/src/resources/things"), { recursive: true });
      await writeFile(
        join(root, "api/src/resources/things/things.handlers.ts"),
        [
          'import { eq } from "drizzle-orm";',
          'import type { things } from "@api/db/schema/catalogue";',
          'import { thingView } from "./thing-views";',
        ].join("\n"),
      );
      await writeFile(join(root, "api/src/resources/things/thing-views.ts"), 'import { eq } from "drizzle-orm";');
      expect(await handlersThatQuery(root)).toEqual([
        "api/src/resources/things/things.handlers.ts -> @api/db/schema/catalogue",
        "api/src/resources/things/things.handlers.ts -> drizzle-orm",
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
