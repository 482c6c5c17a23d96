import { ErrorList, type ListOfErrors } from "~/components/forms/error-list";
import * as css from "../../../styles/forms/forms.css";

/** A whole form's errors (a refusal no single field owns, like a rate limit), read out when they appear. */
export function FormErrors({ id, errors }: { id?: string; errors?: ListOfErrors }) {
  if (!errors?.some(Boolean)) return null;
  return (
    <div className={css.formError} role="alert">
      <ErrorList id={id} errors={errors} />
    </div>
  );
}
