import { Form, Link } from "@remix-run/react";
import type { ComponentProps, ReactNode } from "react";
import * as css from "@styles/admin/admin.css";
import { AdminSubmit } from "./form-controls";

type QuestionProps = {
  /** The question's id, which names the step for assistive technology. */
  questionId: string;
  question: ReactNode;
  /** Where the step is a part of the page's outline, the question is a heading of this level. */
  heading?: "h2" | "h3";
  /** What the step should know before confirming, after the question. */
  note?: string;
  /** The form's hidden fields; a list gives one field per value (the rows a step acts on). */
  fields: Record<string, string | readonly string[]>;
  /** The confirming button's words, where the step deletes, cancels or deactivates rather than removes. */
  confirmLabel?: string;
  /** A step that undoes a restriction (enabling an account) is not drawn as a danger. */
  tone?: "danger" | "secondary";
  pending: boolean;
  /** Where the way back goes (the page without the question, keeping its filters), and its words. */
  cancelTo?: string;
  cancelLabel?: string;
  /** On a long page, the step and the way back keep the page where it was. */
  keepScroll?: boolean;
  /** A step that asks for something (a reason) holds its fields, and its form's validation props. */
  children?: ReactNode;
  formProps?: Omit<ComponentProps<typeof Form>, "method" | "children">;
  /** A new key resets the form's fields (conform's key after an answer). */
  formKey?: string;
};

const toneClass = { danger: css.dangerButton, secondary: css.secondaryButton };

/**
 * A question asked before a change that is hard to undo, with the form that makes it (its hidden
 * `fields`, and any fields it asks for) and a way back: shown in place of its link by
 * `ConfirmStep`, or on its own where one question serves a list of links (a table's rows, a
 * product's colours).
 */
export function ConfirmQuestion({
  questionId,
  question,
  heading,
  note,
  fields,
  confirmLabel = "Yes, remove it",
  tone = "danger",
  pending,
  cancelTo = ".",
  cancelLabel = "Cancel",
  keepScroll = false,
  children,
  formProps,
  formKey,
}: QuestionProps) {
  const Heading = heading;
  const hidden = Object.entries(fields).flatMap(([name, value]) =>
    (typeof value === "string" ? [value] : value).map((one) => (
      <input key={`${name}=${one}`} type="hidden" name={name} value={one} />
    )),
  );
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
      <Form method="post" key={formKey} aria-labelledby={questionId} {...formProps}>
        {hidden}
        {children}
        <div className={css.buttonRow}>
          {/* The answer is focused first, unless the step asks for something to be typed. */}
          <AdminSubmit pending={pending} className={toneClass[tone]} autoFocus={!children}>
            {confirmLabel}
          </AdminSubmit>
          <Link to={cancelTo} className={css.secondaryButton} preventScrollReset={keepScroll}>
            {cancelLabel}
          </Link>
        </div>
      </Form>
    </div>
  );
}

/**
 * A change asked first, with or without JavaScript: the link adds `?confirm=…` to the page's
 * address (askTo), and the page then shows the question in its place (`ConfirmQuestion`).
 */
export function ConfirmStep({
  confirming,
  askTo,
  askLabel,
  askTone = "danger",
  ...question
}: QuestionProps & {
  confirming: boolean;
  askTo: string;
  /** The link's words; a row's link may name its row in words only a screen reader says. */
  askLabel: ReactNode;
  askTone?: "danger" | "secondary";
}) {
  if (!confirming) {
    return (
      <Link to={askTo} className={toneClass[askTone]} preventScrollReset={question.keepScroll}>
        {askLabel}
      </Link>
    );
  }
  return <ConfirmQuestion {...question} />;
}
