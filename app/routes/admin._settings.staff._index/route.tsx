import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ROLE_LABELS } from "@api/validation/staff-roles";
import { AdminField, AdminFormErrors, AdminSelect, AdminSubmit } from "~/components/admin/form-controls";
import { FilterField, FilterPanel, FilterSelect, ListResults } from "~/components/admin/list-screen";
import { STATUS_LABELS, type StaffMember, roleOptions, statusOptions } from "~/admin/settings/staff/staff-options";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { adminApi } from "~/lib/admin/api.server";
import { staffInviteSchema } from "~/lib/admin/forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage } from "~/lib/admin/responses.server";
import { listPaging, readListQuery } from "~/lib/admin/list-query.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import * as css from "@styles/admin/admin.css";
import { readForm } from "~/lib/form-body.server";
import { formatDateTime } from "~/lib/format-date";
import type { staffInvitedSchema } from "@api/contract/schemas/admin-staff";
import type { z } from "zod";

export const meta = () => adminMeta("Staff");

const FILTERS = ["q", "role", "status"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const { params, search, filters } = readListQuery(request, FILTERS);
  const answer = await adminApi<StaffMember[]>({ request, ...auth }, `/staff?${params}`);
  return adminPage(
    {
      filters,
      search,
      staff: answer.status === 200 ? answer.body : [],
      ...listPaging(answer),
    },
    auth.session,
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: staffInviteSchema });
  if (submission.status !== "success")
    return adminData({ result: submission.reply(), invited: null }, auth.session, { status: 400 });
  const answer = await adminApi<z.output<typeof staffInvitedSchema>>({ request, ...auth }, "/staff", {
    method: "POST",
    body: submission.value,
  });
  if (answer.status !== 200) {
    return adminData(
      {
        result: replyFromApi(submission, answer, ["name", "email", "role"]),
        invited: null,
        toast: refusalToast(answer),
      },
      auth.session,
      { status: answer.status },
    );
  }
  return adminData(
    {
      result: submission.reply({ resetForm: true }),
      invited: { ...answer.body },
      toast: { type: "success" as const, message: answer.message },
    },
    auth.session,
  );
}

export default function AdminStaff() {
  const list = useLoaderData<typeof loader>();
  const { staff } = list;
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  const invited = answered?.invited ?? null;
  const form = useAdminForm("invite", answered?.result, { role: "catalogue" });

  return (
    <>
      <h1>Staff</h1>
      <FilterPanel headingId="staff-filters-heading" heading="Find staff" submitLabel="Show staff" list={list}>
        <FilterField label="Name or email" name="q" type="search" />
        <FilterSelect label="Role" name="role" options={[{ value: "", label: "Any role" }, ...roleOptions]} />
        <FilterSelect label="Status" name="status" options={[{ value: "", label: "Any status" }, ...statusOptions]} />
      </FilterPanel>

      <ListResults
        headingId="staff-list-heading"
        list={list}
        one="member of staff"
        many="members of staff"
        empty={staff.length === 0}
        emptyText="No staff match these filters."
        pagerLabel="Pages of staff"
      >
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Status</th>
              <th scope="col">Added</th>
            </tr>
          </thead>
          <tbody>
            {staff.map((member) => (
              <tr key={member._id}>
                <th scope="row">
                  <Link to={`/admin/staff/${member._id}`}>{member.name}</Link>
                </th>
                <td data-label="Email">{member.email}</td>
                <td data-label="Role">{ROLE_LABELS[member.role]}</td>
                <td data-label="Status">{STATUS_LABELS[member.status]}</td>
                <td data-label="Added">{formatDateTime(member.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListResults>

      <section className={css.section} aria-labelledby="invite-heading">
        <h2 id="invite-heading" className={css.sectionTitle}>
          Invite a member of staff
        </h2>
        {invited ? (
          <div className={css.notice}>
            <p>
              {invited.staff.name} has been sent an invitation by email. You can also give them this one-time link (it
              works until {formatDateTime(invited.expiresAt)}):
            </p>
            <p className={css.copyable} data-testid="invitation-link">
              {invited.invitationUrl}
            </p>
          </div>
        ) : null}
        <p className={css.lead}>
          They choose their password and add the back office to an authenticator app from the link.
        </p>
        <Form method="post" key={form.key} {...form.formProps} aria-labelledby="invite-heading">
          <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
          <AdminField
            label="Name"
            errors={form.errors("name")}
            inputProps={{ ...form.field("name"), autoComplete: "off", required: true }}
          />
          <AdminField
            label="Email"
            errors={form.errors("email")}
            inputProps={{ ...form.field("email"), type: "email", autoComplete: "off", required: true }}
          />
          <AdminSelect
            label="Role"
            errors={form.errors("role")}
            options={roleOptions}
            selectProps={{ ...form.field("role") }}
          />
          <AdminSubmit pending={navigation.state === "submitting" && navigation.formMethod === "POST"}>
            Send invitation
          </AdminSubmit>
        </Form>
      </section>
    </>
  );
}
