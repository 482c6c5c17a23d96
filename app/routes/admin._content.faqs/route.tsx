import type { SubmissionResult } from "@conform-to/react";
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { AdminTextarea } from "~/components/admin/admin-textarea";
import { ConfirmStep } from "~/components/admin/confirm-step";
import { useRowForms } from "~/components/admin/use-row-forms";
import { AdminField, AdminFormErrors, AdminSubmit } from "~/components/admin/form-controls";
import { MoveButtons } from "~/components/admin/move-buttons";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { adminApi } from "~/lib/admin/api.server";
import { faqSchema } from "~/lib/admin/content-forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage } from "~/lib/admin/responses.server";
import { orderedListAction } from "~/lib/admin/ordered-list-action.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import * as css from "@styles/admin/admin.css";
import * as blog from "@styles/admin/blog.css";
import type { adminFaqSchema } from "@api/contract/schemas/admin-faqs";
import type { z } from "zod";

export const meta = () => adminMeta("FAQs");

type Faq = z.output<typeof adminFaqSchema>;

const HERE = "/admin/faqs";
const FIELDS = ["question", "answer"];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<Faq[]>({ request, ...auth }, "/faqs");
  // ?remove=<id> shows that question's confirmation step: a link, so it works without JavaScript.
  return adminPage(
    { faqs: answer.body ?? [], removing: new URL(request.url).searchParams.get("remove") },
    auth.session,
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  return orderedListAction({ request, auth, listUrl: HERE, apiPath: "/faqs", schema: faqSchema, fields: FIELDS });
}

function FaqForm({
  faq,
  result,
  pending,
}: {
  faq?: Faq;
  result?: SubmissionResult<string[]> | null;
  pending: boolean;
}) {
  const form = useAdminForm(
    faq ? `faq-${faq._id}` : "add-faq",
    result,
    faq ? { question: faq.question, answer: faq.answer } : {},
  );
  return (
    <Form
      method="post"
      key={form.key}
      {...form.formProps}
      aria-label={faq ? `Edit: ${faq.question}` : "Add a question"}
    >
      <input type="hidden" name="intent" value={faq ? "edit" : "add"} />
      {faq ? <input type="hidden" name="id" value={faq._id} /> : null}
      <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
      <AdminField
        label="Question"
        errors={form.errors("question")}
        inputProps={{ ...form.field("question"), autoComplete: "off", required: true }}
      />
      <AdminTextarea
        label="Answer"
        errors={form.errors("answer")}
        textareaProps={{ ...form.field("answer"), rows: 4, required: true }}
      />
      <AdminSubmit pending={pending} className={css.secondaryButton}>
        {faq ? "Save question" : "Add question"}
      </AdminSubmit>
    </Form>
  );
}

/** The shop's FAQs, in the order the shop shows them: added, edited, moved and removed. */
export default function AdminFaqs() {
  const { faqs, removing } = useLoaderData<typeof loader>();
  const { posting, resultFor } = useRowForms();
  return (
    <>
      <h1>FAQs</h1>
      <section className={css.section} aria-labelledby="add-faq-heading">
        <h2 id="add-faq-heading" className={css.sectionTitle}>
          Add a question
        </h2>
        <p className={css.lead}>It goes last; move it where it belongs.</p>
        <FaqForm result={resultFor("add")} pending={posting === "add:"} />
      </section>
      <section className={css.section} aria-labelledby="faqs-heading">
        <h2 id="faqs-heading" className={css.sectionTitle}>
          {faqs.length === 1 ? "1 question" : `${faqs.length} questions`}, in the shop's order
        </h2>
        <ol className={blog.categoryList}>
          {faqs.map((faq, index) => (
            <li key={faq._id} className={css.section}>
              <h3>{faq.question}</h3>
              <MoveButtons id={faq._id} name={faq.question} first={index === 0} last={index === faqs.length - 1} />
              <FaqForm faq={faq} result={resultFor(faq._id)} pending={posting === `edit:${faq._id}`} />
              <ConfirmStep
                confirming={removing === faq._id}
                askTo={`?remove=${faq._id}`}
                askLabel="Remove question…"
                questionId={`remove-${faq._id}-heading`}
                question={`Remove “${faq.question}”?`}
                fields={{ intent: "remove", id: faq._id }}
                pending={posting === `remove:${faq._id}`}
              />
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
