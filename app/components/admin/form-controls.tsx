/**
 * The back office's form controls. They follow the shop's (app/components/forms/): a label, a hint
 * and the errors tied to the control by id (`{id}-hint`, `{id}-error`), aria-invalid when refused.
 * They are the back office's own because importing the shop's would move those shared modules into
 * chunks of their own in the shop's build, adding requests and bytes to shoppers' first loads.
 */
import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import * as css from "@styles/admin/forms.css";

type Common = { label: string; errors?: string[]; hint?: ReactNode };

/** The ids of a control's hint and errors, and the aria attributes that tie them to it. */
export function described(id: string, hint: ReactNode, errors?: string[]) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  return {
    hintId,
    errorId,
    aria: {
      "aria-invalid": errorId ? true : undefined,
      "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
    },
  };
}

function Labelled({
  id,
  label,
  hint,
  errors,
  children,
}: Common & { id: string; children: (aria: ReturnType<typeof described>["aria"]) => ReactNode }) {
  const { hintId, errorId, aria } = described(id, hint, errors);
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={css.hint}>
          {hint}
        </p>
      ) : null}
      {children(aria)}
      <AdminErrorList id={errorId} errors={errors} />
    </div>
  );
}

export function AdminField({
  inputProps,
  ...common
}: Common & { inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string } }) {
  return (
    <Labelled id={inputProps.id} {...common}>
      {(aria) => <input className={css.control} {...inputProps} {...aria} />}
    </Labelled>
  );
}

export function AdminSelect({
  options,
  selectProps,
  ...common
}: Common & {
  options: readonly { value: string; label: string }[];
  selectProps: SelectHTMLAttributes<HTMLSelectElement> & { id: string };
}) {
  return (
    <Labelled id={selectProps.id} {...common}>
      {(aria) => (
        <select className={css.control} {...selectProps} {...aria}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}

/** The messages under a control or a group of them, tied to it by id. */
export function AdminErrorList({ id, errors }: { id?: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className={css.errorList}>
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

/** A whole form's refusals (a lock, a rule of the shop), read out when they appear. */
export function AdminFormErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <div className={css.formError} role="alert">
      <AdminErrorList id={id} errors={errors} />
    </div>
  );
}

/** A submit button, busy while its request runs (`pending` from useNavigation). */
export function AdminSubmit({
  pending = false,
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { pending?: boolean }) {
  return (
    <button
      type="submit"
      className={className ?? css.button}
      {...props}
      disabled={pending || props.disabled}
      aria-busy={pending || undefined}
    />
  );
}
