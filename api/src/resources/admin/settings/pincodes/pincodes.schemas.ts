import { z } from "zod";
import { serviceablePincodeField } from "@api/validation/admin-pincodes";

export const pincodeParam = z.object({ pincode: serviceablePincodeField() });
