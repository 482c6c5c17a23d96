import { useActionData, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { HoneypotInputs } from "~/components/forms/honeypot-inputs";
import { useHydrated } from "remix-utils/use-hydrated";
import { Field } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import * as css from "@styles/enquiry/newsletter.css";
import { FormErrors } from "~/components/forms/form-errors";
import type { FormConstraint } from "~/components/forms/constraint";
import type { FormReply } from "./types";
import { useLiteForm } from "~/components/forms/use-lite-form";

/** What POST /newsletter answers (app/routes/newsletter.tsx). */
export type NewsletterReply =
  | (FormReply & { subscribed?: undefined; redirectTo?: string })
  | { form: "newsletter"; subscribed: string; result?: undefined };

function EmailForm({
  constraint,
  reply,
  pending,
  Form,
}: {
  constraint: FormConstraint;
  reply: NewsletterReply | undefined;
  pending: boolean;
  Form: ReturnType<typeof useFetcher>["Form"];
}) {
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const form = useLiteForm({ id: "newsletter-form", rules: "newsletter", lastResult: reply?.result, constraint });
  // Without JavaScript a refused address shows on /newsletter itself; the page to go back to travels along.
  const back = reply?.subscribed === undefined && reply?.redirectTo ? reply.redirectTo : `${pathname}${search}`;
  return (
    <Form method="post" action="/newsletter" className={css.form} {...form.formProps}>
      <HoneypotInputs />
      <input type="hidden" name="redirectTo" value={back} />
      {/* With JavaScript the answer comes back here instead of as a new page. */}
      {hydrated ? <input type="hidden" name="inline" value="1" /> : null}
      <FormErrors errors={form.formErrors} />
      <div className={css.row}>
        <Field
          label="Email"
          className={css.field}
          errors={form.errors("email")}
          inputProps={{ ...form.field("email"), type: "email", autoComplete: "email", placeholder: "you@example.com" }}
        />
        <SubmitButton pending={pending} className={css.button}>
          SUBSCRIBE!
        </SubmitButton>
      </div>
    </Form>
  );
}

/**
 * The newsletter block of spec 2 ('Ten Percent Member Discount'), for any page: it posts to
 * /newsletter. With JavaScript a fetcher keeps the shopper where they are, the API's
 * message shows here and the field empties; without it the post is a page load that comes
 * back with a toast (or shows /newsletter with the error under the field).
 */
export function Newsletter({ constraint }: { constraint: FormConstraint }) {
  const fetcher = useFetcher<NewsletterReply>();
  const pageReply = useActionData() as NewsletterReply | undefined;
  const reply = fetcher.data ?? (pageReply?.form === "newsletter" ? pageReply : undefined);
  const subscribed = reply?.subscribed;
  const [resets, setResets] = useState(0);
  const seen = useRef<unknown>(undefined);
  useEffect(() => {
    // Spec 4: a successful subscription shows the message and resets the form.
    if (fetcher.data && fetcher.data !== seen.current && fetcher.data.subscribed !== undefined) setResets((n) => n + 1);
    seen.current = fetcher.data;
  }, [fetcher.data]);

  return (
    <section className={css.block} aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading" className={css.heading}>
        Ten Percent Member Discount
      </h2>
      <p className={css.text}>Subscribe to our newsletter for 10% off your first order, new arrivals and offers.</p>
      <EmailForm
        key={resets}
        constraint={constraint}
        reply={subscribed === undefined ? reply : undefined}
        pending={fetcher.state !== "idle"}
        Form={fetcher.Form}
      />
      {/* A live region of its own (the toasts own role=status): the API's message is read out when it arrives. */}
      <p className={css.status} aria-live="polite">
        {subscribed}
      </p>
    </section>
  );
}
