import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pincodes } from "@api/db/schema";
import { type TestApi, createTestApi } from "@api/test/harness";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
  await api.db.insert(pincodes).values([
    { pincode: "110001", city: "New Delhi", state: "Delhi", deliveryDays: 3, codAvailable: true },
    { pincode: "400001", city: "Mumbai", state: "Maharashtra", deliveryDays: 1, codAvailable: false },
    { pincode: "560001", city: "Bengaluru", state: "Karnataka", deliveryDays: null, codAvailable: true },
    { pincode: "682001", city: "Kochi", state: "Kerala", deliveryDays: 9, codAvailable: true, isActive: false },
  ]);
});
afterAll(() => api.close());

describe("GET /pincodes/checkDelivery/:pincode", () => {
  it("confirms delivery to a serviceable pincode with the city and the days", async () => {
    const res = await api.get("/pincodes/checkDelivery/110001");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      status: 200,
      message: "Delivery available at 110001 (New Delhi) in 3 days",
      body: { pincode: "110001", city: "New Delhi", state: "Delhi", deliveryDays: 3, codAvailable: true },
      errors: {},
    });
  });

  it("says '1 day', and whether cash on delivery is possible", async () => {
    const res = await api.get("/pincodes/checkDelivery/400001");
    expect(res.json.message).toBe("Delivery available at 400001 (Mumbai) in 1 day");
    expect(res.json.body.codAvailable).toBe(false);
  });

  it("answers 404 with errors.pincode for a pincode it does not serve", async () => {
    const res = await api.get("/pincodes/checkDelivery/999999");
    expect(res.status).toBe(404);
    expect(res.json).toEqual({
      status: 404,
      code: "NOT_FOUND",
      message: "Sorry, we do not deliver to 999999 yet",
      body: null,
      errors: { pincode: "Sorry, we do not deliver to 999999 yet" },
    });
  });

  it("leaves the days out where the shop gives no estimate", async () => {
    const res = await api.get("/pincodes/checkDelivery/560001");
    expect(res.json.message).toBe("Delivery available at 560001 (Bengaluru)");
    expect(res.json.body.deliveryDays).toBeNull();
  });

  it("answers a pincode the back office deactivated as one it does not serve", async () => {
    const res = await api.get("/pincodes/checkDelivery/682001");
    expect(res.status).toBe(404);
    expect(res.json.errors).toEqual({ pincode: "Sorry, we do not deliver to 682001 yet" });
  });

  it("answers 400 with errors.pincode for anything but six digits", async () => {
    for (const bad of ["11000", "1100011", "11000a", "%20110001x"]) {
      const res = await api.get(`/pincodes/checkDelivery/${bad}`);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({
        status: 400,
        code: "INVALID_INPUT",
        message: "Pincode must be exactly 6 digits",
        body: null,
        errors: { pincode: "Pincode must be exactly 6 digits" },
      });
    }
  });
});
