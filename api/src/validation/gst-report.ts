/**
 * The GSTR-1 report's query (a month, YYYY-MM) and the files it offers, shared by the API and
 * the back office's screen. Plain zod and constants: no server code.
 */
import { z } from "zod";

export const MONTH_MESSAGE = "Month must be a month written as YYYY-MM, e.g. 2026-11";

/** A calendar month, YYYY-MM, from 2017-07 (GST began on 1 July 2017). */
const monthField = z
  .string({ required_error: MONTH_MESSAGE, invalid_type_error: MONTH_MESSAGE })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH_MESSAGE)
  .refine((month) => month >= "2017-07", "GST returns start with July 2017 (2017-07)");

export const gstReportQuerySchema = z.object({ month: monthField });

/** The GST offline tool's sheets, by the names its CSV templates carry (hsn split B2B / B2C since May 2025). */
export const GSTR1_SHEETS = ["b2b", "b2cl", "b2cs", "cdnr", "cdnur", "hsn_b2b", "hsn_b2c", "docs"] as const;
export type Gstr1Sheet = (typeof GSTR1_SHEETS)[number];

const gstReportSheetSchema = z.enum(GSTR1_SHEETS, {
  errorMap: () => ({ message: `File must be one of ${GSTR1_SHEETS.join(", ")}` }),
});

export const gstReportSheetParams = z.object({ sheet: gstReportSheetSchema });
