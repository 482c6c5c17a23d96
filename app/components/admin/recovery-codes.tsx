import * as css from "@styles/admin/admin.css";

/** Recovery codes, shown once: each signs in once in place of the app's code. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section className={css.notice} aria-labelledby="recovery-codes-heading">
      <h2 id="recovery-codes-heading" className={css.sectionTitle}>
        Your recovery codes
      </h2>
      <p>
        Each code signs you in once if you lose your phone. Print them or keep them in a password manager now: they are
        shown only this once.
      </p>
      <ul className={css.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </section>
  );
}
