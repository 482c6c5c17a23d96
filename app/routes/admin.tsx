import { type LoaderFunctionArgs, data } from "@remix-run/node";
import { Link, Outlet, isRouteErrorResponse, useLoaderData, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { AdminShell } from "~/components/admin/admin-shell";
import { adminMeta } from "~/lib/admin/meta";
import { getStaffSession } from "~/lib/admin/session.server";
import { PRIVATE_NO_STORE } from "~/lib/responses.server";
import { SHOP_BUSY, SHOP_BUSY_TITLE } from "~/lib/shop-busy";

export const meta = () => adminMeta("Back office");

/**
 * The back office's layout. It only reads the staff cookie (for the header): each page's own
 * loader renews it (app/lib/admin/responses.server.ts explains why not here).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getStaffSession(request);
  const staff = session.get("token") ? (session.get("staff") ?? null) : null;
  return data({ staff }, { headers: PRIVATE_NO_STORE });
}

export default function AdminLayout() {
  const { staff } = useLoaderData<typeof loader>();
  return (
    <AdminShell staff={staff}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const layout = useRouteLoaderData<typeof loader>("routes/admin");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) && typeof error.data?.message === "string" ? error.data.message : null;
  const [title, text] =
    status === 403
      ? ["Not allowed", "Your role does not allow this page. Ask the shop's owner if you need it."]
      : status === 404
        ? ["Page not found", "There is no back-office page at this address."]
        : status === 400 && message
          ? ["Form not accepted", message]
          : status === 503
            ? [SHOP_BUSY_TITLE, SHOP_BUSY]
            : ["Something went wrong", "This page could not be shown just now. Please try again in a moment."];
  return (
    <AdminShell staff={layout?.staff ?? null}>
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <Link to="/admin" reloadDocument>
          Go to the back-office dashboard
        </Link>
      </p>
    </AdminShell>
  );
}
