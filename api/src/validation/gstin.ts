/**
 * GSTIN (GST identification number) checks, shared by the seller's GST settings and, later, a
 * business buyer's GSTIN at checkout. The core is plain TypeScript, so the state table can reach
 * browser code without zod; `gstinField` wraps it for forms and the API.
 *
 * Format (GSTN): 2-digit state code, the holder's PAN (5 letters, 4 digits, 1 letter), an entity
 * number (1-9, then A-Z, per registration in that state), 'Z', and a check character computed
 * over the first 14 (see gstinCheckCharacter). Decisions in docs/decisions/tax-and-invoices.md
 * (GSTIN checks, issue 17).
 */
import { z } from "zod";

const GSTIN_LENGTH = 15;

/**
 * GST state codes (GSTN's state code list) to the state's name as addresses name it
 * (validation/indian-states.ts), so an address's state can be compared with a GSTIN's. 25 (Daman
 * and Diu) and 28 (undivided Andhra Pradesh) are no longer issued and are left out.
 */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  "01": "Jammu and Kashmir",
  "02": "Himachal Pradesh",
  "03": "Punjab",
  "04": "Chandigarh",
  "05": "Uttarakhand",
  "06": "Haryana",
  "07": "Delhi",
  "08": "Rajasthan",
  "09": "Uttar Pradesh",
  "10": "Bihar",
  "11": "Sikkim",
  "12": "Arunachal Pradesh",
  "13": "Nagaland",
  "14": "Manipur",
  "15": "Mizoram",
  "16": "Tripura",
  "17": "Meghalaya",
  "18": "Assam",
  "19": "West Bengal",
  "20": "Jharkhand",
  "21": "Odisha",
  "22": "Chhattisgarh",
  "23": "Madhya Pradesh",
  "24": "Gujarat",
  "26": "Dadra and Nagar Haveli and Daman and Diu",
  "27": "Maharashtra",
  "29": "Karnataka",
  "30": "Goa",
  "31": "Lakshadweep",
  "32": "Kerala",
  "33": "Tamil Nadu",
  "34": "Puducherry",
  "35": "Andaman and Nicobar Islands",
  "36": "Telangana",
  "37": "Andhra Pradesh",
  "38": "Ladakh",
  "97": "Other Territory",
  "99": "Centre Jurisdiction",
};

export const GSTIN_MESSAGES = {
  length: "GSTIN must be 15 characters",
  characters: "GSTIN may contain only letters and digits",
  stateCode: "GSTIN must start with a valid GST state code (01 to 38, 97 or 99)",
  pan: "GSTIN's characters 3 to 12 must be a PAN: 5 letters, 4 digits, 1 letter",
  entity: "GSTIN's 13th character must be a digit from 1 to 9 or a letter",
  fourteenth: "GSTIN's 14th character must be Z",
  check: "GSTIN's last character (its check character) does not match: check the number for a typing mistake",
} as const;

const BASE36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * The check character of a GSTIN's first 14 characters (GSTN's Luhn mod 36): each character's
 * value 0-35 is multiplied by 1 and 2 alternately from the left, each product is folded into
 * quotient + remainder of 36, and the check is what brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < first14.length; i++) {
    const product = BASE36.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36];
}

/** Upper case without spaces: how a typed GSTIN is compared and stored. */
export const normaliseGstin = (typed: string) => typed.replace(/\s+/g, "").toUpperCase();

/** The first thing wrong with a (normalised) GSTIN, or null when it is well-formed. */
export function gstinProblem(gstin: string): string | null {
  if (gstin.length !== GSTIN_LENGTH) return GSTIN_MESSAGES.length;
  if (!/^[0-9A-Z]+$/.test(gstin)) return GSTIN_MESSAGES.characters;
  if (!GST_STATE_CODES[gstin.slice(0, 2)]) return GSTIN_MESSAGES.stateCode;
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(gstin.slice(2, 12))) return GSTIN_MESSAGES.pan;
  if (!/^[1-9A-Z]$/.test(gstin[12])) return GSTIN_MESSAGES.entity;
  if (gstin[13] !== "Z") return GSTIN_MESSAGES.fourteenth;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return GSTIN_MESSAGES.check;
  return null;
}

/** The state a GSTIN is registered in, by the name addresses use; null when its code is unknown. */
export const gstinStateName = (gstin: string): string | null => GST_STATE_CODES[gstin.slice(0, 2)] ?? null;

/** A required GSTIN form field: normalised, then refused with the first problem's message. */
export const gstinField = (label = "GSTIN") =>
  z.preprocess(
    (v) => (typeof v === "string" ? normaliseGstin(v) : v),
    z
      .string({ required_error: `${label} is a required field`, invalid_type_error: `${label} is a required field` })
      .min(1, `${label} is a required field`)
      .superRefine((gstin, ctx) => {
        const problem = gstinProblem(gstin);
        if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
      }),
  );
