import { z } from "zod";
import { pincodeField } from "@api/validation/fields";

export const pincodeParams = z.object({ pincode: pincodeField() });
