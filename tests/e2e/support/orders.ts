import { expect } from "@playwright/test";
import { createCustomer, callApi, placeOrder, roomiestPlainProduct } from "./session";
import type { TestStaff } from "./staff";

/** A COD order placed by a new shopper through the shop's API, confirmed and packed by `staff` through the admin API. */
export async function packedCodOrder(staff: TestStaff) {
  const shopper = await createCustomer();
  const product = await roomiestPlainProduct();
  const order = await placeOrder(shopper, [{ product: product._id, quantity: 1 }]);
  for (const to of ["CONFIRMED", "PACKED"]) {
    const moved = await callApi("POST", `/admin/orders/${order.orderId}/status`, { token: staff.token, body: { to } });
    expect(moved.status, moved.message).toBe(200);
  }
  return { ...order, shopper };
}
