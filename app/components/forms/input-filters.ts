/**
 * Spec 5's input filters as the shopper types: letters, spaces, dots, apostrophes and hyphens
 * in names, countries, states and cities; digits, at most the field's length, in a mobile, a pincode or a code.
 * Part of the lazily loaded form rules (form-rules.ts): before they arrive, and without
 * JavaScript, the maxLength, pattern and inputMode attributes do what a browser can, and
 * the server the rest.
 */
import type { FormEvent } from "react";
import { inputFilters } from "@api/validation/fields";

function keep(filter: (value: string) => string) {
  return (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const kept = filter(input.value);
    // Writing back an unchanged value would move the caret to the end while the shopper edits.
    if (kept !== input.value) input.value = kept;
  };
}

export const keepLetters = keep(inputFilters.letters);

export const keepDigits = (max: number) => keep((value) => inputFilters.digits(value, max));
