import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import * as css from "@styles/checkout/checkout.css";
import * as formCss from "@styles/forms/forms.css";
import { SubmitButton } from "~/components/forms/submit-button";
import { apiFetch } from "~/lib/api.server";
import { PRIVATE_NO_STORE } from "~/lib/responses.server";
import { pageMeta, rootOrigin } from "~/lib/seo";
import type { UnsubscribeState } from "@api/contract/schemas/newsletter";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta({ origin: rootOrigin(matches), title: "Unsubscribe from the newsletter" }),
  { name: "robots", content: "noindex" },
];

/** What the API says of the link (api/src/resources/newsletters). */
type Answer = { ok: true; subscription: UnsubscribeState } | { ok: false; message: string };

const tokenPath = (token: string | undefined) => `/newsletters/unsubscribe/${encodeURIComponent(token ?? "")}`;

/**
 * The link in every newsletter email: no sign-in, the signed token is the proof. Opening it
 * changes nothing (mail scanners open links too); the button's POST unsubscribes, and a mail
 * program's one-click unsubscribe (List-Unsubscribe-Post) posts here as well.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const answer = await apiFetch<UnsubscribeState>(tokenPath(params.token), { request });
  const result: Answer =
    answer.status === 200 ? { ok: true, subscription: answer.body } : { ok: false, message: answer.message };
  return data(result, { status: answer.status, headers: PRIVATE_NO_STORE });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const answer = await apiFetch<UnsubscribeState>(tokenPath(params.token), { method: "POST", request });
  return data(
    { done: answer.status === 200, message: answer.message },
    { status: answer.status, headers: PRIVATE_NO_STORE },
  );
}

export default function NewsletterUnsubscribe() {
  const answer = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const pending = useNavigation().state === "submitting";
  const subscribed = answer.ok && answer.subscription.subscribed;

  return (
    <div className={css.outcome}>
      <h1 className={css.outcomeTitle}>
        {!answer.ok
          ? "This unsubscribe link does not work"
          : subscribed
            ? "Unsubscribe from the newsletter?"
            : "You are unsubscribed"}
      </h1>
      {!answer.ok ? (
        <p role="alert" className={css.notice}>
          {answer.message}
        </p>
      ) : null}
      {result ? (
        <p role={result.done ? "status" : "alert"} className={result.done ? undefined : css.notice}>
          {result.message}
        </p>
      ) : null}
      {answer.ok && subscribed ? (
        <Form method="post">
          <p>
            We will stop sending the Woodnest newsletter to <strong>{answer.subscription.email}</strong>. Order updates
            still reach you.
          </p>
          <SubmitButton className={formCss.button} pending={pending} pendingLabel="Unsubscribing…">
            Unsubscribe
          </SubmitButton>
        </Form>
      ) : null}
      {answer.ok && !subscribed && !result ? (
        <p>
          We send no newsletters to <strong>{answer.subscription.email}</strong>. Changed your mind? Sign up again at
          the foot of any page.
        </p>
      ) : null}
      <p className={css.actions}>
        <Link to="/" className={css.linkButton}>
          Continue shopping
        </Link>
      </p>
    </div>
  );
}
