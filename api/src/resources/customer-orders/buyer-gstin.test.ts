import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApi } from "@api/test/harness";
import { BUYER_GSTIN_MESSAGES } from "@api/validation/buyer-gstin";
import { GSTIN_MESSAGES } from "@api/validation/gstin";
import { signedInStaff } from "../admin/test-helpers";
import { type Target, line, openStockedShop, orderCount, orderPayload, orderRow } from "./order-fixtures";

let api: TestApi;
let plain: Target;

beforeAll(async () => {
  ({ api, product: plain } = await openStockedShop({}, 100));
});
afterAll(() => api.close());

/** BILT Graphic Paper Products' registration in Maharashtra (a published GSTIN). */
const GSTIN = "27AADCB2230M1ZT";

describe("a business buyer's GSTIN at checkout", () => {
  it("keeps a valid GSTIN (typed in lower case with spaces) and the business name, and shows them on the order", async () => {
    const { token } = await api.signIn();
    const placed = await api.post(
      "/customerOrders",
      orderPayload([line(plain)], {
        buyerGstin: " 27aadcb2230m1zt ",
        buyerBusinessName: "  Bilt Graphic Paper Products Ltd ",
      }),
      token,
    );
    expect(placed.status).toBe(200);
    expect(placed.json.body).toMatchObject({ buyerGstin: GSTIN, buyerBusinessName: "Bilt Graphic Paper Products Ltd" });
    const row = await orderRow(api, placed.json.body._id);
    expect(row).toMatchObject({ buyerGstin: GSTIN, buyerBusinessName: "Bilt Graphic Paper Products Ltd" });

    const mine = await api.get(`/customerOrders/${placed.json.body.orderId}`, token);
    expect(mine.json.body).toMatchObject({ buyerGstin: GSTIN, buyerBusinessName: "Bilt Graphic Paper Products Ltd" });
    const ops = await signedInStaff(api, "operations");
    const staffView = await api.get(`/admin/orders/${placed.json.body.orderId}`, ops.token);
    expect(staffView.json.body).toMatchObject({
      buyerGstin: GSTIN,
      buyerBusinessName: "Bilt Graphic Paper Products Ltd",
    });
  });

  it("leaves both empty for a shopper who gives neither (blank fields count as not given)", async () => {
    const { token } = await api.signIn();
    const placed = await api.post(
      "/customerOrders",
      orderPayload([line(plain)], { buyerGstin: "", buyerBusinessName: " " }),
      token,
    );
    expect(placed.status).toBe(200);
    expect(placed.json.body).toMatchObject({ buyerGstin: null, buyerBusinessName: null });
  });

  const refusals: [string, Record<string, string>, Record<string, string>][] = [
    [
      "a wrong check character",
      { buyerGstin: "27AADCB2230M1ZU", buyerBusinessName: "Bilt" },
      { buyerGstin: GSTIN_MESSAGES.check },
    ],
    [
      "an unknown state code",
      { buyerGstin: "40AADCB2230M1ZT", buyerBusinessName: "Bilt" },
      { buyerGstin: GSTIN_MESSAGES.stateCode },
    ],
    [
      "a GSTIN of the wrong length",
      { buyerGstin: "27AADCB2230M1Z", buyerBusinessName: "Bilt" },
      { buyerGstin: GSTIN_MESSAGES.length },
    ],
    [
      "a GSTIN without a business name",
      { buyerGstin: GSTIN },
      { buyerBusinessName: BUYER_GSTIN_MESSAGES.nameRequired },
    ],
    [
      "a business name without a GSTIN",
      { buyerBusinessName: "Bilt" },
      { buyerGstin: BUYER_GSTIN_MESSAGES.gstinRequired },
    ],
    [
      "a business name too long",
      { buyerGstin: GSTIN, buyerBusinessName: "B".repeat(101) },
      { buyerBusinessName: BUYER_GSTIN_MESSAGES.nameMax },
    ],
  ];
  for (const [what, fields, errors] of refusals) {
    it(`refuses ${what} next to the field and places nothing`, async () => {
      const { token, customerId } = await api.signIn();
      const res = await api.post("/customerOrders", orderPayload([line(plain)], fields), token);
      expect(res.status).toBe(400);
      expect(res.json.errors).toEqual(errors);
      expect(await orderCount(api, customerId)).toBe(0);
    });
  }
});
