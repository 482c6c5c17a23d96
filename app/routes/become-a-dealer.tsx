import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContactDetails } from "~/components/content/contact-details";
import { fetchContactUs } from "~/lib/site.server";
import { PageBanner } from "~/components/page-banner";
import { DealerForm } from "~/components/enquiry/dealer-form";
import { sendEnquiry } from "~/lib/enquiry.server";
import { formConstraint } from "~/lib/forms.server";
import { breadcrumbLd, pageMeta, rootOrigin } from "~/lib/seo";
import { canonicalUrl, siteOrigin } from "~/lib/seo.server";
import * as css from "@styles/content/contact.css";
import type { CacheHandle } from "~/lib/cache-handle";

const TITLE = "Become a Dealer";

/** The same page for every shopper without a session: a shared cache may keep it. */
export const handle: CacheHandle = { cache: "public" };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [];
  return [
    ...pageMeta({
      origin: rootOrigin(matches),
      title: TITLE,
      description:
        "Sell Woodnest solid-wood furniture and decor in your city. Stores, interior designers and architects: become a Woodnest dealer.",
      url: data.canonical,
    }),
    breadcrumbLd(data.origin, [
      { name: "Home", path: "/" },
      { name: TITLE, path: "/become-a-dealer" },
    ]),
  ];
};

export async function loader({ request }: LoaderFunctionArgs) {
  return {
    contact: await fetchContactUs(request),
    canonical: canonicalUrl(request),
    origin: siteOrigin(request),
    constraint: formConstraint("dealer"),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  return sendEnquiry(request, await request.formData(), "dealer", { redirectTo: "/become-a-dealer#callback" });
}

export default function BecomeADealer() {
  const { contact, constraint } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner title={TITLE} />
      <section className={css.intro} aria-labelledby="dealer-programme">
        <h2 id="dealer-programme">Sell Woodnest in your city</h2>
        <p>
          Run a furniture or home-decor store, or design interiors for your clients? Join Woodnest as a dealer and offer
          our solid-wood furniture and decor to your customers.
        </p>
        <p>
          Write to us or call us with the name of your business and your city. Our team will call you back to talk about
          the range, trade prices and delivery to your area.
        </p>
      </section>
      <DealerForm constraint={constraint} />
      {contact ? (
        <section aria-labelledby="dealer-contact">
          <h2 id="dealer-contact">Talk to us</h2>
          <ContactDetails contact={contact} headingLevel={3} />
        </section>
      ) : null}
    </>
  );
}
