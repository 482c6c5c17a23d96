/**
 * Field rules shared by the API and the storefront's forms (spec sections 5 and 9).
 * The storefront imports this module, so it must stay free of server-only code.
 *
 * Conform hands a schema `undefined` for an empty input while the API receives "" from
 * JSON clients; every required rule answers both with the same "{label} is a required field".
 */
import { z } from "zod";

export const MOBILE_DIGITS = 10;
export const PINCODE_DIGITS = 6;
export const OTP_LENGTH = 4;
export const REVIEW_MAX_RATING = 5;

export const messages = {
  required: (label: string) => `${label} is a required field`,
  email: (label: string) => `${label} must be a valid email`,
  digits: (label: string, n: number) => `${label} must be exactly ${n} digits`,
  letters: (label: string) => `${label} may contain only letters, spaces, dots, apostrophes and hyphens`,
  max: (label: string, n: number) => `${label} must be at most ${n} characters`,
  oneOf: (label: string) => `${label} is not one of the allowed values`,
};

/** A blank form field as absent, so an optional rule lets it through. */
export const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** A required string, trimmed, with a length cap so nobody stores a novel in a name field. */
export const requiredText = (label: string, max = 200) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ required_error: messages.required(label), invalid_type_error: messages.required(label) })
      .trim()
      .max(max, messages.max(label, max)),
  );

/** An optional string: blank becomes undefined. */
export const optionalText = (label: string, max = 2000) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, messages.max(label, max)).optional());

export const emailField = (label = "Email") =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ required_error: messages.required(label), invalid_type_error: messages.required(label) })
      .trim()
      .toLowerCase()
      .max(254, messages.max(label, 254))
      .email(messages.email(label)),
  );

const digitsField = (label: string, n: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ required_error: messages.required(label), invalid_type_error: messages.required(label) })
      .trim()
      .regex(new RegExp(`^\\d{${n}}$`), messages.digits(label, n)),
  );

export const mobileField = (label = "Mobile") => digitsField(label, MOBILE_DIGITS);
export const pincodeField = (label = "Pincode") => digitsField(label, PINCODE_DIGITS);

export const otpField = (label = "OTP") =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ required_error: messages.required(label), invalid_type_error: messages.required(label) })
      .trim()
      .length(OTP_LENGTH, `${label} must be exactly ${OTP_LENGTH} characters`),
  );

/**
 * Names, countries, states and cities: letters and spaces (spec 5, input filters), and the dots,
 * apostrophes and hyphens of real names (D'Souza, Anne-Marie, A. R. Rahman), which the message names;
 * a letter keeps its combining marks, without which no Hindi or Tamil name can be written.
 */
export const lettersField = (label: string, max = 100) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ required_error: messages.required(label), invalid_type_error: messages.required(label) })
      .trim()
      .max(max, messages.max(label, max))
      .regex(/^[\p{L}\p{M} .'-]+$/u, messages.letters(label)),
  );

export const optionalLettersField = (label: string, max = 100) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(max, messages.max(label, max))
      .regex(/^[\p{L}\p{M} .'-]+$/u, messages.letters(label))
      .optional(),
  );

export const passwordField = (label = "Password") =>
  z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string({ required_error: messages.required(label), invalid_type_error: messages.required(label) })
      .min(8, `${label} must be at least 8 characters`)
      .max(128, messages.max(label, 128)),
  );

/** What the input filters of spec 5 keep: used by the forms as the shopper types. */
export const inputFilters = {
  digits: (value: string, max: number) => value.replace(/\D/g, "").slice(0, max),
  letters: (value: string) => value.replace(/[^\p{L}\p{M} .'-]/gu, ""),
};

/** Rupees and counts as staff type them: "5,000" and " 5000 " are both 5000. */
export const withoutDigitGrouping = (value: unknown) =>
  typeof value === "string" ? value.replace(/[,\s]/g, "") : value;

/** A typed whole number becomes a number; blank is undefined; anything else stays, to be refused by name. */
export const wholeNumber = (value: unknown) => {
  if (value === null || value === undefined) return undefined;
  const text = String(value).trim();
  if (text === "") return undefined;
  return /^-?\d+$/.test(text) ? Number(text) : text;
};

/** A whole number typed into a settings form, between `min` and `max`, each refusal naming the field. */
export const wholeNumberField = (label: string, min: number, max: number) =>
  z.preprocess(
    wholeNumber,
    z
      .number({ required_error: messages.required(label), invalid_type_error: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max.toLocaleString("en-IN")}`),
  );
