/**
 * /newsletter: the newsletter block's action, so any page can host the block (see
 * app/lib/newsletter.server.ts). Without JavaScript a refused address is shown here, under
 * the field; GET shows the same block on a page of its own.
 */
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Newsletter } from "~/components/enquiry/newsletter";
import { PageBanner } from "~/components/page-banner";
import { formConstraint } from "~/lib/forms.server";
import { subscribe } from "~/lib/newsletter.server";
import { pageMeta, rootOrigin } from "~/lib/seo";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta({
    origin: rootOrigin(matches),
    title: "Newsletter",
    description: "Subscribe to the Woodnest newsletter: 10% off your first order.",
  }),
  // The home page carries the same block; this page is its fallback without JavaScript.
  { name: "robots", content: "noindex" },
];

export function loader() {
  return { constraint: formConstraint("newsletter") };
}

export async function action({ request }: ActionFunctionArgs) {
  return subscribe(request);
}

export default function NewsletterPage() {
  const { constraint } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner title="Newsletter" />
      <Newsletter constraint={constraint} />
    </>
  );
}
