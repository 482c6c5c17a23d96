import type { LoaderFunctionArgs } from "@remix-run/node";
import { ENQUIRY_FILTERS } from "~/components/admin/enquiry-options";
import { csvDownload } from "~/lib/admin/csv-download.server";
import { readListQuery } from "~/lib/admin/list-query.server";
import { requireStaffSession } from "~/lib/admin/session.server";

/** The inbox's filtered enquiries as a CSV download. */
export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const { params } = readListQuery(request, ENQUIRY_FILTERS);
  params.delete("page");
  return csvDownload(request, auth, `/admin/enquiries/export?${params}`, "enquiries");
}
