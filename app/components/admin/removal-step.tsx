import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import * as css from "@styles/admin/admin.css";
import { AdminSubmit } from "./form-controls";

type QuestionProps = {
  /** The question's id, which names the step for assistive technology. */
  questionId: string;
  question: ReactNode;
  /** Where the step is a part of the page's outline, the question is a heading of this level. */
  heading?: "h2" | "h3";
  /** What the step should know before removing, after the question. */
  note?: string;
  fields: Record<string, string>;
  /** The confirming button's words, where the step deletes, cancels or deactivates rather than removes. */
  confirmLabel?: string;
  pending: boolean;
  /** On a long page, the step and the way back keep the page where it was. */
  keepScroll?: boolean;
};

/**
 * A removal's question, with the form that removes (its hidden `fields`) and a way back: shown in
 * place of its link by `RemovalStep`, or on its own where one question serves a list of links
 * (a table's rows, a product's colours).
 */
export function RemovalQuestion({
  questionId,
  question,
  heading,
  note,
  fields,
  confirmLabel = "Yes, remove it",
  pending,
  keepScroll = false,
}: QuestionProps) {
  const Heading = heading;
  return (
    <div className={css.confirm} role="group" aria-labelledby={questionId}>
      {Heading ? (
        <>
          <Heading id={questionId} className={css.sectionTitle}>
            {question}
          </Heading>
          {note ? <p>{note}</p> : null}
        </>
      ) : (
        <p id={questionId}>
          <strong>{question}</strong>
          {note ? ` ${note}` : null}
        </p>
      )}
      <Form method="post" className={css.buttonRow}>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <AdminSubmit pending={pending} className={css.dangerButton} autoFocus>
          {confirmLabel}
        </AdminSubmit>
        <Link to="." className={css.secondaryButton} preventScrollReset={keepScroll}>
          Cancel
        </Link>
      </Form>
    </div>
  );
}

/**
 * A removal asked first, with or without JavaScript: the link adds `?remove=…` to the page's
 * address (askTo), and the page then shows the question in its place (`RemovalQuestion`).
 */
export function RemovalStep({
  confirming,
  askTo,
  askLabel,
  ...question
}: QuestionProps & {
  confirming: boolean;
  askTo: string;
  /** The link's words; a row's link may name its row in words only a screen reader says. */
  askLabel: ReactNode;
}) {
  if (!confirming) {
    return (
      <Link to={askTo} className={css.dangerButton} preventScrollReset={question.keepScroll}>
        {askLabel}
      </Link>
    );
  }
  return <RemovalQuestion {...question} />;
}
