import { describe, expect, it } from "vitest";
import { OWN_REVIEW_FRESH_MS, justReviewed } from "./product-page.server";
import { createShopSessionStorage } from "./session.server";

const storage = createShopSessionStorage({ secrets: ["s".repeat(64)], secure: false });

describe("justReviewed", () => {
  it("reads past the shared copy only for the product just reviewed, and only for a few seconds", async () => {
    const session = await storage.getSession(null);
    const now = Date.UTC(2026, 10, 25, 10, 0, 0);
    expect(justReviewed(session, "sofa", now)).toBe(false);
    session.set("reviewed", { productId: "sofa", at: now });
    expect(justReviewed(session, "sofa", now + 1_000)).toBe(true);
    expect(justReviewed(session, "bed", now + 1_000)).toBe(false);
    expect(justReviewed(session, "sofa", now + OWN_REVIEW_FRESH_MS)).toBe(false);
    // Longer than a shared copy may be old (2 s fresh and 3 s stale): every instance has the review by then.
    expect(OWN_REVIEW_FRESH_MS).toBeGreaterThan(5_000);
  });
});
