import type { SubmissionResult } from "@conform-to/react";
import { type FocusEvent, type FormEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import type { FormConstraint } from "./constraint";
import type { FormName } from "./form-schemas";
import { loadFormRules, useFormRules } from "./use-form-rules";

type Errors = Record<string, string[] | null | undefined>;

const fieldName = (target: EventTarget | null) =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement
    ? target.name
    : "";

/**
 * Takes the keyboard to a refused field. A message about a whole group (the checkout's saved
 * addresses) is reported under the name of its fieldset: the keyboard goes to the group's first
 * control, where a screen reader reads the group's name and message.
 */
const focusOn = (element: Element | undefined) => {
  const target = element instanceof HTMLFieldSetElement ? element.elements[0] : element;
  if (target instanceof HTMLElement) target.focus();
};

const namedAs = (element: Element) => (element instanceof HTMLFieldSetElement ? element.name : fieldName(element));

/** Which fields the browser's rules speak for: those the shopper has been through, or all after a submit. */
type Touched = ReadonlySet<string> | "all";

/**
 * Every form of the storefront in the browser: the part of conform's useForm these forms
 * need, without its 9 KB in the first load (with it the sign-in, account and checkout pages
 * went over the 110 KB budget). The server side is conform's: the actions parse with
 * parseWithZod and answer with a SubmissionResult, and the browser's rules are the same
 * schemas (form-rules.ts), fetched when the shopper first focuses the form. It gives:
 * - a field's errors show once it has been left (spec 5), and follow the typing after that
 *   (`shouldValidate: "onSubmit"` waits for a submit instead);
 * - a submit with errors stays on the page, shows every error and focuses the first field (or
 *   the first control of a group refused as a whole);
 * - the server's errors and the values the shopper typed come back with a refused submit,
 *   the keyboard goes to the first field the server refused, and the server's word stands
 *   for each field until the shopper edits it again (then the browser's rules follow the typing);
 * - the fields' ids (`{id}-{name}`, errors at `{id}-{name}-error`), their values and their
 *   HTML constraints, which hold without JavaScript (the form itself is noValidate: the
 *   server's messages are the ones shown).
 */
export function useLiteForm({
  id,
  rules: name,
  lastResult,
  constraint = {},
  defaultValue,
  shouldValidate = "onBlur",
}: {
  /** The form's id, and the prefix of its fields' ids: a page may hold several forms. */
  id: string;
  /** Which form's rules judge it in the browser (form-schemas.ts). */
  rules: FormName;
  lastResult?: SubmissionResult<string[]> | null;
  /** The fields' HTML constraints, from the loader (formConstraint). */
  constraint?: FormConstraint;
  /** What the fields show before any submit. */
  defaultValue?: Record<string, unknown>;
  shouldValidate?: "onBlur" | "onSubmit";
}) {
  const rules = useFormRules();
  const formRef = useRef<HTMLFormElement>(null);
  const [touched, setTouched] = useState<Touched>(new Set<string>());
  const [clientErrors, setClientErrors] = useState<Errors | null>(null);
  const isTouched = (key: string) => touched === "all" || touched.has(key);

  const check = (form: HTMLFormElement | null): Errors | null => {
    if (!rules || !form) return null;
    const submission = rules.validate(name, new FormData(form));
    return submission.status === "success" ? {} : (submission.error ?? {});
  };
  /** Judges the form again; the errors shown follow for the fields the browser speaks for. */
  const judge = (form: HTMLFormElement | null) => {
    const found = check(form);
    if (found) setClientErrors(found);
  };
  const touch = (...keys: string[]) =>
    setTouched((current) =>
      current === "all" || keys.every((key) => current.has(key)) ? current : new Set([...current, ...keys]),
    );

  // A new answer from the server speaks for every field until the shopper edits one again,
  // and the keyboard goes to the first field it refused (the first answer came with the page).
  const firstResult = useRef(lastResult);
  useEffect(() => {
    setTouched(new Set());
    setClientErrors(null);
    const refused = lastResult?.error ?? {};
    if (lastResult === firstResult.current || !formRef.current) return;
    focusOn(Array.from(formRef.current.elements).find((element) => refused[namedAs(element)]?.length));
  }, [lastResult]);

  // The rules arrive after the first focus: a field left before that is judged then.
  useEffect(() => {
    judge(formRef.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the rules arrive
  }, [rules]);

  const serverErrors: Errors = lastResult?.error ?? {};
  const errors = (key: string) => {
    const list = isTouched(key) && clientErrors ? clientErrors[key] : serverErrors[key];
    return list?.length ? list : undefined;
  };

  /** Judges `key` now, with every error on screen, for a change no blur reports in time (a radio choice). */
  const validate = (key: string) => {
    touch(key, ...Object.keys({ ...serverErrors, ...clientErrors }).filter((other) => errors(other)));
    judge(formRef.current);
  };

  // A field left by pressing a pointer inside the form is judged once the pointer is released:
  // its message appearing at once pushed the Submit button away under a pressed mouse, the
  // release landed beside it and the click was lost, so an empty form showed only the first
  // field's error (the submit, when it happens, judges every field anyway). The fields left
  // during a press, or null when no press is under way. (A press that turns into a scroll ends
  // without a pointerup: the next release anywhere judges them.)
  const leftDuringPress = useRef<string[] | null>(null);

  const formProps = {
    id,
    ref: formRef,
    noValidate: true,
    onFocus: loadFormRules,
    onPointerDown(event: PointerEvent<HTMLFormElement>) {
      if (leftDuringPress.current) return;
      leftDuringPress.current = [];
      const form = event.currentTarget;
      // After the click that the release makes, and the submit that click may make.
      const release = () =>
        setTimeout(() => {
          const left = leftDuringPress.current ?? [];
          leftDuringPress.current = null;
          if (left.length === 0) return;
          touch(...left);
          judge(form);
        });
      document.addEventListener("pointerup", release, { once: true });
    },
    onBlur(event: FocusEvent<HTMLFormElement>) {
      const key = fieldName(event.target);
      if (!key || shouldValidate !== "onBlur") return;
      if (leftDuringPress.current) {
        leftDuringPress.current.push(key);
        return;
      }
      touch(key);
      judge(event.currentTarget);
    },
    onInput(event: FormEvent<HTMLFormElement>) {
      const key = fieldName(event.target);
      if (shouldValidate !== "onBlur" || !key) return;
      if (!isTouched(key)) {
        // A field the server refused is judged again as it is corrected, not only when left:
        // a message vanishing on the blur of a press of Submit would move the button away
        // under the pointer and lose the click.
        if (!serverErrors[key]?.length) return;
        touch(key);
      }
      judge(event.currentTarget);
    },
    onSubmit(event: FormEvent<HTMLFormElement>) {
      const form = event.currentTarget;
      const found = check(form);
      const invalid = Object.entries(found ?? {})
        .filter(([, list]) => list?.length)
        .map(([key]) => key);
      if (invalid.length === 0) return;
      event.preventDefault();
      // Submitting counts as having been through every field.
      setTouched("all");
      setClientErrors(found);
      focusOn(Array.from(form.elements).find((element) => invalid.includes(namedAs(element))));
    },
  };

  /** What the fields held when the server sent the form back, else the defaults. */
  const initial = lastResult?.initialValue ?? defaultValue ?? {};
  /** What the field showed when the server sent the form back, or its default. */
  const value = (key: string) => {
    const typed = initial[key];
    return typeof typed === "string" ? typed : undefined;
  };
  /** The options of a checkbox group that were ticked when the server sent the form back. */
  const ticked = (key: string) => {
    const typed = initial[key];
    if (Array.isArray(typed)) return typed.filter((v): v is string => typeof v === "string");
    return typeof typed === "string" ? [typed] : [];
  };

  /** A field's name, id, the value it came back with, and the constraint's attributes. */
  const field = (key: string) => ({
    name: key,
    id: `${id}-${key}`,
    defaultValue: value(key),
    required: constraint[key]?.required,
    minLength: constraint[key]?.minLength,
    maxLength: constraint[key]?.maxLength,
    pattern: constraint[key]?.pattern,
  });

  return {
    id,
    formProps,
    errors,
    errorId: (key: string) => `${id}-${key}-error`,
    /** The refusals of the whole form, from the server. */
    formErrors: serverErrors[""] ?? undefined,
    formErrorId: `${id}-error`,
    validate,
    value,
    ticked,
    field,
    /** A field that keeps letters, spaces, dots, apostrophes and hyphens as the shopper types (input-filters.ts). */
    letters: (key: string) => ({ ...field(key), onInput: rules?.keepLetters }),
    /** A field that keeps digits, up to its maxLength, as the shopper types, with the numeric keypad on phones. */
    digits: (key: string) => {
      const max = constraint[key]?.maxLength;
      return {
        ...field(key),
        inputMode: "numeric" as const,
        onInput: rules && max ? rules.keepDigits(max) : undefined,
      };
    },
    /** A lone checkbox, posted as "on". */
    checkbox: (key: string) => ({
      type: "checkbox",
      name: key,
      id: `${id}-${key}`,
      value: "on",
      defaultChecked: initial[key] === "on" || initial[key] === true,
    }),
    /** One radio of a group. */
    radio: (key: string, option: string) => ({
      type: "radio",
      name: key,
      id: `${id}-${key}-${option}`,
      value: option,
      defaultChecked: value(key) === option,
      required: constraint[key]?.required,
    }),
  };
}

export type LiteForm = ReturnType<typeof useLiteForm>;
