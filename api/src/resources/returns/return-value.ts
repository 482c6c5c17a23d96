/**
 * What returned lines are worth back: their price less their share of the coupon's discount, in
 * proportion to the order's subtotal. The share is rounded up (the shopper's refund down, by at
 * most a paisa a line), so the returns of every line of an order together never come to more
 * than the lines cost after the discount: no refund exceeds what was paid. Delivery is not
 * refunded for a return.
 */
export type ValuedLine = { unitPaise: number; quantity: number };

export function returnValuePaise(order: { subtotalPaise: number; discountPaise: number }, lines: ValuedLine[]) {
  return lines.reduce((sum, line) => {
    const gross = line.unitPaise * line.quantity;
    const discountShare = order.subtotalPaise > 0 ? Math.ceil((order.discountPaise * gross) / order.subtotalPaise) : 0;
    return sum + Math.max(gross - discountShare, 0);
  }, 0);
}
