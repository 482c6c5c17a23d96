import * as css from "@styles/forms/forms.css";
import { ErrorList, type ListOfErrors } from "./error-list";

/**
 * A whole form's errors (a refusal no single field owns, like a rate limit), read out when
 * they appear. `className` dresses it as the area's pages do.
 */
export function FormErrors({ id, errors, className }: { id?: string; errors?: ListOfErrors; className?: string }) {
  if (!errors?.some(Boolean)) return null;
  return (
    <div className={className ?? css.formError} role="alert">
      <ErrorList id={id} errors={errors} />
    </div>
  );
}
