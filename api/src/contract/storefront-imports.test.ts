import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { storefrontImportsOfApiInternals } from "./storefront-imports";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

/**
 * The storefront's imports of API internals today. Its types are to come from the contract's
 * schemas (@api/contract/schemas) instead: this list only shrinks.
 */
const STILL_IMPORTED = [
  "app/components/account/order-refunds.tsx -> @api/resources/refunds/bank-arrival",
  "app/components/tax-document/tax-document.tsx -> @api/db/schema",
  "app/components/tax-document/tax-document.tsx -> @api/lib/amount-in-words",
  "app/components/tax-document/tax-document.tsx -> @api/resources/tax-documents/document-view",
  "app/lib/account.ts -> @api/resources/customers/customers.service",
  "app/lib/api-cache.server.ts -> @api/lib/envelope",
  "app/lib/api.server.ts -> @api/lib/envelope",
  "app/lib/cart.server.ts -> @api/resources/customer-orders/order-payload",
  "app/lib/catalog.server.ts -> @api/db/schema",
  "app/lib/checkout-schema.ts -> @api/resources/customer-orders/order-payload",
  "app/lib/payment.server.test.ts -> @api/services/payments/gateway",
  "app/lib/payment.server.test.ts -> @api/services/payments/razorpay",
];

describe("the storefront's imports from the API", () => {
  it("reach only the contract and the shared field rules, but for those still listed, and the list only shrinks", async () => {
    const found = await storefrontImportsOfApiInternals(ROOT);
    console.info(`Storefront imports of API internals: ${found.length}`);
    // A new import of the API's internals: take the type from @api/contract/schemas instead.
    expect(found.filter((entry) => !STILL_IMPORTED.includes(entry))).toEqual([]);
    // An import no longer made comes off the list.
    expect(STILL_IMPORTED.filter((entry) => !found.includes(entry))).toEqual([]);
  });
});
