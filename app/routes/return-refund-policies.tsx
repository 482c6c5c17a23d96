import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PolicyPage, policyMeta } from "~/components/content/policy-page";
import { loadPolicy } from "~/components/content/policy.server";
import type { CacheHandle } from "~/lib/cache-handle";

/** The same page for every shopper without a session: a shared cache may keep it. */
export const handle: CacheHandle = { cache: "public" };

export const meta: MetaFunction<typeof loader> = ({ data }) => policyMeta(data);

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadPolicy(request, "returnRefunds", "Return & Refund Policy");

export default function ReturnRefundPolicies() {
  const { title, html } = useLoaderData<typeof loader>();
  return <PolicyPage title={title} html={html} />;
}
