import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_GST_SETTINGS } from "@api/db/seed/content";
import { auditLog, siteContent } from "@api/db/schema";
import { type TestApi, createTestApi } from "@api/test/harness";
import { GSTIN_MESSAGES } from "@api/validation/gstin";
import { INVOICE_PREFIX_INVALID, stateMismatch } from "@api/validation/gst-settings";
import { signedInStaff } from "@api/resources/admin/test-helpers";
import { GST_SETTINGS_KEY } from "./gst-settings";

let api: TestApi;
let owner: { token: string };
let ops: { token: string };

beforeAll(async () => {
  api = await createTestApi({ env: { RATE_LIMIT_MULTIPLIER: "100" } });
  owner = await signedInStaff(api, "owner");
  ops = await signedInStaff(api, "operations");
});
afterAll(() => api.close());

const save = (body: Record<string, unknown>) => (
  api.clock.advance(1000),
  api.put("/admin/settings/gst", body, owner.token)
);
const current = async () => (await api.get("/admin/settings/gst", owner.token)).json.body;
const lastAudit = async () =>
  (
    await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "site_content"), eq(auditLog.entityId, GST_SETTINGS_KEY)))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(1)
  )[0];

/** A real, published GSTIN of another state: BILT Graphic Paper Products' Maharashtra registration. */
const MAHARASHTRA = {
  gstin: "27AADCB2230M1ZT",
  addressLine1: "Paper Mills Compound",
  addressLine2: "Allapalli Road",
  city: "Ballarpur",
  state: "Maharashtra",
  pincode: "442901",
};

describe("/admin/settings/gst", () => {
  it("is the owner's alone", async () => {
    expect((await api.get("/admin/settings/gst")).status).toBe(401);
    expect((await api.get("/admin/settings/gst", ops.token)).status).toBe(403);
    expect((await api.put("/admin/settings/gst", { ...DEMO_GST_SETTINGS, version: 0 }, ops.token)).status).toBe(403);
  });

  it("answers the demo seller, then saves a normalised GSTIN and prefix, audited at the next version", async () => {
    expect(await current()).toEqual({ ...DEMO_GST_SETTINGS, version: 0 });
    const saved = await save({
      ...DEMO_GST_SETTINGS,
      ...MAHARASHTRA,
      gstin: " 27aadcb2230m1zt ",
      invoicePrefix: "wnm",
      tradeName: "",
      version: 0,
    });
    expect(saved.status).toBe(200);
    expect(saved.json.message).toBe("GST settings saved");
    expect(saved.json.body).toEqual({
      ...DEMO_GST_SETTINGS,
      ...MAHARASHTRA,
      invoicePrefix: "WNM",
      tradeName: "",
      version: 1,
    });
    expect(await lastAudit()).toMatchObject({
      action: "settings.gst.update",
      before: { gstin: DEMO_GST_SETTINGS.gstin, version: 0 },
      after: { gstin: MAHARASHTRA.gstin, state: "Maharashtra", version: 1 },
    });
    expect((await api.get("/sellerDetails")).json.body).toEqual({
      legalName: DEMO_GST_SETTINGS.legalName,
      tradeName: "",
      gstin: MAHARASHTRA.gstin,
      address: {
        line1: MAHARASHTRA.addressLine1,
        line2: MAHARASHTRA.addressLine2,
        city: "Ballarpur",
        state: "Maharashtra",
        pincode: "442901",
      },
    });
  });

  it("refuses a save made from an older version, naming who changed what", async () => {
    const opened = await current();
    expect((await save({ ...opened, invoicePrefix: "WN" })).status).toBe(200);
    const stale = await save({ ...opened, legalName: "Someone Else Pvt. Ltd." });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toContain("invoice prefix");
    expect((await current()).legalName).toBe(DEMO_GST_SETTINGS.legalName);
  });

  it("refuses an address outside the GSTIN's state", async () => {
    const { version } = await current();
    const bad = await save({ ...DEMO_GST_SETTINGS, state: "Rajasthan", version });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ state: stateMismatch("Delhi") });
  });

  it("refuses bad values field by field", async () => {
    const { version } = await current();
    const bad = await save({
      legalName: " ",
      gstin: "07AABCW4821K1Z8",
      addressLine1: "",
      city: "Delhi 6",
      state: "Atlantis",
      pincode: "1100",
      invoicePrefix: "WN/26",
      version,
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({
      legalName: "Legal name is a required field",
      gstin: GSTIN_MESSAGES.check,
      addressLine1: "Address line 1 is a required field",
      city: "City may contain only letters, spaces, dots, apostrophes and hyphens",
      state: "State is not one of the allowed values",
      pincode: "Pincode must be exactly 6 digits",
      invoicePrefix: INVOICE_PREFIX_INVALID,
    });
    expect((await save({ ...DEMO_GST_SETTINGS, gstin: "07AABCW4821K1Z", version })).json.errors).toEqual({
      gstin: GSTIN_MESSAGES.length,
    });
    expect((await save({ ...DEMO_GST_SETTINGS, gstin: "45AABCW4821K1Z7", version })).json.errors).toEqual({
      gstin: GSTIN_MESSAGES.stateCode,
    });
    // Three letters fit WNM/26-27/000123 in 16 characters; a fourth would not.
    expect((await save({ ...DEMO_GST_SETTINGS, invoicePrefix: "WNMH", version })).json.errors).toEqual({
      invoicePrefix: INVOICE_PREFIX_INVALID,
    });
  });
});

describe("GET /sellerDetails", () => {
  it("is public and cached like the other public reads; not found before the owner has saved any", async () => {
    const res = await api.get("/sellerDetails");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/public/);
    await api.db.delete(siteContent).where(eq(siteContent.key, GST_SETTINGS_KEY));
    const none = await api.get("/sellerDetails");
    expect(none.status).toBe(404);
    expect(none.json.message).toBe("Seller details not found");
    expect(await current()).toMatchObject({ gstin: "", legalName: "", version: 0 });
  });
});
