import {
  type InputHTMLAttributes,
  type LabelHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useId,
} from "react";
import * as css from "@styles/forms/forms.css";
import { ErrorList, type ListOfErrors } from "./error-list";

type Common = {
  label: ReactNode;
  errors?: ListOfErrors;
  hint?: ReactNode;
  className?: string;
  labelProps?: LabelHTMLAttributes<HTMLLabelElement>;
};

/**
 * Wires a label, a hint and the field's errors to the control by id, so a screen reader
 * reads the message with the field. Conform's getInputProps supplies name, id, defaults and
 * constraints; what the shopper typed comes back through it after a failed submit.
 */
function useDescribedBy(id: string | undefined, hint: ReactNode, errors: ListOfErrors) {
  const fallback = useId();
  const controlId = id ?? fallback;
  const hasErrors = Boolean(errors?.some(Boolean));
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = hasErrors ? `${controlId}-error` : undefined;
  return {
    controlId,
    hintId,
    errorId,
    describedBy: [hintId, errorId].filter(Boolean).join(" ") || undefined,
    invalid: hasErrors || undefined,
  };
}

/** Label, hint and errors around one control; the control gets the ids that tie them together. */
function LabelledControl({
  label,
  errors,
  hint,
  className,
  labelProps,
  id,
  control,
}: Common & {
  id: string | undefined;
  control: (aria: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const ids = useDescribedBy(id, hint, errors);
  return (
    <div className={className ?? css.field}>
      <label htmlFor={ids.controlId} className={css.label} {...labelProps}>
        {label}
      </label>
      {hint ? (
        <p id={ids.hintId} className={css.hint}>
          {hint}
        </p>
      ) : null}
      {control({ id: ids.controlId, "aria-invalid": ids.invalid, "aria-describedby": ids.describedBy })}
      <ErrorList id={ids.errorId} errors={errors} />
    </div>
  );
}

export function Field({ inputProps, ...common }: Common & { inputProps: InputHTMLAttributes<HTMLInputElement> }) {
  return (
    <LabelledControl
      {...common}
      id={inputProps.id}
      control={(aria) => <input className={css.control} {...inputProps} {...aria} />}
    />
  );
}

export function TextareaField({
  textareaProps,
  ...common
}: Common & { textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement> }) {
  return (
    <LabelledControl
      {...common}
      id={textareaProps.id}
      control={(aria) => <textarea className={css.control} rows={4} {...textareaProps} {...aria} />}
    />
  );
}

export function CheckboxField({
  label,
  errors,
  className,
  inputProps,
}: Omit<Common, "hint" | "labelProps"> & { inputProps: InputHTMLAttributes<HTMLInputElement> }) {
  const ids = useDescribedBy(inputProps.id, undefined, errors);
  return (
    <div className={className ?? css.field}>
      <div className={css.checkRow}>
        <input
          type="checkbox"
          className={css.checkbox}
          {...inputProps}
          id={ids.controlId}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
        />
        <label htmlFor={ids.controlId}>{label}</label>
      </div>
      <ErrorList id={ids.errorId} errors={errors} />
    </div>
  );
}
