import type { LoaderFunctionArgs } from "@remix-run/node";
import { NEWSLETTER_FILTERS } from "~/components/admin/enquiry-options";
import { csvDownload } from "~/lib/admin/csv-download.server";
import { readListQuery } from "~/lib/admin/list-query.server";
import { requireStaffSession } from "~/lib/admin/session.server";

/** The newsletter's filtered subscribers as a CSV download. */
export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const { params } = readListQuery(request, NEWSLETTER_FILTERS);
  params.delete("page");
  return csvDownload(request, auth, `/admin/newsletter/export?${params}`, "newsletter");
}
