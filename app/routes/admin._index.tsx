import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "@api/validation/staff-roles";
import { adminLinks } from "~/components/admin/admin-shell";
import { adminApi } from "~/lib/admin/api.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage } from "~/lib/admin/responses.server";
import { type SessionStaff, requireStaffSession } from "~/lib/admin/session.server";
import * as css from "../../styles/admin/admin.css";

export const meta = () => adminMeta("Dashboard");

type Me = { staff: Omit<SessionStaff, "id">; recoveryCodesLeft: number };

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const me = await adminApi<Me>({ request, ...auth }, "/me");
  return adminPage({ me: me.body }, auth.session);
}

/** Who is signed in, their role, and what the role may open. */
export default function AdminDashboard() {
  const { me } = useLoaderData<typeof loader>();
  const { staff } = me;
  return (
    <>
      <h1>Welcome, {staff.name}</h1>
      <section className={css.section} aria-labelledby="you-heading">
        <h2 id="you-heading" className={css.sectionTitle}>
          Your account
        </h2>
        <dl className={css.details}>
          <dt>Email</dt>
          <dd>{staff.email}</dd>
          <dt>Role</dt>
          <dd>
            {ROLE_LABELS[staff.role]}: {ROLE_DESCRIPTIONS[staff.role]}
          </dd>
          <dt>Recovery codes left</dt>
          <dd>{me.recoveryCodesLeft}</dd>
        </dl>
      </section>
      <section className={css.section} aria-labelledby="open-heading">
        <h2 id="open-heading" className={css.sectionTitle}>
          What you can open
        </h2>
        <ul>
          {adminLinks(staff).map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
