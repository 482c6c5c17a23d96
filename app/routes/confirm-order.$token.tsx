import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import * as css from "@styles/checkout/checkout.css";
import * as formCss from "@styles/forms/forms.css";
import type { CodConfirmation } from "@api/contract/schemas/payments";
import { SubmitButton } from "~/components/forms/submit-button";
import { apiFetch } from "~/lib/api.server";
import { formatPrice } from "~/lib/format";
import { PRIVATE_NO_STORE } from "~/lib/responses.server";
import { pageMeta, rootOrigin } from "~/lib/seo";
import type { Settings } from "@api/contract/schemas/site-content";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta({ origin: rootOrigin(matches), title: "Confirm your order" }),
  { name: "robots", content: "noindex" },
];

/** What the API says of the link (api/src/resources/cod-confirmation). */

const tokenPath = (token: string | undefined) => `/codConfirmations/${encodeURIComponent(token ?? "")}`;

/** The support number an expired link's page offers (the shop's contact settings). */
async function supportPhone(request: Request) {
  const settings = await apiFetch<Pick<Settings, "contactUs">>("/settings", { request, shared: true });
  return settings.status === 200 ? (settings.body.contactUs?.supportMobile ?? null) : null;
}

/**
 * The link in a cash-on-delivery order's message: no sign-in, the signed token is the proof.
 * Opening it changes nothing (a chat app's link preview opens it too); only the button's POST confirms.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [answer, phone] = await Promise.all([
    apiFetch<CodConfirmation>(tokenPath(params.token), { request }),
    supportPhone(request),
  ]);
  // A forged or foreign link says nothing about any order.
  if (answer.status === 404) throw new Response("Not found", { status: 404 });
  if (answer.status !== 200) throw new Response(answer.message, { status: answer.status });
  return data({ confirmation: answer.body, phone }, { headers: PRIVATE_NO_STORE });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const answer = await apiFetch<CodConfirmation>(tokenPath(params.token), { method: "POST", request });
  if (answer.status === 404) throw new Response("Not found", { status: 404 });
  if (answer.status === 200) return { confirmed: true as const, message: answer.message };
  return data({ confirmed: false as const, message: answer.message }, { status: answer.status });
}

export default function ConfirmOrder() {
  const { confirmation, phone } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const confirming = useNavigation().state === "submitting";
  const { orderId, totalAmount } = confirmation;
  // After the POST the loader has run again: its state is the order's as it now stands.
  const state = confirmation.state;

  const title = result?.confirmed
    ? "Thank you, your order is confirmed"
    : state === "confirmed"
      ? "This order is already confirmed"
      : state === "expired"
        ? "This confirmation link has expired"
        : state === "cancelled"
          ? "This order has been cancelled"
          : "Confirm your order";

  return (
    <div className={css.outcome}>
      <h1 className={css.outcomeTitle}>{title}</h1>
      <p>
        Order ID: <span className={css.orderNumber}>{orderId}</span>
      </p>
      <p>
        Total, to pay in cash on delivery: <strong>{formatPrice(totalAmount)}</strong>
      </p>
      {result && !result.confirmed ? (
        <p role="alert" className={css.notice}>
          {result.message}
        </p>
      ) : null}
      {result?.confirmed || state === "confirmed" ? <p>We will tell you when it ships.</p> : null}
      {state === "expired" ? (
        <p>
          To confirm your order, please call us
          {phone ? (
            <>
              {" "}
              on <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>
            </>
          ) : null}
          .
        </p>
      ) : null}
      {state === "awaiting" ? (
        <Form method="post">
          <p>Please confirm that you want this order, so we can pack it for you.</p>
          <SubmitButton className={formCss.button} pending={confirming} pendingLabel="Confirming…">
            Confirm my order
          </SubmitButton>
        </Form>
      ) : null}
      <p className={css.actions}>
        <Link to="/" className={css.linkButton}>
          Continue shopping
        </Link>
      </p>
    </div>
  );
}
