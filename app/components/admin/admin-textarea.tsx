import type { TextareaHTMLAttributes } from "react";
import * as formCss from "@styles/admin/forms.css";
import * as css from "@styles/admin/orders.css";

/**
 * A labelled textarea with its hint and errors tied to it by id, as form-controls.tsx does for
 * inputs. A `className` in textareaProps is added to the field's own (an HTML field's monospace).
 */
export function AdminTextarea({
  label,
  hint,
  errors,
  textareaProps,
}: {
  label: string;
  hint?: string;
  errors?: string[];
  textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string };
}) {
  const hintId = hint ? `${textareaProps.id}-hint` : undefined;
  const errorId = errors?.length ? `${textareaProps.id}-error` : undefined;
  return (
    <div className={formCss.field}>
      <label htmlFor={textareaProps.id} className={formCss.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={formCss.hint}>
          {hint}
        </p>
      ) : null}
      <textarea
        {...textareaProps}
        className={[formCss.control, css.textarea, textareaProps.className].filter(Boolean).join(" ")}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
      />
      {errorId ? (
        <ul id={errorId} className={formCss.errorList}>
          {errors!.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
