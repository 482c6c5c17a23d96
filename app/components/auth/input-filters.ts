import type { FormEvent } from "react";
import { inputFilters } from "@api/validation/fields";

type InputEvent = FormEvent<HTMLInputElement>;

function keep(filter: (value: string) => string) {
  return (event: InputEvent) => {
    const input = event.currentTarget;
    const kept = filter(input.value);
    // Writing back an unchanged value would move the caret to the end while the shopper edits.
    if (kept !== input.value) input.value = kept;
  };
}

/** Spec 5's input filters, as the shopper types (with JavaScript; inputMode, pattern and maxLength cover the rest). */
export const keepDigits = (max: number) => keep((value) => inputFilters.digits(value, max));
export const keepLetters = keep(inputFilters.letters);
