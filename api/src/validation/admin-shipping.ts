/**
 * The package staff describe when they ship an order (issue 15): its size in centimetres and
 * weight in kilograms, as the courier bills them. Shared by the API and the admin ship form;
 * no server-only code.
 */
import { z } from "zod";
import { blankToUndefined, messages } from "./fields";

/** Shiprocket refuses sides of 0.5 cm or less; furniture cartons stay well under 5 m a side. */
const MIN_SIDE_CM = 0.5;
const MAX_SIDE_CM = 500;
const MAX_WEIGHT_KG = 500;

const toNumber = (value: unknown) => {
  const v = blankToUndefined(value);
  return typeof v === "string" ? Number(v.trim()) : v;
};

/** A measure with at most two decimals, more than `min`, at most `max`. */
const measure = (label: string, unit: string, min: number, max: number) =>
  z.preprocess(
    toNumber,
    z
      .number({ required_error: messages.required(label), invalid_type_error: `${label} must be a number of ${unit}` })
      .gt(min, `${label} must be more than ${min} ${unit}`)
      .max(max, `${label} must be at most ${max} ${unit}`)
      .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), `${label} may have at most 2 decimals`),
  );

export const shipOrderSchema = z.object({
  length: measure("Length", "cm", MIN_SIDE_CM, MAX_SIDE_CM),
  breadth: measure("Breadth", "cm", MIN_SIDE_CM, MAX_SIDE_CM),
  height: measure("Height", "cm", MIN_SIDE_CM, MAX_SIDE_CM),
  weight: measure("Weight", "kg", 0, MAX_WEIGHT_KG),
});
