import { parseWithZod } from "@conform-to/zod";
import type { FormEvent } from "react";
import type { ZodTypeAny } from "zod";
import { inputFilters } from "@api/validation/fields";
import { type FormName, formSchemas } from "./form-schemas";

function keep(filter: (value: string) => string) {
  return (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const kept = filter(input.value);
    // Writing back an unchanged value would move the caret to the end while the shopper edits.
    if (kept !== input.value) input.value = kept;
  };
}

/**
 * A form's rules in the browser: validation with the shared schema and spec 5's input
 * filters as the shopper types. Loaded after hydration (useFormRules), in a chunk of its
 * own with zod.
 */
export function rulesFor(name: FormName) {
  return {
    validate: ({ formData }: { formData: FormData }) =>
      parseWithZod(formData, { schema: formSchemas[name] as ZodTypeAny }),
    keepDigits: (max: number) => keep((value) => inputFilters.digits(value, max)),
    keepLetters: keep(inputFilters.letters),
  };
}

export type FormRules = ReturnType<typeof rulesFor>;
