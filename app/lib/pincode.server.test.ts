import { beforeEach, describe, expect, it, vi } from "vitest";
import { COD_NOT_AVAILABLE } from "./delivery-estimate";
import { pincodeStatus, savedPincode, stillServed } from "./pincode.server";
import { createShopSessionStorage } from "./session.server";

const answers = new Map<string, unknown>();
vi.mock("./api.server", () => ({
  ApiUnavailableError: class ApiUnavailableError extends Error {},
  apiFetch: vi.fn(async (path: string) => answers.get(path)),
}));

const storage = createShopSessionStorage({ secrets: ["test-secret-".padEnd(40, "t")], secure: false });
const request = new Request("http://shop.test/product/sofa");
const served = {
  status: 200,
  message: "Delivery available at 110001 (New Delhi) in 4 days",
  body: { pincode: "110001", city: "New Delhi", state: "Delhi", deliveryDays: 4, codAvailable: false },
  errors: {},
};
const refused = {
  status: 404,
  message: "Sorry, we do not deliver to 110001 yet",
  body: null,
  errors: { pincode: "Sorry, we do not deliver to 110001 yet" },
};

beforeEach(() => answers.clear());

describe("savedPincode", () => {
  it("reads a pincode of the shared field rule's six digits, and counts any other shape as none", async () => {
    const session = await storage.getSession(null);
    session.set("pincode", { pincode: "110001" });
    expect(savedPincode(session)).toEqual({ pincode: "110001" });
    for (const pincode of ["11000", "1100011", "11000a"]) {
      session.set("pincode", { pincode });
      expect(savedPincode(session), pincode).toBeNull();
    }
  });
});

describe("pincodeStatus", () => {
  it("asks the API again and words today's answer, with the date and cash on delivery", async () => {
    const session = await storage.getSession(null);
    expect(await pincodeStatus(session, request)).toBeNull();
    session.set("pincode", { pincode: "110001" });
    answers.set("/pincodes/checkDelivery/110001", served);
    // Friday 27 November 2026 in India.
    expect(await pincodeStatus(session, request, new Date("2026-11-27T04:30:00Z"))).toEqual({
      pincode: "110001",
      ok: true,
      note: { message: served.message, deliveryBy: "Delivery by Tue, 01-Dec-2026", cod: COD_NOT_AVAILABLE },
    });
  });

  it("says a remembered pincode the shop has stopped serving is not served", async () => {
    const session = await storage.getSession(null);
    session.set("pincode", { pincode: "110001" });
    answers.set("/pincodes/checkDelivery/110001", refused);
    expect(await pincodeStatus(session, request)).toEqual({
      pincode: "110001",
      ok: false,
      error: refused.errors.pincode,
    });
  });
});

describe("stillServed", () => {
  it("keeps a served pincode and forgets one no longer served", async () => {
    const session = await storage.getSession(null);
    expect(await stillServed(session, request)).toBe(false);
    session.set("pincode", { pincode: "110001" });
    answers.set("/pincodes/checkDelivery/110001", served);
    expect(await stillServed(session, request)).toBe(true);
    answers.set("/pincodes/checkDelivery/110001", refused);
    expect(await stillServed(session, request)).toBe(false);
    expect(savedPincode(session)).toBeNull();
  });
});
