import { ROLE_LABELS, STAFF_ROLES, STAFF_STATUSES, type StaffStatus } from "@api/validation/staff-roles";
import type { staffMemberSchema } from "@api/contract/schemas/admin-staff";
import type { z } from "zod";

export const STATUS_LABELS: Record<StaffStatus, string> = {
  active: "Active",
  invited: "Invited",
  disabled: "Disabled",
};

export const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
export const statusOptions = STAFF_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

/** A staff account as the back office's screens receive it from the API. */
export type StaffMember = z.output<typeof staffMemberSchema>;
