import { describe, expect, it } from "vitest";
import { COD_AVAILABLE, COD_NOT_AVAILABLE, deliveryNote } from "./delivery-estimate";

const area = { pincode: "110001", city: "New Delhi", state: "Delhi", deliveryDays: 4, codAvailable: false };
const message = "Delivery available at 110001 (New Delhi) in 4 days";

describe("deliveryNote", () => {
  it("counts the days from today in India and says whether cash on delivery is possible", () => {
    // Friday 27 November 2026, 10:00 in India.
    expect(deliveryNote(message, area, new Date("2026-11-27T04:30:00Z"))).toEqual({
      message,
      deliveryBy: "Delivery by Tue, 01-Dec-2026",
      cod: COD_NOT_AVAILABLE,
    });
  });

  it("takes India's date, not the server's: 23:00 UTC is already the next day there", () => {
    // 04:30 on Saturday 28 November in India.
    expect(deliveryNote(message, { ...area, deliveryDays: 1 }, new Date("2026-11-27T23:00:00Z")).deliveryBy).toBe(
      "Delivery by Sun, 29-Nov-2026",
    );
    expect(deliveryNote(message, { ...area, deliveryDays: 1 }, new Date("2026-11-27T18:29:00Z")).deliveryBy).toBe(
      "Delivery by Sat, 28-Nov-2026",
    );
  });

  it("crosses the year, and gives no date where the area has no estimate", () => {
    expect(deliveryNote(message, { ...area, deliveryDays: 3 }, new Date("2026-12-30T06:00:00Z")).deliveryBy).toBe(
      "Delivery by Sat, 02-Jan-2027",
    );
    expect(deliveryNote(message, { ...area, deliveryDays: null, codAvailable: true }, new Date())).toEqual({
      message,
      deliveryBy: null,
      cod: COD_AVAILABLE,
    });
  });
});
