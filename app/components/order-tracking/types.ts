import type { TrackedOrder } from "@api/resources/order-tracking/order-tracking.service";
import type { Json } from "~/lib/api-types";

/** An order as the tracking page receives it from the API. */
export type Tracked = Json<TrackedOrder>;
