/** What the delivery-area screens show of an area, and the choices of their forms and filters. */
import { INDIAN_STATES } from "@api/validation/indian-states";
import type { deliveryAreaSchema } from "@api/contract/schemas/admin-pincodes";
import type { z } from "zod";

export type DeliveryArea = z.output<typeof deliveryAreaSchema>;

export const STATE_OPTIONS = [
  { value: "", label: "Choose a state" },
  ...INDIAN_STATES.map((state) => ({ value: state, label: state })),
];

export const COD_OPTIONS = [
  { value: "yes", label: "Yes, cash on delivery allowed" },
  { value: "no", label: "No, prepaid only" },
];

export const STATUS_FILTER_OPTIONS = [
  { value: "", label: "Active and inactive" },
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
];

export const COD_FILTER_OPTIONS = [
  { value: "", label: "With or without" },
  { value: "yes", label: "Cash on delivery allowed" },
  { value: "no", label: "Prepaid only" },
];

export const daysText = (days: number | null) =>
  days === null ? "No estimate" : days === 1 ? "1 day" : `${days} days`;
