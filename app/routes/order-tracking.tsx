import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { TrackedOrder } from "~/components/order-tracking/tracked-order";
import { TrackingForm } from "~/components/order-tracking/tracking-form";
import { PageBanner } from "~/components/page-banner";
import type { CacheHandle } from "~/lib/cache-handle";
import { formConstraint } from "~/lib/forms.server";
import { trackOrder } from "~/lib/order-tracking.server";
import { breadcrumbLd, pageMeta, rootOrigin } from "~/lib/seo";
import { canonicalUrl, siteOrigin } from "~/lib/seo.server";

const TITLE = "Order Tracking";
const DESCRIPTION =
  "Track your Woodnest order: enter your order ID and the mobile number or email you ordered with to see where it is.";

/** The empty form is the same for everyone; the answers to its posts are never shared (cache-control.server.ts). */
export const handle: CacheHandle = { cache: "public" };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [];
  return [
    ...pageMeta({ origin: rootOrigin(matches), title: TITLE, description: DESCRIPTION, url: data.canonical }),
    breadcrumbLd(data.origin, [
      { name: "Home", path: "/" },
      { name: TITLE, path: "/order-tracking" },
    ]),
  ];
};

export async function loader({ request }: LoaderFunctionArgs) {
  return { canonical: canonicalUrl(request), origin: siteOrigin(request), constraint: formConstraint("orderTracking") };
}

export async function action({ request }: ActionFunctionArgs) {
  return trackOrder(request);
}

/** Order tracking for any shopper, signed in or not (issue 15): the form, then what it found. */
export default function OrderTrackingPage() {
  const { constraint } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <>
      <PageBanner title={TITLE} />
      <TrackingForm constraint={constraint} lastResult={answer?.result ?? null} />
      {answer?.tracked ? <TrackedOrder order={answer.tracked} /> : null}
    </>
  );
}
