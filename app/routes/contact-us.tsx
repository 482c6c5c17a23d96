import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContactDetails } from "~/components/content/contact-details";
import { fetchContactUs } from "~/lib/site.server";
import { PageBanner } from "~/components/page-banner";
import { ContactForm } from "~/components/enquiry/contact-form";
import { sendEnquiry } from "~/lib/enquiry.server";
import { formConstraint } from "~/lib/forms.server";
import { breadcrumbLd, pageMeta, rootOrigin } from "~/lib/seo";
import { canonicalUrl, siteOrigin } from "~/lib/seo.server";
import * as css from "@styles/content/contact.css";
import type { CacheHandle } from "~/lib/cache-handle";

const TITLE = "Contact Us";

/** The same page for every shopper without a session: a shared cache may keep it. */
export const handle: CacheHandle = { cache: "public" };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [];
  const { contact, canonical, origin } = data;
  return [
    ...pageMeta({
      origin: rootOrigin(matches),
      title: contact?.seoTitle || TITLE,
      description: contact?.seoDescription,
      url: canonical,
    }),
    ...(contact?.seoKeywords ? [{ name: "keywords", content: contact.seoKeywords }] : []),
    breadcrumbLd(origin, [
      { name: "Home", path: "/" },
      { name: TITLE, path: "/contact-us" },
    ]),
  ];
};

export async function loader({ request }: LoaderFunctionArgs) {
  return {
    contact: await fetchContactUs(request),
    canonical: canonicalUrl(request),
    origin: siteOrigin(request),
    constraint: formConstraint("contact"),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  return sendEnquiry(request, await request.formData(), "contact", { redirectTo: "/contact-us#tell-us" });
}

export default function ContactUsPage() {
  const { contact, constraint } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner title={TITLE} />
      {contact ? (
        <>
          {contact.googleMapUrl ? (
            <iframe
              className={css.map}
              src={contact.googleMapUrl}
              title="Map of our head office in New Delhi"
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              allowFullScreen
            />
          ) : null}
          <ContactDetails contact={contact} />
        </>
      ) : (
        <p className={css.unavailable}>Our contact details cannot be shown right now. Please try again shortly.</p>
      )}
      <ContactForm constraint={constraint} />
    </>
  );
}
