import type { FormEvent, InputHTMLAttributes } from "react";
import { inputFilters } from "@api/validation/fields";

/**
 * Spec 5's input filters, applied as the shopper types (with JavaScript). Without it the
 * maxLength, pattern and inputMode attributes do what a browser can, the server the rest.
 */
export function filterLetters(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const filtered = inputFilters.letters(input.value);
  if (filtered !== input.value) input.value = filtered;
}

/** Mobile and pincode: digits only, at most `max`, with the numeric keypad on phones. */
export function digitsOnly(max: number): InputHTMLAttributes<HTMLInputElement> {
  return {
    inputMode: "numeric",
    maxLength: max,
    pattern: `[0-9]{${max}}`,
    onInput: (event) => {
      const input = event.currentTarget;
      const filtered = inputFilters.digits(input.value, max);
      if (filtered !== input.value) input.value = filtered;
    },
  };
}
