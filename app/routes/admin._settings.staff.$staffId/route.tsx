import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { ConfirmStep } from "~/components/admin/confirm-step";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "@api/validation/staff-roles";
import { AdminFormErrors, AdminSelect, AdminSubmit } from "~/components/admin/form-controls";
import { STATUS_LABELS, type StaffMember, roleOptions } from "~/admin/settings/staff/staff-options";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { adminApi } from "~/lib/admin/api.server";
import { staffRoleSchema } from "~/lib/admin/forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect, unknownIntent } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import * as css from "@styles/admin/admin.css";
import { readForm } from "~/lib/form-body.server";
import { formatDateTime } from "~/lib/format-date";
import type { invitationSentSchema, staffMemberDetailSchema } from "@api/contract/schemas/admin-staff";
import type { z } from "zod";

export const meta = () => adminMeta("Staff member");

type Member = z.output<typeof staffMemberDetailSchema>;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<Member>({ request, ...auth }, `/staff/${encodeURIComponent(params.staffId ?? "")}`);
  if (answer.status === 404) throw data({ message: answer.message }, { status: 404 });
  // ?confirm=disable shows the confirmation step: a link, so it works without JavaScript.
  const confirming = new URL(request.url).searchParams.get("confirm") === "disable";
  return adminPage({ member: answer.body, self: answer.body._id === auth.staff.id, confirming }, auth.session);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const path = `/staff/${encodeURIComponent(params.staffId ?? "")}`;
  const here = `/admin${path}`;

  if (intent === "role") {
    const submission = parseWithZod(formData, { schema: staffRoleSchema });
    if (submission.status !== "success")
      return adminData({ intent, result: submission.reply(), invitation: null }, auth.session, { status: 400 });
    const answer = await adminApi<StaffMember>({ request, ...auth }, path, { method: "PATCH", body: submission.value });
    if (answer.status !== 200) {
      return adminData(
        { intent, result: replyFromApi(submission, answer, ["role"]), invitation: null, toast: refusalToast(answer) },
        auth.session,
        { status: answer.status },
      );
    }
    return adminRedirect(here, auth.session, { type: "success", message: answer.message });
  }

  if (intent === "disable" || intent === "enable") {
    const answer = await adminApi<StaffMember>({ request, ...auth }, path, {
      method: "PATCH",
      body: { disabled: intent === "disable" },
    });
    if (answer.status !== 200) return adminRedirect(here, auth.session, { type: "error", message: answer.message });
    return adminRedirect(here, auth.session, { type: "success", message: answer.message });
  }

  if (intent === "resend") {
    const answer = await adminApi<z.output<typeof invitationSentSchema>>({ request, ...auth }, `${path}/invitation`, {
      method: "POST",
    });
    if (answer.status !== 200) return adminRedirect(here, auth.session, { type: "error", message: answer.message });
    return adminData(
      { intent, result: null, invitation: answer.body, toast: { type: "success" as const, message: answer.message } },
      auth.session,
    );
  }
  return unknownIntent(here, auth.session);
}

export default function AdminStaffMember() {
  const { member, self, confirming } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  const posting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const roleForm = useAdminForm("change-role", answered?.intent === "role" ? answered.result : undefined, {
    role: member.role,
  });
  const invitation = answered?.invitation ?? null;

  return (
    <>
      <p>
        <Link to="/admin/staff">Back to staff</Link>
      </p>
      <h1>{member.name}</h1>
      <section className={css.section} aria-labelledby="member-heading">
        <h2 id="member-heading" className={css.sectionTitle}>
          Account
        </h2>
        <dl className={css.details}>
          <dt>Email</dt>
          <dd>{member.email}</dd>
          <dt>Role</dt>
          <dd>
            {ROLE_LABELS[member.role]}: {ROLE_DESCRIPTIONS[member.role]}
          </dd>
          <dt>Status</dt>
          <dd>{STATUS_LABELS[member.status]}</dd>
          <dt>Added</dt>
          <dd>{formatDateTime(member.createdAt)}</dd>
          {member.status === "invited" ? (
            <>
              <dt>Invitation</dt>
              <dd>
                {member.invitationExpiresAt
                  ? `Open until ${formatDateTime(member.invitationExpiresAt)}`
                  : "Expired: send a new one"}
              </dd>
            </>
          ) : null}
        </dl>
      </section>

      {self ? (
        <p>This is your own account: another owner must change its role or disable it.</p>
      ) : (
        <>
          <section className={css.section} aria-labelledby="role-heading">
            <h2 id="role-heading" className={css.sectionTitle}>
              Change role
            </h2>
            <p className={css.lead}>A new role applies from their next sign-in: they are signed out now.</p>
            <Form method="post" key={roleForm.key} {...roleForm.formProps} aria-labelledby="role-heading">
              <input type="hidden" name="intent" value="role" />
              <AdminFormErrors id={roleForm.formErrorId} errors={roleForm.formErrors} />
              <AdminSelect
                label="Role"
                errors={roleForm.errors("role")}
                options={roleOptions}
                selectProps={{ ...roleForm.field("role") }}
              />
              <AdminSubmit pending={posting === "role"}>Save role</AdminSubmit>
            </Form>
          </section>

          {member.status === "invited" ? (
            <section className={css.section} aria-labelledby="invitation-heading">
              <h2 id="invitation-heading" className={css.sectionTitle}>
                Invitation
              </h2>
              {invitation ? (
                <div className={css.notice}>
                  <p>A new one-time link was emailed. It works until {formatDateTime(invitation.expiresAt)}:</p>
                  <p className={css.copyable} data-testid="invitation-link">
                    {invitation.invitationUrl}
                  </p>
                </div>
              ) : null}
              <Form method="post">
                <input type="hidden" name="intent" value="resend" />
                <AdminSubmit pending={posting === "resend"} className={css.secondaryButton}>
                  Send a new invitation
                </AdminSubmit>
              </Form>
            </section>
          ) : null}

          <section className={css.section} aria-labelledby="access-heading">
            <h2 id="access-heading" className={css.sectionTitle}>
              Access
            </h2>
            {member.status === "disabled" ? (
              <Form method="post">
                <p>This account cannot sign in.</p>
                <input type="hidden" name="intent" value="enable" />
                <AdminSubmit pending={posting === "enable"} className={css.secondaryButton}>
                  Enable account
                </AdminSubmit>
              </Form>
            ) : (
              <>
                {confirming ? null : <p>Disabling signs them out and stops them signing in.</p>}
                <ConfirmStep
                  confirming={confirming}
                  askTo="?confirm=disable"
                  askLabel="Disable account…"
                  questionId="confirm-disable-heading"
                  heading="h3"
                  question={`Disable ${member.name}'s account?`}
                  note="They are signed out at once and cannot sign in until an owner enables the account again."
                  fields={{ intent: "disable" }}
                  confirmLabel="Yes, disable the account"
                  pending={posting === "disable"}
                />
              </>
            )}
          </section>
        </>
      )}
    </>
  );
}
