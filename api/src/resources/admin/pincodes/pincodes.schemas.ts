import { z } from "zod";
import { serviceablePincodeField } from "../../../validation/admin-pincodes";

export const pincodeParam = z.object({ pincode: serviceablePincodeField() });
