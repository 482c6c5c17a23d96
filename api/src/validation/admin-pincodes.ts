/**
 * The back office's delivery areas (issue 14): the serviceable pincodes, each with an optional
 * delivery estimate and whether cash on delivery is allowed there. Shared by the API and the admin
 * actions (through a server module), so a form and a JSON client meet the same rules and messages.
 */
import { z } from "zod";
import { blankToUndefined, lettersField, messages } from "./fields";
import { INDIAN_STATES } from "./indian-states";

const MAX_DELIVERY_DAYS = 60;
/** One range adds at most this many pincodes: a typo in "to" must not add a whole postal circle. */
export const MAX_RANGE_SIZE = 1000;
/** An import file's caps: a whole state's pincodes fit, a runaway export does not. */
export const MAX_IMPORT_ROWS = 5000;
export const MAX_IMPORT_BYTES = 512 * 1024;
export const PAGE_SIZE = 25;

const PINCODE_STATUSES = ["all", "active", "inactive"] as const;
const COD_FILTERS = ["all", "yes", "no"] as const;

/** India Post's pincodes are six digits and none starts with 0. */
export const serviceablePincodeField = (label = "Pincode") =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ required_error: messages.required(label), invalid_type_error: messages.required(label) })
      .trim()
      .regex(/^\d{6}$/, messages.digits(label, 6))
      .regex(/^[1-9]/, `${label} cannot start with 0`),
  );

const stateField = z.preprocess(
  blankToUndefined,
  z.enum(INDIAN_STATES, {
    errorMap: (issue) => ({
      message:
        issue.code === "invalid_type"
          ? messages.required("State")
          : "State must be one of India's states or union territories",
    }),
  }),
);

const DAYS_MESSAGE = `Delivery days must be a whole number from 1 to ${MAX_DELIVERY_DAYS}`;

/** Optional: blank (or null from JSON) means the shop gives no estimate for the area. */
const deliveryDaysField = z.preprocess(
  (value) => (value === null ? undefined : blankToUndefined(value)),
  z.coerce
    .number({ invalid_type_error: DAYS_MESSAGE })
    .int(DAYS_MESSAGE)
    .min(1, DAYS_MESSAGE)
    .max(MAX_DELIVERY_DAYS, DAYS_MESSAGE)
    .optional()
    .transform((days) => days ?? null),
);

const YES = new Set(["yes", "y", "true", "1"]);
const NO = new Set(["no", "n", "false", "0"]);

/** A yes/no: a boolean from JSON, or yes/no (true/false, 1/0) from a form or a CSV cell. */
const yesNoField = (label: string, fallback?: boolean) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null) return fallback;
      if (typeof value !== "string") return value;
      const text = value.trim().toLowerCase();
      if (text === "") return fallback;
      if (YES.has(text)) return true;
      if (NO.has(text)) return false;
      return value;
    },
    z.boolean({
      required_error: messages.required(label),
      invalid_type_error: `${label} must be yes or no`,
    }),
  );

/** What an area is, besides its pincode. */
const areaFields = {
  city: lettersField("City", 100),
  state: stateField,
  deliveryDays: deliveryDaysField,
  codAvailable: yesNoField("Cash on delivery"),
};

export const pincodeEditSchema = z.object(areaFields);
export const pincodeCreateSchema = z.object({ pincode: serviceablePincodeField(), ...areaFields });

/**
 * One block of consecutive pincodes with the same city, state, estimate and cash on delivery. The
 * bounds are judged apart from the details, so a range too long is reported with a blank city.
 */
export const pincodeRangeSchema = z
  .object({ from: serviceablePincodeField("From"), to: serviceablePincodeField("To") })
  .superRefine(({ from, to }, ctx) => {
    const size = Number(to) - Number(from) + 1;
    if (size < 1) ctx.addIssue({ code: "custom", path: ["to"], message: "To must not be below From" });
    else if (size > MAX_RANGE_SIZE) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `A range may hold at most ${MAX_RANGE_SIZE.toLocaleString("en-IN")} pincodes`,
      });
    }
  })
  .and(z.object(areaFields));

/** Switch one or many (selected in a list) on or off in one post. */
export const pincodeStatusSchema = z.object({
  pincodes: z
    .array(serviceablePincodeField())
    .min(1, "Select at least one pincode")
    .max(MAX_RANGE_SIZE, `Select at most ${MAX_RANGE_SIZE} pincodes at once`),
  active: yesNoField("Active"),
});

export const pincodeImportSchema = z.object({
  csv: z
    .string({ required_error: "Choose a CSV file to import", invalid_type_error: "Choose a CSV file to import" })
    .min(1, "Choose a CSV file to import")
    .max(MAX_IMPORT_BYTES, `The file must be at most ${MAX_IMPORT_BYTES / 1024} KB`),
  dryRun: yesNoField("Dry run", false),
  /** The uploaded file's name, kept with the import so its list says which file it was. */
  fileName: z
    .string()
    .trim()
    .max(200)
    .optional()
    .default("delivery-areas.csv")
    .transform((name) => name || "delivery-areas.csv"),
});

/** One row of an import file, after its header names the columns (IMPORT_COLUMNS). */
export const pincodeImportRowSchema = z.object({
  pincode: serviceablePincodeField(),
  ...areaFields,
  // A blank cell keeps the usual answer: cash on delivery allowed, the area active.
  codAvailable: yesNoField("Cash on delivery", true),
  isActive: yesNoField("Active", true),
});

/** The import file's header, in order; `cod` and `active` are yes/no. */
export const IMPORT_COLUMNS = ["pincode", "city", "state", "deliveryDays", "cod", "active"] as const;

export const pincodeListQuerySchema = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(100, messages.max("Search", 100)).optional()),
  status: z.preprocess(
    blankToUndefined,
    z.enum(PINCODE_STATUSES, { errorMap: () => ({ message: messages.oneOf("Status") }) }).default("all"),
  ),
  cod: z.preprocess(
    blankToUndefined,
    z.enum(COD_FILTERS, { errorMap: () => ({ message: messages.oneOf("Cash on delivery") }) }).default("all"),
  ),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_000).default(1)),
});
