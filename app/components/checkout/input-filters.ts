import type { FormEvent, InputHTMLAttributes } from "react";
import type { inputFilters } from "@api/validation/fields";

export type InputFilters = typeof inputFilters;

/**
 * Spec 5's input filters, applied as the shopper types once the validators have arrived
 * (use-validators.ts). Before that, and without JavaScript, the maxLength, pattern and
 * inputMode attributes do what a browser can, and the server the rest.
 */
export function filterLetters(filters: InputFilters | null) {
  if (!filters) return undefined;
  return (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const filtered = filters.letters(input.value);
    if (filtered !== input.value) input.value = filtered;
  };
}

/** Mobile and pincode: digits only, at most `max`, with the numeric keypad on phones. */
export function digitsOnly(max: number, filters: InputFilters | null): InputHTMLAttributes<HTMLInputElement> {
  return {
    inputMode: "numeric",
    maxLength: max,
    pattern: `[0-9]{${max}}`,
    onInput: filters
      ? (event) => {
          const input = event.currentTarget;
          const filtered = filters.digits(input.value, max);
          if (filtered !== input.value) input.value = filtered;
        }
      : undefined,
  };
}
