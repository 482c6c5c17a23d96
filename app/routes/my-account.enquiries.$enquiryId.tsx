import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { EnquiryFacts, EnquiryThread } from "~/components/account/enquiry-thread";
import { accountMeta } from "~/lib/account";
import { MY_ENQUIRIES, type ShopperEnquiry } from "~/lib/account-enquiries";
import { bodyOrThrow, customerApi } from "~/lib/account.server";
import { requireSignedIn } from "~/lib/auth.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  accountMeta(data ? `Enquiry: ${data.enquiry.title}` : "Enquiry");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const customer = await requireSignedIn(request);
  const envelope = await customerApi<ShopperEnquiry>(
    request,
    customer,
    `/customers/enquiries/${encodeURIComponent(params.enquiryId ?? "")}`,
  );
  // Another shopper's enquiry is a 404 at the API, and so it is here: nothing says it exists.
  return { enquiry: bodyOrThrow(envelope, "the enquiry") };
}

/** One enquiry: what it is about, the shopper's question and the shop's replies in order. */
export default function MyEnquiry() {
  const { enquiry } = useLoaderData<typeof loader>();
  return (
    <>
      <p>
        <Link to={MY_ENQUIRIES}>All my enquiries</Link>
      </p>
      <h1>{enquiry.title}</h1>
      <EnquiryFacts enquiry={enquiry} />
      <EnquiryThread enquiry={enquiry} />
    </>
  );
}
