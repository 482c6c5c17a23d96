import * as css from "@styles/forms/forms.css";

export type ListOfErrors = Array<string | null | undefined> | null | undefined;

/** The messages under a field (or a whole form); the id ties them to the control's aria-describedby. */
export function ErrorList({ id, errors }: { id?: string; errors?: ListOfErrors }) {
  const shown = errors?.filter((e): e is string => Boolean(e));
  if (!shown?.length) return null;
  return (
    <ul id={id} className={css.errorList}>
      {shown.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}
