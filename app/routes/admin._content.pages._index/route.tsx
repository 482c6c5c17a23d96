import { type LoaderFunctionArgs, data } from "@remix-run/node";
import { can } from "@api/validation/staff-roles";
import { Link, useLoaderData } from "@remix-run/react";
import { PAGES, PAGE_KEYS } from "~/lib/admin/forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import * as css from "@styles/admin/admin.css";

export const meta = () => adminMeta("Pages");

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  // This list asks the API nothing, so it checks the role itself, with the API's words for a refusal.
  if (!can(auth.staff.role, "content.manage"))
    throw data({ message: "Your role does not allow this" }, { status: 403 });
  return adminPage({ pages: PAGE_KEYS.map((key) => ({ key, ...PAGES[key] })) }, auth.session);
}

export default function AdminPages() {
  const { pages } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Pages</h1>
      <p className={css.lead}>
        The shop's About Us, Contact Us and policy pages. A saved change shows on the shop within a few seconds.
      </p>
      <ul className={css.addressList}>
        {pages.map((page) => (
          <li key={page.key}>
            <Link to={`/admin/pages/${page.key}`}>Edit {page.label}</Link> (on the shop at{" "}
            <a href={page.path}>{page.path}</a>)
          </li>
        ))}
      </ul>
    </>
  );
}
