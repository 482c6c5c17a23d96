import { type LoaderFunctionArgs, type MetaFunction, data, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { OrderOutcome } from "~/components/checkout/order-outcome";
import { expiredSignIn } from "~/lib/auth.server";
import { fetchOrder, justFinished } from "~/lib/payment.server";
import { pageMeta, rootOrigin } from "~/lib/seo";
import { PRIVATE_NO_STORE } from "~/lib/responses.server";
import { getSession } from "~/lib/session.server";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta({ origin: rootOrigin(matches), title: "Order placed" }),
  { name: "robots", content: "noindex" },
];

/**
 * Spec 2: only right after a checkout; opened any other way, the shopper goes home. The
 * order is asked of the API with the shopper's own token, so a browser shared with someone
 * who just ordered shows nothing of theirs.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const last = justFinished(session, ["placed", "paid"]);
  const token = session.get("token");
  if (!last || !token) throw redirect("/");
  const answer = await fetchOrder(request, token, last._id);
  if (answer.status === 401) throw await expiredSignIn(request, session);
  if (answer.status !== 200) throw redirect("/");
  const { _id, orderId, paymentMethod } = answer.body;
  return data({ order: { _id, orderId, paidOnline: paymentMethod === "Prepaid" } }, { headers: PRIVATE_NO_STORE });
}

export default function ThankYou() {
  const { order } = useLoaderData<typeof loader>();
  return (
    <OrderOutcome title="Thank you your order has been placed" order={order}>
      <p>
        {order.paidOnline
          ? "We have received your payment. We will let you know when your order ships."
          : "You will pay in cash when your order is delivered. We will let you know when it ships."}
      </p>
    </OrderOutcome>
  );
}
