import { parseWithZod } from "@conform-to/zod";
import type { FormEvent } from "react";
import type { ZodTypeAny } from "zod";
import { inputFilters } from "@api/validation/fields";
import { type AuthFormName, authSchemas } from "./auth-schemas";

function keep(filter: (value: string) => string) {
  return (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const kept = filter(input.value);
    // Writing back an unchanged value would move the caret to the end while the shopper edits.
    if (kept !== input.value) input.value = kept;
  };
}

/**
 * A sign-in form's rules in the browser: conform's onValidate with the shared schema, and
 * spec 5's input filters as the shopper types. Loaded after hydration (useFormRules), in a
 * chunk of its own with zod.
 */
export function rulesFor(name: AuthFormName) {
  return {
    validate: ({ formData }: { formData: FormData }) => parseWithZod(formData, { schema: authSchemas[name] as ZodTypeAny }),
    keepDigits: (max: number | undefined) => keep((value) => inputFilters.digits(value, max ?? value.length)),
    keepLetters: keep(inputFilters.letters),
  };
}
