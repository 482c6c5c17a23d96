import { notFound, ok, okList } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import type { myEnquiriesQuery, myEnquiryIdParam } from "./my-enquiries.schemas";
import { findMyEnquiry, listMyEnquiries } from "./my-enquiries.service";

/** GET /customers/enquiries: the signed-in shopper's enquiries with the shop's replies. */
export async function myEnquiries(c: ValidatedContext<{ query: typeof myEnquiriesQuery }>) {
  const { db, env } = c.get("deps");
  const page = c.req.valid("query");
  const { enquiries, totalRecords } = await listMyEnquiries(db, c.get("customer").id, page, env.STOREFRONT_URL);
  return okList(c, enquiries, { ...page, totalRecords });
}

/** GET /customers/enquiries/:id: one of them; another shopper's answers 404 like one that does not exist. */
export async function myEnquiry(c: ValidatedContext<{ param: typeof myEnquiryIdParam }>) {
  const { db, env } = c.get("deps");
  const enquiry = await findMyEnquiry(db, c.get("customer").id, c.req.valid("param").id, env.STOREFRONT_URL);
  if (!enquiry) throw notFound("Enquiry");
  return ok(c, enquiry);
}
