import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { HoneypotInputs } from "~/components/forms/honeypot-inputs";
import * as css from "@styles/auth/auth.css";
import { AuthPage, authMeta } from "~/components/auth/auth-page";
import { OtpField } from "~/components/auth/otp-field";
import { ResendControl } from "~/components/auth/resend-control";
import { FormErrors } from "~/components/forms/form-errors";
import { SubmitButton } from "~/components/forms/submit-button";
import { useLiteForm } from "~/components/forms/use-lite-form";
import { apiFetch } from "~/lib/api.server";
import { formConstraint, formSchemas, parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import { checkHoneypot } from "~/lib/honeypot.server";
import { maskDestination } from "~/lib/mask-destination";
import { getSession } from "~/lib/session.server";
import { redirectWithSession, redirectWithToast } from "~/lib/responses.server";
import { type SignInBody, completeSignIn, customerIn, resendState, resendTimeFrom } from "~/lib/sign-in.server";
import type { CodeSent } from "@api/contract/schemas/customers";

export const meta: MetaFunction = (args) =>
  authMeta(args, "Verify Account", "Enter the one-time code we sent you to finish signing in to Woodnest.");

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  // The code is already proven; only the name is missing.
  if (session.get("pendingToken")) throw redirect("/updateName");
  // Spec 2: with no sign-in in progress there is nothing to verify.
  const pending = session.get("pendingLogin");
  if (!pending) throw redirect("/login");

  return {
    channel: pending.channel,
    masked: maskDestination(pending.channel, pending.destination),
    ...resendState(pending.resendAvailableAt),
    constraint: formConstraint("otp"),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  checkHoneypot(formData);
  const session = await getSession(request);
  const pending = session.get("pendingLogin");
  if (!pending) throw redirect("/login");
  const destination = { [pending.channel]: pending.destination };

  if (formData.get("intent") === "resend") {
    // An email code here was sent to the password holder (registration, password sign-in): the resend continues that proof.
    const sent = await apiFetch<CodeSent>("/customers/resendOTP", {
      method: "POST",
      body: pending.channel === "email" ? { ...destination, purpose: "register" } : destination,
      request,
    });
    if (sent.status !== 200)
      return data(
        { intent: "resend" as const, message: sent.message, toast: refusalToast(sent) },
        { status: sent.status },
      );
    session.set("pendingLogin", { ...pending, resendAvailableAt: resendTimeFrom(sent.body) });
    return redirectWithToast("/verifyAccount", session, { type: "success", message: sent.message });
  }

  const submission = parseWithZod(formData, { schema: formSchemas.otp });
  if (submission.status !== "success") {
    return data({ intent: "verify" as const, result: submission.reply() }, { status: 400 });
  }
  const answer = await apiFetch<SignInBody>("/customers/verifyAccount", {
    method: "POST",
    body: { otp: submission.value.otp, ...destination },
    request,
  });
  if (answer.status !== 200) {
    return data(
      { intent: "verify" as const, result: replyFromApi(submission, answer, ["otp"]), toast: refusalToast(answer) },
      { status: answer.status },
    );
  }

  if (pending.flow === "register") {
    // Spec 4: registration, email code, then the home page.
    return completeSignIn(request, session, {
      token: answer.body.token,
      known: customerIn(answer.body),
      remember: pending.remember,
      to: "/",
      toast: { type: "success", message: "Welcome to Woodnest! Your account is ready." },
    });
  }
  if (!answer.body.firstName) {
    // Spec 4: the token waits here until the customer has given a first name.
    session.set("pendingToken", answer.body.token);
    return redirectWithSession("/updateName", session);
  }
  return completeSignIn(request, session, {
    token: answer.body.token,
    known: customerIn(answer.body),
    remember: pending.remember,
    to: pending.redirectTo,
    toast: { type: "success", message: `Welcome back, ${answer.body.firstName}!` },
  });
}

export default function VerifyAccount() {
  const { channel, masked, resendAvailableAt, secondsLeft, resendAtText, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const posting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;

  const form = useLiteForm({
    id: "verify-account",
    rules: "otp",
    lastResult: actionData?.intent === "verify" ? actionData.result : undefined,
    constraint,
  });

  const where = channel === "mobile" ? "by SMS to your mobile" : "to your email address";
  // A mistyped email after registration cannot be registered again (the mobile is taken): the mobile code still signs in.
  const startAgain = {
    to: "/login",
    text: channel === "mobile" ? "Use a different mobile number" : "Login with your mobile instead",
  };

  return (
    <AuthPage title="Verify Account">
      <section className={css.card} aria-labelledby="verify-heading">
        <h2 id="verify-heading" className={css.cardTitle}>
          Enter your code
        </h2>
        <p className={css.lead}>
          We sent a {constraint.otp.maxLength}-digit code {where} <span className={css.destination}>{masked}</span>.
        </p>
        <Form method="post" {...form.formProps} aria-labelledby="verify-heading">
          <HoneypotInputs />
          <input type="hidden" name="intent" value="verify" />
          <FormErrors id={form.formErrorId} errors={form.formErrors} className={css.formError} />
          <OtpField form={form} />
          <SubmitButton pending={posting === "verify"}>Verify OTP</SubmitButton>
        </Form>
        <ResendControl
          key={resendAvailableAt}
          secondsLeft={secondsLeft}
          resendAtText={resendAtText}
          error={actionData?.intent === "resend" ? actionData.message : undefined}
          pending={posting === "resend"}
        />
        <ul className={css.links}>
          <li>
            <Link to={startAgain.to} className={css.link}>
              {startAgain.text}
            </Link>
          </li>
        </ul>
      </section>
    </AuthPage>
  );
}
