import { describe, expect, it } from "vitest";
import { savedPincode } from "./pincode.server";
import { createShopSessionStorage } from "./session.server";

const storage = createShopSessionStorage({ secrets: ["test-secret-".padEnd(40, "t")], secure: false });

describe("savedPincode", () => {
  it("reads a pincode of the shared field rule's six digits, and counts any other shape as none", async () => {
    const session = await storage.getSession(null);
    session.set("pincode", { pincode: "110001", message: "Delivery available" });
    expect(savedPincode(session)).toEqual({ pincode: "110001", message: "Delivery available" });
    for (const pincode of ["11000", "1100011", "11000a"]) {
      session.set("pincode", { pincode, message: "Delivery available" });
      expect(savedPincode(session), pincode).toBeNull();
    }
  });
});
