import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffMember } from "../resources/admin/test-helpers";
import { createTestApi, type TestApi } from "../test/harness";
import { recordAudit } from "./audit";
import { refuseStaleEdit, staleEditMessage } from "./edit-conflict";
import { ApiError } from "./envelope";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
});
afterAll(() => api.close());

const labels = { sellingPricePaise: "selling price", stock: "stock", name: "name" };

describe("refuseStaleEdit", () => {
  it("lets a save through when the form was opened at the current version", async () => {
    await expect(
      refuseStaleEdit(api.db, {
        entityType: "product",
        entityId: "p-same",
        noun: "product",
        currentVersion: 3,
        submittedVersion: 3,
      }),
    ).resolves.toBeUndefined();
  });

  it("refuses an older version with 409, naming who saved, when, and every field the missed saves changed", async () => {
    const asha = await createStaffMember(api, "catalogue", { name: "Asha Rao" });
    const actor = { id: asha.id, email: asha.email };
    // 10:30 and 11:15 in India.
    await recordAudit(api.db, {
      actor,
      action: "product.update",
      entityType: "product",
      entityId: "p-1",
      before: { stock: 4, name: "Sofa" },
      after: { stock: 9, name: "Sofa" },
      at: new Date("2026-11-26T05:00:00Z"),
    });
    await recordAudit(api.db, {
      actor,
      action: "product.update",
      entityType: "product",
      entityId: "p-1",
      before: { sellingPricePaise: 100, version: 2 },
      after: { sellingPricePaise: 90, version: 3 },
      at: new Date("2026-11-26T05:45:00Z"),
    });
    await recordAudit(api.db, {
      actor: null,
      action: "product.update",
      entityType: "product",
      entityId: "p-other",
      before: { tagLine: "a" },
      after: { tagLine: "b" },
      at: new Date("2026-11-26T06:00:00Z"),
    });

    const error = await refuseStaleEdit(api.db, {
      entityType: "product",
      entityId: "p-1",
      noun: "product",
      currentVersion: 3,
      submittedVersion: 1,
      fieldLabels: labels,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).message).toBe(
      `Asha Rao (${asha.email}) saved this product at 26 Nov, 11:15, changing selling price and stock, after you opened it. Nothing you typed was saved; it is still in the form. Check their change, then save again.`,
    );
    expect((error as ApiError).errors.version).toBe("Not saved: someone else saved first.");
  });

  it("reads only as many saves as were missed", async () => {
    const error = (await refuseStaleEdit(api.db, {
      entityType: "product",
      entityId: "p-1",
      noun: "product",
      currentVersion: 3,
      submittedVersion: 2,
      fieldLabels: labels,
    }).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toContain("changing selling price, after you opened it");
  });
});

describe("staleEditMessage", () => {
  it("still refuses, in general words, when the audit log holds nothing", () => {
    expect(staleEditMessage({ noun: "coupon" }, [])).toBe(
      "Someone else saved this coupon after you opened it. Nothing you typed was saved; it is still in the form. Check their change, then save again.",
    );
  });

  it("names a script when nobody signed in saved, and keys without labels as they are", () => {
    const message = staleEditMessage({ noun: "coupon" }, [
      {
        at: new Date("2026-11-26T05:00:00Z"),
        before: { discount: 5 },
        after: { discount: 10 },
        email: null,
        name: null,
      },
    ]);
    expect(message).toMatch(/^A script on the server saved this coupon at 26 Nov, 10:30, changing discount, after/);
  });
});
