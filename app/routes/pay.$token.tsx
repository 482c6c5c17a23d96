import { type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import * as css from "@styles/checkout/checkout.css";
import * as formCss from "@styles/forms/forms.css";
import type { PaymentLinkPage } from "@api/contract/schemas/payments";
import { apiFetch } from "~/lib/api.server";
import { formatPrice } from "~/lib/format";
import { formatDateTime } from "~/lib/format-date";
import { PRIVATE_NO_STORE } from "~/lib/responses.server";
import { pageMeta, rootOrigin } from "~/lib/seo";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta({ origin: rootOrigin(matches), title: "Pay for your order" }),
  { name: "robots", content: "noindex" },
];

/**
 * The payment link staff send for an order taken by phone (or a balance due): no sign-in, the
 * signed token is the proof. The Pay button is a plain form to the gateway's hosted page, so it
 * works without JavaScript; the gateway comes back to /pay/{token}/callback.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const answer = await apiFetch<PaymentLinkPage>(`/paymentLinks/${encodeURIComponent(params.token ?? "")}`, {
    request,
  });
  // A forged or foreign link says nothing about any order.
  if (answer.status === 404) throw new Response("Not found", { status: 404 });
  if (answer.status !== 200) throw new Response(answer.message, { status: answer.status });
  const outcome = new URL(request.url).searchParams.get("outcome");
  return data({ link: answer.body, outcome }, { headers: PRIVATE_NO_STORE });
}

export default function PayByLink() {
  const { link, outcome } = useLoaderData<typeof loader>();
  const title =
    link.state === "paid"
      ? "Thank you, your payment is received"
      : link.state === "expired"
        ? "This payment link has expired"
        : `Pay for order ${link.orderId}`;
  return (
    <div className={css.outcome}>
      <h1 className={css.outcomeTitle}>{title}</h1>
      <p>
        Order ID: <span className={css.orderNumber}>{link.orderId}</span>
      </p>
      {link.purpose === "draft" && link.lines.length > 0 ? (
        <ul aria-label="Items">
          {link.lines.map((line) => (
            <li key={`${line.name}-${line.colorName}-${line.sizeName}`}>
              {line.name}
              {line.colorName || line.sizeName
                ? ` (${[line.colorName, line.sizeName].filter(Boolean).join(", ")})`
                : ""}{" "}
              × {line.quantity}: {formatPrice(line.amount)}
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        {link.purpose === "balance" ? "Balance to pay" : "Total to pay"}: <strong>{formatPrice(link.amount)}</strong>
      </p>
      {outcome === "failed" && link.state === "open" ? (
        <p role="alert" className={css.notice}>
          The payment did not go through. You can try again.
        </p>
      ) : null}
      {link.state === "paid" ? (
        <p>
          {link.purpose === "draft"
            ? "Your order is placed. We will tell you when it ships."
            : "Thank you: your order is up to date."}
        </p>
      ) : null}
      {link.state === "expired" ? (
        <p>
          {link.purpose === "draft"
            ? "The items are no longer held for you. Please contact us for a new link."
            : "Please contact us for a new link."}
        </p>
      ) : null}
      {link.state === "open" && link.checkout ? (
        <form method="post" action={link.checkout.action}>
          <p>The link works until {formatDateTime(link.expiresAt)}; the items are held for you until then.</p>
          {Object.entries(link.checkout.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className={formCss.button}>
            Pay {formatPrice(link.amount)}
          </button>
        </form>
      ) : null}
      <p className={css.actions}>
        <Link to="/" className={css.linkButton}>
          Continue shopping
        </Link>
      </p>
    </div>
  );
}
