import { Form } from "@remix-run/react";
import * as css from "@styles/admin/admin.css";
import * as catalogue from "@styles/admin/catalogue.css";

/**
 * Up and Down for one row of an ordered list: a plain form post (intent "move", the row's id in
 * `idField`), so reordering works without JavaScript. Each button's name says which row it moves.
 */
export function MoveButtons({
  id,
  name,
  first,
  last,
  idField = "id",
  intent = "move",
  hidden = {},
}: {
  id: string;
  name: string;
  first: boolean;
  last: boolean;
  idField?: string;
  intent?: string;
  /** More fields the move sends: the version a document's page was opened at. */
  hidden?: Record<string, string>;
}) {
  return (
    <Form method="post" className={catalogue.moveButtons} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={idField} value={id} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" name="direction" value="up" className={css.secondaryButton} disabled={first}>
        <span className="visually-hidden">Move {name} </span>Up
      </button>
      <button type="submit" name="direction" value="down" className={css.secondaryButton} disabled={last}>
        <span className="visually-hidden">Move {name} </span>Down
      </button>
    </Form>
  );
}
