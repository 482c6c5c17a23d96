import type { SubmissionResult } from "@conform-to/react";
import { type FormEvent, type FocusEvent, useEffect, useRef, useState } from "react";
import type { FormRules } from "./form-rules";
import type { FormConstraint } from "./types";

type Errors = Record<string, string[] | null | undefined>;

const fieldName = (target: EventTarget) =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement
    ? target.name
    : "";

/**
 * The part of conform's useForm these forms need, without its 9 KB in the first load: the
 * pages that host them sit near the 110 KB budget (with conform's client, Contact Us
 * measured 109 KB). The server side is conform's: this reads its SubmissionResult from the
 * action, and `rules.validate` is conform's parseWithZod with the shared schema. It gives:
 * - a field's errors show once it has been left (spec 5), and follow the typing after that;
 * - a submit with errors stays on the page, shows every error and focuses the first field;
 * - the server's errors and the values the shopper typed come back with a refused submit.
 */
export function useLiteForm({
  id,
  lastResult,
  rules,
  constraint,
}: {
  /** Prefixes the fields' ids: a page may hold several forms. */
  id: string;
  lastResult?: SubmissionResult<string[]>;
  rules?: FormRules;
  constraint: FormConstraint;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [clientErrors, setClientErrors] = useState<Errors | null>(null);

  // A new answer from the server speaks for every field until the shopper edits one again.
  useEffect(() => {
    setTouched(new Set());
    setClientErrors(null);
  }, [lastResult]);

  const check = (form: HTMLFormElement): Errors | null => {
    if (!rules) return null;
    const submission = rules.validate({ formData: new FormData(form) });
    return submission.status === "success" ? {} : (submission.error ?? {});
  };

  // The rules load when the form is first focused: a field left before they arrived is judged then.
  useEffect(() => {
    if (!rules || !formRef.current) return;
    const submission = rules.validate({ formData: new FormData(formRef.current) });
    setClientErrors(submission.status === "success" ? {} : (submission.error ?? {}));
  }, [rules]);

  const serverErrors: Errors = lastResult?.error ?? {};
  const errors = (name: string) => {
    const list = touched.has(name) && clientErrors ? clientErrors[name] : serverErrors[name];
    return list?.length ? list : undefined;
  };

  const formProps = {
    noValidate: true,
    onBlur(event: FocusEvent<HTMLFormElement>) {
      const name = fieldName(event.target);
      if (!name) return;
      setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
      const found = check(event.currentTarget);
      if (found) setClientErrors(found);
    },
    onInput(event: FormEvent<HTMLFormElement>) {
      const name = fieldName(event.target);
      if (!touched.has(name)) return;
      const found = check(event.currentTarget);
      if (found) setClientErrors(found);
    },
    onSubmit(event: FormEvent<HTMLFormElement>) {
      const form = event.currentTarget;
      const found = check(form);
      const invalid = Object.entries(found ?? {}).filter(([, list]) => list?.length).map(([name]) => name);
      if (invalid.length === 0) return;
      event.preventDefault();
      const controls = Array.from(form.elements);
      // Submitting counts as having been through every field.
      setTouched(new Set(controls.map(fieldName).filter(Boolean)));
      setClientErrors(found);
      const first = controls.find((element) => invalid.includes(fieldName(element)));
      if (first instanceof HTMLElement) first.focus();
    },
  };

  const initial = lastResult?.initialValue ?? {};
  /** What the field showed when the server sent the form back. */
  const value = (name: string) => {
    const typed = initial[name];
    return typeof typed === "string" ? typed : undefined;
  };
  /** The options of a checkbox group that were ticked when the server sent the form back. */
  const ticked = (name: string) => {
    const typed = initial[name];
    return Array.isArray(typed) ? typed.filter((v): v is string => typeof v === "string") : typeof typed === "string" ? [typed] : [];
  };

  /** A field's name, id, the value it came back with, and the constraint's attributes. */
  const field = (name: string) => ({
    name,
    id: `${id}-${name}`,
    defaultValue: value(name),
    required: constraint[name]?.required,
    maxLength: constraint[name]?.maxLength,
    pattern: constraint[name]?.pattern,
  });

  return { formProps: { id, ref: formRef, ...formProps }, errors, formErrors: serverErrors[""] ?? undefined, value, ticked, field };
}

export type LiteForm = ReturnType<typeof useLiteForm>;
