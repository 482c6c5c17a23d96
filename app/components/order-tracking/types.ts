import type { TrackedOrder } from "@api/contract/schemas/order-tracking";

/** An order as the tracking page receives it from the API: the contract's type. */
export type Tracked = TrackedOrder;
