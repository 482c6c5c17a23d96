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

/** A COD order of `quantity` units, taken by `staff` all the way: confirmed, packed, shipped with the sandbox courier and delivered. */
export async function deliveredCodOrder(staff: TestStaff, quantity = 2) {
  const shopper = await createCustomer();
  const product = await roomiestPlainProduct();
  const order = await placeOrder(shopper, [{ product: product._id, quantity }]);
  for (const to of ["CONFIRMED", "PACKED"]) {
    const moved = await callApi("POST", `/admin/orders/${order.orderId}/status`, { token: staff.token, body: { to } });
    expect(moved.status, moved.message).toBe(200);
  }
  const shipped = await callApi("POST", `/admin/orders/${order.orderId}/ship`, {
    token: staff.token,
    body: { length: 60, breadth: 40, height: 30, weight: 7 },
  });
  expect(shipped.status, shipped.message).toBe(200);
  // The courier's tracking can fail; staff record the delivery by hand then, as here.
  const delivered = await callApi("POST", `/admin/orders/${order.orderId}/status`, {
    token: staff.token,
    body: { to: "DELIVERED" },
  });
  expect(delivered.status, delivered.message).toBe(200);
  return { ...order, shopper, product };
}
