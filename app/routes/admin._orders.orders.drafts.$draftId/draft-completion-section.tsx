import { Form } from "@remix-run/react";
import type { DraftDetail } from "~/admin/orders/drafts/draft-options";
import { AdminSelect, AdminSubmit } from "~/components/admin/form-controls";
import { CHANNEL_OPTIONS } from "~/components/admin/payment-link-channels";
import { ConfirmStep } from "~/components/admin/confirm-step";
import * as css from "@styles/admin/admin.css";
import { DraftFormFields, type DraftForms, ErrorsFor } from "./draft-forms";

/** An open draft's ways out: placed as cash on delivery, sent as a payment link, or deleted (asked first). */
export function DraftCompletionSections({
  draft,
  confirmDelete,
  forms,
}: {
  draft: DraftDetail;
  confirmDelete: boolean;
  forms: DraftForms;
}) {
  const { busy, whole } = forms;
  return (
    <>
      <section className={css.section} aria-labelledby="complete-heading">
        <h2 id="complete-heading" className={css.sectionTitle}>
          Complete the order
        </h2>
        <ErrorsFor id="complete-error" messages={[...whole("place"), ...whole("link")]} />
        <Form method="post" aria-labelledby="cod-heading">
          <h3 id="cod-heading">Cash on delivery</h3>
          <DraftFormFields version={draft.version} intent="place" />
          <p>The stock is taken now and the order joins the queue.</p>
          <AdminSubmit pending={busy("place")}>Place as cash on delivery</AdminSubmit>
        </Form>
        <Form method="post" aria-labelledby="link-heading">
          <h3 id="link-heading">Payment link</h3>
          <DraftFormFields version={draft.version} intent="link" />
          <p>The stock is held while the link works; paid, the order joins the queue.</p>
          <AdminSelect
            label="Send by"
            options={CHANNEL_OPTIONS}
            selectProps={{ id: "link-channel", name: "channel", defaultValue: "sms" }}
          />
          <AdminSubmit pending={busy("link")}>Send payment link</AdminSubmit>
        </Form>
      </section>

      <section className={css.section} aria-labelledby="delete-heading">
        <h2 id="delete-heading" className={css.sectionTitle}>
          Delete
        </h2>
        <ConfirmStep
          confirming={confirmDelete}
          askTo="?confirm=delete"
          askLabel="Delete draft…"
          questionId="confirm-delete-heading"
          question="Delete this draft order?"
          note="It holds no stock; nothing else changes."
          fields={{ version: String(draft.version), intent: "delete" }}
          pending={busy("delete")}
          confirmLabel="Yes, delete the draft"
        />
      </section>
    </>
  );
}
