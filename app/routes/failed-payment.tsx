import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import * as css from "@styles/checkout/checkout.css";
import * as formCss from "@styles/forms/forms.css";
import { OrderOutcome } from "~/components/checkout/order-outcome";
import { PaymentHandoff } from "~/components/checkout/payment-handoff";
import type { Order, PaymentHandoff as PaymentHandoffData } from "~/components/checkout/types";
import { ErrorList } from "~/components/forms/error-list";
import { SubmitButton } from "~/components/forms/submit-button";
import { expiredSignIn, requireSignedIn } from "~/lib/auth.server";
import { requestQuote } from "~/lib/cart.server";
import { PAYMENT_REFUNDED } from "@api/contract/shared-messages";
import { fetchOrder, isPaid, isPlaced, justFinished, rememberOrder, startPayment } from "~/lib/payment.server";
import { pageMeta, rootOrigin } from "~/lib/seo";
import { type ShopSession, getSession } from "~/lib/session.server";
import { PRIVATE_NO_STORE, redirectWithSession } from "~/lib/responses.server";
import { revalidateAfterRefusal } from "~/lib/revalidate";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta({ origin: rootOrigin(matches), title: "Payment failed" }),
  { name: "robots", content: "noindex" },
];

/** An online order whose payment can still be made: not paid, not cancelled, not refunded. */
const awaitsPayment = (order: Order) =>
  order.paymentMethod === "Prepaid" &&
  !order.paidAt &&
  (order.orderStatus === "PAYMENT_FAILED" || order.orderStatus === "PAYMENT_PENDING");

async function toThankYou(session: ShopSession, order: Order) {
  rememberOrder(session, order, "paid");
  return redirectWithSession("/thank-you", session);
}

/**
 * Spec 2: only right after a failed or abandoned payment. The order is read again from the
 * API: a payment that went through after all (a late callback, the webhook) shows as paid,
 * and 'Retry payment' is offered only while every item can still be had.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const last = justFinished(session, ["failed"]);
  const token = session.get("token");
  if (!last || !token) throw redirect("/");
  const answer = await fetchOrder(request, token, last._id);
  if (answer.status === 401) throw await expiredSignIn(request, session);
  if (answer.status !== 200) throw redirect("/");
  const order = answer.body;
  if (isPaid(order) && isPlaced(order)) throw await toThankYou(session, order);

  let shortages: { name: string; problem: string }[] = [];
  // A failed payment gave its stock back; a retry takes it again, so it must still be there.
  if (awaitsPayment(order) && order.orderStatus === "PAYMENT_FAILED") {
    const lines = order.products.map((item) => ({
      productId: item.product,
      productColorId: item.productColor,
      productSizeId: item.productSize,
      quantity: item.quantity,
    }));
    const quote = await requestQuote(lines, request);
    // Whether a retry can succeed cannot be known without the quote: the error page asks to try again.
    if (!quote) throw new Response("The order could not be priced just now", { status: 503 });
    // The quote answers line for line, in the order the lines were sent.
    shortages = quote.lines.flatMap((line, index) =>
      line.problem ? [{ name: order.products[index]?.name ?? line.name ?? "", problem: line.problem }] : [],
    );
  }
  return data(
    {
      order: { _id: order._id, orderId: order.orderId },
      canRetry: awaitsPayment(order) && shortages.length === 0,
      shortages,
      refund: order.paymentStatus === "REFUND_PENDING" ? PAYMENT_REFUNDED : null,
    },
    { headers: PRIVATE_NO_STORE },
  );
}

type ActionData = { payment?: PaymentHandoffData; errors?: string[] };

/** 'Retry payment': the same order, paid afresh (the API takes the stock again or says what ran out). */
export const shouldRevalidate = revalidateAfterRefusal;

export async function action({ request }: ActionFunctionArgs) {
  const { token, session } = await requireSignedIn(request);
  const formData = await request.formData();
  const ref = formData.get("orderId");
  if (formData.get("intent") !== "retry-payment" || typeof ref !== "string" || !ref) {
    throw new Response("Unknown form", { status: 400 });
  }
  const answer = await fetchOrder(request, token, ref);
  if (answer.status === 401) throw await expiredSignIn(request, session);
  if (answer.status !== 200) throw new Response("Not found", { status: 404 });
  const order = answer.body;
  const started = await startPayment(request, token, order);
  if (started.ok) return data<ActionData>({ payment: started.payment }, { headers: PRIVATE_NO_STORE });
  if (started.code === "ORDER_ALREADY_PAID") throw await toThankYou(session, order);
  // Shortages come keyed by order line (products.{i}.quantity): name the item.
  const lineErrors = Object.entries(started.errors).map(([key, message]) => {
    const index = /^products\.(\d+)\./.exec(key)?.[1];
    const item = index === undefined ? undefined : order.products[Number(index)];
    return item ? `${item.name}: ${message}` : message;
  });
  return data<ActionData>(
    { errors: lineErrors.length > 0 ? lineErrors : [started.message] },
    { status: started.status >= 500 ? 502 : 409 },
  );
}

export default function FailedPayment() {
  const { order, canRetry, shortages, refund } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const retrying = navigation.state !== "idle" && navigation.formData?.get("intent") === "retry-payment";

  if (actionData?.payment) return <PaymentHandoff payment={actionData.payment} />;

  return (
    <OrderOutcome title="Oops Payment has been failed" order={order}>
      {refund ? <p>{refund}</p> : null}
      {actionData?.errors ? (
        <div className={css.notice} role="alert">
          <ErrorList errors={actionData.errors} />
        </div>
      ) : null}
      {canRetry ? (
        <>
          <p>Your order is saved and nothing has been charged. You can pay for it again now.</p>
          <Form method="post">
            <input type="hidden" name="intent" value="retry-payment" />
            <input type="hidden" name="orderId" value={order._id} />
            <SubmitButton className={formCss.button} pending={retrying} pendingLabel="Starting payment…">
              Retry payment
            </SubmitButton>
          </Form>
        </>
      ) : null}
      {shortages.length > 0 ? (
        <div className={css.notice}>
          <p>These items are no longer in stock, so this order cannot be paid for:</p>
          <ul className={css.problems}>
            {shortages.map((line) => (
              <li key={line.name}>
                {line.name}: {line.problem}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </OrderOutcome>
  );
}
