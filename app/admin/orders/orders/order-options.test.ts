import { describe, expect, it } from "vitest";
import type { PaymentMethod, PaymentStatus } from "@api/validation/order-states";
import { type OrderDetail, orderActionLinks, waitingFor } from "./order-options";

const order = (method: PaymentMethod, status: PaymentStatus, changes: Partial<OrderDetail> = {}) =>
  ({
    orderId: "FS100001",
    orderStatus: "CONFIRMED",
    payment: { method, status, gatewayOrderId: null, gatewayPaymentId: null, paidAt: null, codConfirmedAt: null },
    courier: { awb: null },
    returns: [],
    ...changes,
  }) as OrderDetail;

const labels = (detail: OrderDetail) => orderActionLinks(detail).map((link) => link.label);

describe("orderActionLinks", () => {
  it("links a prepaid order whose money was taken to its refunds", () => {
    for (const status of ["PAID", "REFUND_PENDING", "REFUNDED", "REFUND_FAILED", "PARTIALLY_REFUNDED"] as const) {
      expect(orderActionLinks(order("Prepaid", status))).toEqual([
        { to: "/admin/orders/FS100001/refund", label: "Refunds" },
      ]);
    }
  });

  it("offers no refunds for an unpaid prepaid order nor for cash on delivery", () => {
    for (const status of ["PENDING", "FAILED"] as const) expect(labels(order("Prepaid", status))).toEqual([]);
    expect(labels(order("COD", "PAID"))).toEqual([]);
  });

  it("puts the edit screen first while the order can still be edited", () => {
    expect(orderActionLinks(order("COD", "PENDING", { editable: true })).map((link) => link.to)).toEqual([
      "/admin/orders/FS100001/edit",
    ]);
    expect(labels(order("COD", "PENDING", { editable: false }))).toEqual([]);
  });

  it("keeps shipping first, then refunds, then the returns newest first", () => {
    const detail = order("Prepaid", "PAID", {
      orderStatus: "DELIVERED",
      courier: { awb: "SB1" } as OrderDetail["courier"],
      returns: [
        { _id: "r1", status: "requested", requestedAt: "2026-11-20T05:00:00Z" },
        { _id: "r2", status: "requested", requestedAt: "2026-11-21T05:00:00Z" },
      ] as OrderDetail["returns"],
    });
    expect(orderActionLinks(detail).map((link) => link.to)).toEqual([
      "/admin/orders/FS100001/ship",
      "/admin/orders/FS100001/refund",
      "/admin/returns/r2",
      "/admin/returns/r1",
    ]);
  });
});

describe("waitingFor", () => {
  it("writes hours under two days, whole days from then", () => {
    expect(waitingFor(1)).toBe("1 hour");
    expect(waitingFor(25)).toBe("25 hours");
    expect(waitingFor(47)).toBe("47 hours");
    expect(waitingFor(48)).toBe("2 days");
    expect(waitingFor(611)).toBe("25 days");
  });
});
