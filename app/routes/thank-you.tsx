import { type LoaderFunctionArgs, type MetaFunction, data, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { OrderOutcome } from "~/components/checkout/order-outcome";
import { justFinished } from "~/lib/checkout.server";
import { pageMeta } from "~/lib/seo";
import { getSession } from "~/lib/session.server";

export const meta: MetaFunction = () => [...pageMeta({ title: "Order placed" }), { name: "robots", content: "noindex" }];

/** Spec 2: only right after a checkout; opened any other way, the shopper goes home. */
export async function loader({ request }: LoaderFunctionArgs) {
  const order = justFinished(await getSession(request), ["placed", "paid"]);
  if (!order) throw redirect("/");
  return data({ order }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function ThankYou() {
  const { order } = useLoaderData<typeof loader>();
  return (
    <OrderOutcome title="Thank you your order has been placed" order={order}>
      <p>
        {order.outcome === "paid"
          ? "We have received your payment. We will let you know when your order ships."
          : "You will pay in cash when your order is delivered. We will let you know when it ships."}
      </p>
    </OrderOutcome>
  );
}
