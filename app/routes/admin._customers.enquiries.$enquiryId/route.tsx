import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminTextarea } from "~/components/admin/admin-textarea";
import {
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUS_OPTIONS,
  type EnquiryDetail,
  enquiryName,
} from "~/components/admin/enquiry-options";
import { AdminField, AdminFormErrors, AdminSelect, AdminSubmit } from "~/components/admin/form-controls";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { adminApi } from "~/lib/admin/api.server";
import {
  enquiryAssignSchema,
  enquiryNoteSchema,
  enquiryReplySchema,
  enquiryStatusSchema,
} from "~/lib/admin/forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect, unknownIntent } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import * as css from "@styles/admin/admin.css";
import * as orderCss from "@styles/admin/orders.css";
import { readForm } from "~/lib/form-body.server";
import { formatDateTime } from "~/lib/format-date";

export const meta = () => adminMeta("Enquiry");

const enquiryPath = (id: string | undefined) => `/enquiries/${encodeURIComponent(id ?? "")}`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<EnquiryDetail>({ request, ...auth }, enquiryPath(params.enquiryId));
  if (answer.status === 404) throw data({ message: answer.message }, { status: 404 });
  return adminPage({ enquiry: answer.body }, auth.session);
}

/** Each form names its intent: the API path it posts to, its rules and the fields its errors may name. */
const INTENTS = {
  status: { path: "status", schema: enquiryStatusSchema, fields: ["status"] },
  assign: { path: "assignee", schema: enquiryAssignSchema, fields: ["assigneeId"] },
  note: { path: "notes", schema: enquiryNoteSchema, fields: ["note"] },
  reply: { path: "replies", schema: enquiryReplySchema, fields: ["subject", "message"] },
} as const;
type Intent = keyof typeof INTENTS;
const isIntent = (value: unknown): value is Intent => typeof value === "string" && value in INTENTS;

export async function action({ request, params }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const here = `/admin/enquiries/${encodeURIComponent(params.enquiryId ?? "")}`;
  if (!isIntent(intent)) return unknownIntent(here, auth.session);
  const { path, schema, fields } = INTENTS[intent];
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    const result = submission.reply();
    const message = Object.values(result.error ?? {}).flat()[0] ?? "Please check the form.";
    return adminData({ intent, result, toast: { type: "error" as const, message } }, auth.session, { status: 400 });
  }
  const answer = await adminApi<EnquiryDetail>({ request, ...auth }, `${enquiryPath(params.enquiryId)}/${path}`, {
    method: "POST",
    body: submission.value,
  });
  if (answer.status !== 200) {
    return adminData(
      { intent, result: replyFromApi(submission, answer, [...fields]), toast: refusalToast(answer) },
      auth.session,
      { status: answer.status },
    );
  }
  return adminRedirect(here, auth.session, { type: "success", message: answer.message });
}

/** One enquiry: who sent it and what, its notes and replies, who has it and its status. */
export default function AdminEnquiry() {
  const { enquiry } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = (intent: Intent) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const resultOf = (intent: Intent) => (answered?.intent === intent ? answered.result : undefined);
  const statusForm = useAdminForm("enquiry-status", resultOf("status"), { status: enquiry.status });
  const assignForm = useAdminForm("enquiry-assign", resultOf("assign"), { assigneeId: enquiry.assignee?.id ?? "" });
  const noteForm = useAdminForm("enquiry-note", resultOf("note"));
  const replyForm = useAdminForm("enquiry-reply", resultOf("reply"), {
    subject: enquiry.replySubject,
  });

  return (
    <>
      <p>
        <Link to="/admin/enquiries">Back to enquiries</Link>
      </p>
      <h1>
        {enquiryName(enquiry.type)} from {enquiry.name}
      </h1>
      <section className={css.section} aria-labelledby="sender-heading">
        <h2 id="sender-heading" className={css.sectionTitle}>
          Sender
        </h2>
        <dl className={css.details}>
          <dt>Name</dt>
          <dd>{enquiry.name}</dd>
          <dt>Email</dt>
          <dd className={css.breakable}>
            <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
          </dd>
          <dt>Mobile</dt>
          <dd>
            <a href={`tel:${enquiry.mobile}`}>{enquiry.mobile}</a>
          </dd>
          {enquiry.organization ? (
            <>
              <dt>Organisation</dt>
              <dd>{enquiry.organization}</dd>
            </>
          ) : null}
          {enquiry.pincode ? (
            <>
              <dt>Pincode</dt>
              <dd>{enquiry.pincode}</dd>
            </>
          ) : null}
          {enquiry.interests ? (
            <>
              <dt>Interests</dt>
              <dd>
                {enquiry.interests
                  .split(",")
                  .map((interest) => interest.trim())
                  .join(", ")}
              </dd>
            </>
          ) : null}
          <dt>Received</dt>
          <dd>{formatDateTime(enquiry.createdAt)}</dd>
          <dt>Status</dt>
          <dd>{ENQUIRY_STATUS_LABELS[enquiry.status]}</dd>
          <dt>Assigned to</dt>
          <dd>{enquiry.assignee?.name ?? "Nobody"}</dd>
        </dl>
        {enquiry.subject ? <h3>{enquiry.subject}</h3> : null}
        {enquiry.message ? (
          <p className={`${orderCss.note} ${css.breakable}`}>{enquiry.message}</p>
        ) : (
          <p>No message.</p>
        )}
      </section>

      <section className={css.section} aria-labelledby="handling-heading">
        <h2 id="handling-heading" className={css.sectionTitle}>
          Status and assignment
        </h2>
        <Form method="post" key={statusForm.key} {...statusForm.formProps} aria-label="Change the status">
          <input type="hidden" name="intent" value="status" />
          <AdminFormErrors id={statusForm.formErrorId} errors={statusForm.formErrors} />
          <AdminSelect
            label="Status"
            errors={statusForm.errors("status")}
            options={ENQUIRY_STATUS_OPTIONS}
            selectProps={{ ...statusForm.field("status") }}
          />
          <AdminSubmit pending={submitting("status")}>Change status</AdminSubmit>
        </Form>
        <Form method="post" key={assignForm.key} {...assignForm.formProps} aria-label="Assign the enquiry">
          <input type="hidden" name="intent" value="assign" />
          <AdminFormErrors id={assignForm.formErrorId} errors={assignForm.formErrors} />
          <AdminSelect
            label="Assigned to"
            errors={assignForm.errors("assigneeId")}
            options={[
              { value: "", label: "Nobody" },
              ...enquiry.assignableStaff.map((member) => ({ value: member.id, label: member.name })),
            ]}
            selectProps={{ ...assignForm.field("assigneeId") }}
          />
          <AdminSubmit pending={submitting("assign")}>Assign</AdminSubmit>
        </Form>
      </section>

      <section className={css.section} aria-labelledby="notes-heading">
        <h2 id="notes-heading" className={css.sectionTitle}>
          Notes and replies
        </h2>
        {enquiry.notes.length === 0 ? (
          <p>No notes or replies yet.</p>
        ) : (
          <ol className={orderCss.timeline} aria-labelledby="notes-heading">
            {enquiry.notes.map((note) => (
              <li key={note._id}>
                <strong>{note.kind === "reply" ? "Reply emailed to the sender" : "Internal note"}</strong>
                <br />
                <span className={orderCss.when}>
                  {note.by}, <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
                </span>
                <p className={`${orderCss.note} ${css.breakable}`}>{note.body}</p>
              </li>
            ))}
          </ol>
        )}
        <h3 id="reply-heading">Reply by email</h3>
        <Form method="post" key={replyForm.key} {...replyForm.formProps} aria-labelledby="reply-heading">
          <input type="hidden" name="intent" value="reply" />
          <AdminFormErrors id={replyForm.formErrorId} errors={replyForm.formErrors} />
          <AdminField
            label="Subject"
            errors={replyForm.errors("subject")}
            inputProps={{ ...replyForm.field("subject"), autoComplete: "off", required: true, maxLength: 200 }}
          />
          <AdminTextarea
            label="Message"
            hint={`Sent to ${enquiry.email}. A new enquiry moves to in progress.`}
            errors={replyForm.errors("message")}
            textareaProps={{ ...replyForm.field("message"), rows: 6, required: true, maxLength: 5000 }}
          />
          <AdminSubmit pending={submitting("reply")}>Send reply</AdminSubmit>
        </Form>
        <h3 id="note-heading">Add an internal note</h3>
        <Form method="post" key={noteForm.key} {...noteForm.formProps} aria-labelledby="note-heading">
          <input type="hidden" name="intent" value="note" />
          <AdminFormErrors id={noteForm.formErrorId} errors={noteForm.formErrors} />
          <AdminTextarea
            label="Note"
            hint="Only staff see it."
            errors={noteForm.errors("note")}
            textareaProps={{ ...noteForm.field("note"), rows: 3, required: true, maxLength: 2000 }}
          />
          <AdminSubmit pending={submitting("note")}>Add note</AdminSubmit>
        </Form>
      </section>
    </>
  );
}
