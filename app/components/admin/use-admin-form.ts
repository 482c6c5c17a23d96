import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef } from "react";

/**
 * A back-office form's fields from the server's answer: ids (`{id}-{name}`, errors at
 * `{id}-{name}-error`), what was typed when a submit was refused, and the errors. The forms are
 * judged by the server alone (the shared schemas of api/src/validation/staff.ts), so no rules
 * come to the browser; with JavaScript the keyboard goes to the first refused field.
 */
export function useAdminForm(
  id: string,
  lastResult?: SubmissionResult<string[]> | null,
  defaults: Record<string, string> = {},
) {
  const formRef = useRef<HTMLFormElement>(null);
  const first = useRef(lastResult);
  // A new answer remounts the form, so its fields show what the answer kept (a refused password is
  // emptied, a successful invite starts blank) instead of what the browser still holds.
  const answers = useRef({ last: lastResult, count: 0 });
  if (answers.current.last !== lastResult) answers.current = { last: lastResult, count: answers.current.count + 1 };
  useEffect(() => {
    if (!lastResult || lastResult === first.current || !formRef.current) return;
    const refused = lastResult.error ?? {};
    const field = Array.from(formRef.current.elements).find(
      (element) => element instanceof HTMLElement && "name" in element && refused[String(element.name)]?.length,
    );
    if (field instanceof HTMLElement) field.focus();
  }, [lastResult]);

  const typed = (lastResult?.initialValue ?? {}) as Record<string, unknown>;
  const value = (name: string) => {
    const v = typed[name];
    if (typeof v === "string") return v;
    // A field emptied before a refused submit stays empty, rather than showing the saved value again.
    return lastResult?.initialValue ? "" : defaults[name];
  };
  return {
    /** The form's key: give it to the <Form> beside formProps. */
    key: `${id}-${answers.current.count}`,
    formProps: { id, ref: formRef, noValidate: true },
    field: (name: string) => ({ id: `${id}-${name}`, name, defaultValue: value(name) }),
    value,
    errors: (name: string) => lastResult?.error?.[name] ?? undefined,
    formErrors: lastResult?.error?.[""] ?? undefined,
    formErrorId: `${id}-error`,
  };
}
