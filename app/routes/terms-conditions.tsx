import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PolicyPage, policyMeta } from "~/components/content/policy-page";
import { loadPolicy } from "~/components/content/policy.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => policyMeta(data);

export const loader = ({ request }: LoaderFunctionArgs) => loadPolicy(request, "termsConditions", "Terms & Conditions");

export default function TermsConditions() {
  const { title, html } = useLoaderData<typeof loader>();
  return <PolicyPage title={title} html={html} />;
}
