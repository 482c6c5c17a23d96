import { and, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, pincodes } from "@api/db/schema";
import type { TestApi } from "@api/test/harness";
import { type SignedInStaff, openStaffApi } from "@api/test/staff-api";
import { MAX_RANGE_SIZE, PAGE_SIZE } from "@api/validation/admin-pincodes";
import { finishImport, patch } from "@api/resources/admin/test-helpers";
import { alreadyServed } from "./delivery-areas.service";

let api: TestApi;
let catalogue: SignedInStaff;

beforeAll(async () => {
  ({ api, staff: catalogue } = await openStaffApi("catalogue"));
});
afterAll(() => api.close());

const post = (path: string, body: unknown) => api.post(`/admin/pincodes${path}`, body, catalogue.token);
const area = (pincode: string) =>
  api.db
    .select()
    .from(pincodes)
    .where(eq(pincodes.pincode, pincode))
    .then((rows) => rows[0]);
const auditFor = (entityId: string) =>
  api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "pincode"), eq(auditLog.entityId, entityId)));

const kochi = { pincode: "682011", city: "Kochi", state: "Kerala", deliveryDays: 4, codAvailable: false };

describe("POST /v1/admin/pincodes", () => {
  it("adds a pincode with its estimate and cash on delivery, and audits it", async () => {
    const res = await post("", kochi);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Pincode 682011 (Kochi) added");
    expect(res.json.body).toEqual({ ...kochi, isActive: true });
    expect(await area("682011")).toMatchObject({ ...kochi, isActive: true });
    const [row] = await auditFor("682011");
    expect(row).toMatchObject({
      action: "pincode.create",
      staffId: catalogue.member.id,
      before: null,
      after: { ...kochi, isActive: true },
    });
  });

  it("takes form values (yes/no, a blank estimate) as well as JSON", async () => {
    const res = await post("", {
      pincode: "682012",
      city: "Kochi",
      state: "Kerala",
      deliveryDays: "",
      codAvailable: "yes",
    });
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({ deliveryDays: null, codAvailable: true });
  });

  it("refuses a pincode already served with 409, changing nothing", async () => {
    const res = await post("", { ...kochi, city: "Ernakulam" });
    expect(res.status).toBe(409);
    expect(res.json.errors).toEqual({ pincode: alreadyServed("682011") });
    expect((await area("682011")).city).toBe("Kochi");
    expect(await auditFor("682011")).toHaveLength(1);
  });

  it("refuses each bad field with its message", async () => {
    const res = await post("", {
      pincode: "012345",
      city: "K0chi",
      state: "Kerela",
      deliveryDays: 61,
      codAvailable: "maybe",
    });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({
      pincode: "Pincode cannot start with 0",
      city: "City may contain only letters, spaces, dots, apostrophes and hyphens",
      state: "State must be one of India's states or union territories",
      deliveryDays: "Delivery days must be a whole number from 1 to 60",
      codAvailable: "Cash on delivery must be yes or no",
    });
    const short = await post("", { pincode: "68201", city: "", state: "", deliveryDays: 0 });
    expect(short.json.errors).toEqual({
      pincode: "Pincode must be exactly 6 digits",
      city: "City is a required field",
      state: "State is a required field",
      deliveryDays: "Delivery days must be a whole number from 1 to 60",
      codAvailable: "Cash on delivery is a required field",
    });
  });
});

describe("POST /v1/admin/pincodes/range", () => {
  it("adds every pincode of the range, leaves the served ones unchanged and counts them, in one audit row", async () => {
    await api.db
      .insert(pincodes)
      .values({ pincode: "302005", city: "Jaipur", state: "Rajasthan", deliveryDays: 2, codAvailable: true });
    const res = await post("/range", {
      from: "302001",
      to: "302010",
      city: "Jaipur",
      state: "Rajasthan",
      deliveryDays: 5,
      codAvailable: false,
    });
    expect(res.status).toBe(200);
    expect(res.json.body).toEqual({ from: "302001", to: "302010", added: 9, unchanged: 1 });
    expect(res.json.message).toBe("9 pincodes added; 1 already served left unchanged");
    const rows = await api.db.select().from(pincodes).where(like(pincodes.pincode, "3020%"));
    expect(rows).toHaveLength(10);
    expect(rows.find((row) => row.pincode === "302005")).toMatchObject({ deliveryDays: 2, codAvailable: true });
    expect(rows.find((row) => row.pincode === "302010")).toMatchObject({
      deliveryDays: 5,
      codAvailable: false,
      isActive: true,
    });
    const audit = await auditFor("302001-302010");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "pincode.addRange",
      after: { added: 9, unchanged: 1, city: "Jaipur", deliveryDays: 5 },
    });
  });

  it(`refuses a range backwards or over ${MAX_RANGE_SIZE} pincodes, adding nothing`, async () => {
    const details = { city: "Pune", state: "Maharashtra", deliveryDays: "", codAvailable: "yes" };
    const backwards = await post("/range", { from: "411010", to: "411001", ...details });
    expect(backwards.status).toBe(400);
    expect(backwards.json.errors).toEqual({ to: "To must not be below From" });
    const tooMany = await post("/range", { from: "411001", to: String(411001 + MAX_RANGE_SIZE), ...details, city: "" });
    expect(tooMany.json.errors).toEqual({
      to: "A range may hold at most 1,000 pincodes",
      city: "City is a required field",
    });
    const exactly = await post("/range", { from: "411001", to: String(411000 + MAX_RANGE_SIZE), ...details });
    expect(exactly.json.body.added).toBe(MAX_RANGE_SIZE);
  });
});

describe("GET /v1/admin/pincodes", () => {
  it("searches by pincode, city or state, filters by status and cash on delivery, and pages", async () => {
    const list = (query: string) => api.get(`/admin/pincodes?${query}`, catalogue.token);
    const byDigits = await list("q=3020");
    expect(byDigits.json.totalRecords).toBe(10);
    expect(byDigits.json.body[0]).toEqual({
      pincode: "302001",
      city: "Jaipur",
      state: "Rajasthan",
      deliveryDays: 5,
      codAvailable: false,
      isActive: true,
    });
    expect((await list("q=jaip&cod=yes")).json.body.map((row: { pincode: string }) => row.pincode)).toEqual(["302005"]);
    expect((await list("q=kerala")).json.totalRecords).toBe(2);
    expect((await list("q=Pune&page=2")).json).toMatchObject({
      page: 2,
      totalPages: Math.ceil(MAX_RANGE_SIZE / PAGE_SIZE),
      totalRecords: MAX_RANGE_SIZE,
    });
    await api.db.update(pincodes).set({ isActive: false }).where(eq(pincodes.pincode, "682012"));
    expect((await list("q=Kochi&status=inactive")).json.body.map((row: { pincode: string }) => row.pincode)).toEqual([
      "682012",
    ]);
    expect((await list("q=Kochi&status=active")).json.body.map((row: { pincode: string }) => row.pincode)).toEqual([
      "682011",
    ]);
    expect((await list("status=maybe")).json.errors).toEqual({ status: "Status is not one of the allowed values" });
  });
});

describe("GET and PATCH /v1/admin/pincodes/:pincode", () => {
  it("reads one area and saves an edit with an audit row of before and after", async () => {
    expect((await api.get("/admin/pincodes/682011", catalogue.token)).json.body).toMatchObject({ city: "Kochi" });
    const res = await patch(
      api,
      "/admin/pincodes/682011",
      { city: "Ernakulam", state: "Kerala", deliveryDays: "", codAvailable: "yes" },
      catalogue.token,
    );
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({ city: "Ernakulam", deliveryDays: null, codAvailable: true });
    const audit = (await auditFor("682011")).find((row) => row.action === "pincode.update");
    expect(audit).toMatchObject({
      before: { city: "Kochi", deliveryDays: 4, codAvailable: false },
      after: { city: "Ernakulam", deliveryDays: null },
    });
  });

  it("answers 404 for a pincode that is not a delivery area, and 400 for a malformed one", async () => {
    expect((await api.get("/admin/pincodes/999998", catalogue.token)).status).toBe(404);
    const edit = await patch(
      api,
      "/admin/pincodes/999998",
      { city: "Nowhere", state: "Goa", codAvailable: true },
      catalogue.token,
    );
    expect(edit.status).toBe(404);
    expect((await api.get("/admin/pincodes/abc", catalogue.token)).status).toBe(400);
  });
});

describe("POST /v1/admin/pincodes/status", () => {
  it("deactivates many at once with an audit row each, and skips those already so", async () => {
    const res = await post("/status", { pincodes: ["302001", "302002", "682012"], active: "no" });
    expect(res.status).toBe(200);
    expect(res.json.body).toEqual({ changed: ["302001", "302002"], active: false });
    expect(res.json.message).toBe("2 pincodes deactivated");
    const rows = await api.db
      .select()
      .from(pincodes)
      .where(inArray(pincodes.pincode, ["302001", "302002"]));
    expect(rows.every((row) => !row.isActive)).toBe(true);
    expect(await auditFor("302001")).toEqual([
      expect.objectContaining({ action: "pincode.deactivate", before: { isActive: true }, after: { isActive: false } }),
    ]);
    expect((await post("/status", { pincodes: ["302001"], active: false })).json.message).toBe("Nothing to change");
    const back = await post("/status", { pincodes: ["302001"], active: true });
    expect(back.json.message).toBe("Pincode 302001 activated");
  });

  it("refuses an unknown pincode or an empty selection, changing nothing", async () => {
    const unknown = await post("/status", { pincodes: ["302003", "999998"], active: false });
    expect(unknown.status).toBe(404);
    expect(unknown.json.errors).toEqual({ pincodes: "Pincode 999998 is not a delivery area" });
    expect((await area("302003")).isActive).toBe(true);
    const none = await post("/status", { pincodes: [], active: false });
    expect(none.json.errors).toEqual({ pincodes: "Select at least one pincode" });
  });
});

describe("POST /v1/admin/pincodes/import", () => {
  const HEADER = "pincode,city,state,deliveryDays,cod,active";
  const good = [
    HEADER,
    "560001,Bengaluru,Karnataka,7,yes,yes",
    "560002,Bengaluru,Karnataka,,no,",
    "682011,Ernakulam,Kerala,5,yes,yes",
    "682012,Kochi,Kerala,,yes,no",
  ].join("\n");
  const bad = [
    HEADER,
    "560001,Bengaluru,Karnataka,7,yes,yes",
    "056002,Bengaluru,Karnatka,99,perhaps,yes",
    "560003,,Karnataka,3,yes,yes",
    "560001,Bengaluru,Karnataka,7,yes,yes",
  ].join("\n");

  it("a dry run lists every row's errors by row and field, and writes nothing", async () => {
    const auditBefore = (await api.db.select().from(auditLog)).length;
    const res = await post("/import", { csv: bad, dryRun: true });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("The file has 6 errors");
    expect(res.json.body).toEqual({
      dryRun: true,
      rows: 1,
      added: 1,
      updated: 0,
      unchanged: 0,
      errors: [
        { row: 3, field: "pincode", message: "Pincode cannot start with 0" },
        { row: 3, field: "state", message: "State must be one of India's states or union territories" },
        { row: 3, field: "deliveryDays", message: "Delivery days must be a whole number from 1 to 60" },
        { row: 3, field: "cod", message: "Cash on delivery must be yes or no" },
        { row: 4, field: "city", message: "City is a required field" },
        { row: 5, field: "pincode", message: "Pincode 560001 is already on row 2" },
      ],
    });
    expect(await area("560001")).toBeUndefined();
    expect((await api.db.select().from(auditLog)).length).toBe(auditBefore);
  });

  it("a real import of a file with errors writes nothing and keys the errors by row", async () => {
    const res = await post("/import", { csv: bad, dryRun: false });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Nothing was imported: the file has 6 errors");
    expect(res.json.errors).toMatchObject({
      "rows.3.pincode": "Pincode cannot start with 0",
      "rows.4.city": "City is a required field",
    });
    expect(await area("560001")).toBeUndefined();
  });

  it("a dry run of a good file says what an import would do; the import then does it, with one audit row", async () => {
    const dry = await post("/import", { csv: good, dryRun: "yes" });
    expect(dry.json.body).toEqual({ dryRun: true, rows: 4, added: 2, updated: 1, unchanged: 1, errors: [] });
    expect(dry.json.message).toBe("The file is ready to import");
    expect(await area("560001")).toBeUndefined();

    const res = await post("/import", { csv: good, fileName: "kerala.csv" });
    expect(res.status).toBe(202);
    expect(res.json.body).toMatchObject({ kind: "pincodes", state: "queued", fileName: "kerala.csv", rowsTotal: 4 });
    expect(await finishImport(api, catalogue.token, res.json.body.id)).toMatchObject({
      state: "done",
      rowsDone: 4,
      message: "Imported: 2 added, 1 updated, 1 unchanged",
    });
    expect(await area("560001")).toMatchObject({
      city: "Bengaluru",
      deliveryDays: 7,
      codAvailable: true,
      isActive: true,
    });
    expect(await area("560002")).toMatchObject({ deliveryDays: null, codAvailable: false, isActive: true });
    expect(await area("682011")).toMatchObject({ city: "Ernakulam", deliveryDays: 5, codAvailable: true });
    const [audit] = await auditFor("import");
    expect(audit).toMatchObject({
      action: "pincode.import",
      staffId: catalogue.member.id,
      before: null,
      after: {
        added: 2,
        updated: 1,
        unchanged: 1,
        addedPincodes: ["560001", "560002"],
        updatedPincodes: ["682011"],
        updatedFrom: [
          {
            pincode: "682011",
            city: "Ernakulam",
            state: "Kerala",
            deliveryDays: null,
            codAvailable: true,
            isActive: true,
          },
        ],
      },
    });

    const again = await post("/import", { csv: good });
    expect((await finishImport(api, catalogue.token, again.json.body.id)).message).toBe(
      "Imported: 0 added, 0 updated, 4 unchanged",
    );
  });

  it("refuses a file without the columns, an empty one and a missing one", async () => {
    const noHeader = await post("/import", { csv: "560010,Bengaluru,Karnataka,3,yes,yes", dryRun: true });
    expect(noHeader.json.body.errors).toEqual([
      {
        row: 1,
        field: "header",
        message:
          "The first line must name the columns pincode,city,state,deliveryDays,cod,active (missing: pincode, city, state, deliveryDays, cod, active)",
      },
    ]);
    const onlyHeader = await post("/import", { csv: HEADER, dryRun: true });
    expect(onlyHeader.json.body.errors).toEqual([
      { row: 2, field: "file", message: "The file has no pincodes below its header" },
    ]);
    const missing = await post("/import", { dryRun: true });
    expect(missing.json.errors).toEqual({ csv: "Choose a CSV file to import" });
  });
});
