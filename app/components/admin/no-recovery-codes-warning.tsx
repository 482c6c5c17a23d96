import { Link } from "@remix-run/react";
import * as css from "@styles/admin/dashboard.css";

/**
 * Every member of staff signs in with two-factor: one with no recovery codes left is locked out
 * the day their phone is lost, so the dashboard they land on after signing in says so first.
 */
export function NoRecoveryCodesWarning() {
  return (
    <section className={css.codesWarning} aria-labelledby="no-codes-heading">
      <h2 id="no-codes-heading" className={css.tileTitle}>
        You have no recovery codes left
      </h2>
      <p>Without one you cannot sign in if your phone is lost or reset.</p>
      <Link to="/admin/recovery-codes?confirm=1">Make new recovery codes</Link>
    </section>
  );
}
