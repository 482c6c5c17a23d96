/**
 * The back office's colour and size masters (issue 14): the values products' variants are made
 * of. Shared by the API and the admin actions; no server-only code.
 */
import { z } from "zod";
import { messages, requiredText } from "./fields";
import { optionalSlugField } from "./slug";

const HEX_PATTERN = /^#[0-9a-f]{6}$/;
export const HEX_MESSAGE = "Colour code must be # and six hex digits, like #8b5a2b";

/** A colour picker sends #rrggbb; a typed code may be upper-case or miss its #. */
const hexField = (label = "Colour code") =>
  z.preprocess(
    (value) => {
      if (typeof value !== "string") return value;
      const trimmed = value.trim().toLowerCase();
      if (trimmed === "") return undefined;
      return trimmed.startsWith("#") ? trimmed : `#${trimmed}`;
    },
    z
      .string({ required_error: messages.required(label), invalid_type_error: messages.required(label) })
      .regex(HEX_PATTERN, HEX_MESSAGE),
  );

export const colorSchema = z.object({
  name: requiredText("Name", 60),
  slug: optionalSlugField(),
  hex: hexField(),
});

export const sizeSchema = z.object({
  name: requiredText("Name", 60),
  slug: optionalSlugField(),
});
