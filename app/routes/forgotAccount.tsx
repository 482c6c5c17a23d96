import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { HoneypotInputs } from "~/components/forms/honeypot-inputs";
import * as css from "@styles/auth/auth.css";
import { AuthPage, authMeta } from "~/components/auth/auth-page";
import { OtpField } from "~/components/auth/otp-field";
import { ResendControl } from "~/components/auth/resend-control";
import { CheckboxField, Field } from "~/components/forms/field";
import { FormErrors } from "~/components/forms/form-errors";
import { NewPasswordFields } from "~/components/forms/new-password-fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useLiteForm } from "~/components/forms/use-lite-form";
import { type ApiEnvelope, apiFetch } from "~/lib/api.server";
import { formConstraint, formSchemas, parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import { checkHoneypot } from "~/lib/honeypot.server";
import { maskDestination } from "~/lib/mask-destination";
import { redirectWithSession, redirectWithToast } from "~/lib/responses.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { type PendingReset, type ShopSession, getSession } from "~/lib/session.server";
import {
  ACCOUNT_HOME,
  type SignInBody,
  completeSignIn,
  customerIn,
  leaveIfSignedIn,
  redirectToOf,
  resendState,
  resendTimeFrom,
} from "~/lib/sign-in.server";
import type { EmailCodeSent } from "@api/contract/schemas/customers";

export const meta: MetaFunction = (args) =>
  authMeta(
    args,
    "Lost access to your account?",
    "Set a new password for your Woodnest account with a code sent to your email address.",
  );

/** Each step ends on this page again (PRG): the session says which step the shopper is on. */
function resetPage(redirectTo = ACCOUNT_HOME) {
  return `/forgotAccount${redirectTo === ACCOUNT_HOME ? "" : `?${new URLSearchParams({ redirectTo })}`}`;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const redirectTo = redirectToOf(request);
  leaveIfSignedIn(session, redirectTo);
  const pending = session.get("pendingReset");
  if (!pending) return { step: "email" as const, redirectTo, constraint: formConstraint("forgot") };
  return {
    step: "reset" as const,
    masked: maskDestination("email", pending.email),
    ...resendState(pending.resendAvailableAt),
    constraint: formConstraint("resetPassword"),
  };
}

/** Step one, and its resend: a reset code to the address (the API answers alike whether an account uses it). */
const sendCode = (request: Request, email: string) =>
  apiFetch<EmailCodeSent>("/customers/forgotPassword", { method: "POST", body: { email }, request });

async function continueToReset(session: ShopSession, sent: ApiEnvelope<EmailCodeSent>, redirectTo: string) {
  const pending: PendingReset = { email: sent.body.email, redirectTo, resendAvailableAt: resendTimeFrom(sent.body) };
  session.set("pendingReset", pending);
  return redirectWithToast(resetPage(), session, { type: "success", message: sent.message });
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  checkHoneypot(formData);
  const session = await getSession(request);
  const intent = formData.get("intent");
  const pending = session.get("pendingReset");

  if (intent === "restart") {
    session.unset("pendingReset");
    return redirectWithSession(resetPage(pending?.redirectTo), session);
  }

  if (intent === "email") {
    const submission = parseWithZod(formData, { schema: formSchemas.forgot });
    if (submission.status !== "success")
      return data({ intent: "email" as const, result: submission.reply() }, { status: 400 });
    const sent = await sendCode(request, submission.value.email);
    if (sent.status !== 200) {
      return data(
        { intent: "email" as const, result: replyFromApi(submission, sent, ["email"]), toast: refusalToast(sent) },
        { status: sent.status },
      );
    }
    return continueToReset(session, sent, safeRedirect(formData.get("redirectTo"), ACCOUNT_HOME));
  }
  // The code step of a reset that is no longer in the session (another tab finished it): start again.
  if (!pending) return redirectWithSession(resetPage(), session);

  if (intent === "resend") {
    const sent = await sendCode(request, pending.email);
    if (sent.status !== 200) {
      return data(
        { intent: "resend" as const, message: sent.message, toast: refusalToast(sent) },
        { status: sent.status },
      );
    }
    return continueToReset(session, sent, pending.redirectTo);
  }

  const submission = parseWithZod(formData, { schema: formSchemas.resetPassword });
  const hidden = ["password", "cPassword"];
  if (submission.status !== "success") {
    return data({ intent: "reset" as const, result: submission.reply({ hideFields: hidden }) }, { status: 400 });
  }
  const { remember = false, ...fields } = submission.value;
  const answer = await apiFetch<SignInBody>("/customers/resetPassword", {
    method: "POST",
    body: { email: pending.email, ...fields },
    request,
  });
  if (answer.status !== 200) {
    return data(
      {
        intent: "reset" as const,
        result: replyFromApi(submission, answer, ["otp", "password", "cPassword"], hidden),
        toast: refusalToast(answer),
      },
      { status: answer.status },
    );
  }
  // The shopper has just proven the address and chosen the password: asking for it again at /login would add nothing.
  return completeSignIn(request, session, {
    token: answer.body.token,
    known: customerIn(answer.body),
    remember,
    to: pending.redirectTo,
    toast: { type: "success", message: `${answer.message} You are signed in.` },
  });
}

const otherWaysIn = (
  <ul className={css.links}>
    <li>
      <Link to="/login" className={css.link}>
        Remembered it? Login
      </Link>
    </li>
    <li>
      <Link to="/register" className={css.link}>
        New to Woodnest? Create an account
      </Link>
    </li>
  </ul>
);

export default function ForgotAccount() {
  const loaded = useLoaderData<typeof loader>();
  return (
    <AuthPage title="Lost access to your account?" after={otherWaysIn}>
      {loaded.step === "email" ? (
        <EmailStep redirectTo={loaded.redirectTo} constraint={loaded.constraint} />
      ) : (
        <ResetStep {...loaded} />
      )}
    </AuthPage>
  );
}

function EmailStep({ redirectTo, constraint }: { redirectTo: string; constraint: ReturnType<typeof formConstraint> }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const form = useLiteForm({
    id: "forgot-account",
    rules: "forgot",
    lastResult: actionData?.intent === "email" ? actionData.result : undefined,
    constraint,
  });
  return (
    <section className={css.card} aria-labelledby="forgot-heading">
      <h2 id="forgot-heading" className={css.cardTitle}>
        Reset your password
      </h2>
      <p className={css.lead}>
        Enter the email address of your account. We will send it a code; with it you choose a new password and are
        signed in.
      </p>
      <Form method="post" {...form.formProps} aria-labelledby="forgot-heading">
        <HoneypotInputs />
        <input type="hidden" name="intent" value="email" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormErrors id={form.formErrorId} errors={form.formErrors} className={css.formError} />
        <Field
          label="Email"
          errors={form.errors("email")}
          inputProps={{ ...form.field("email"), type: "email", autoComplete: "email" }}
        />
        <SubmitButton pending={navigation.state === "submitting"}>Send code</SubmitButton>
      </Form>
    </section>
  );
}

function ResetStep({
  masked,
  resendAvailableAt,
  secondsLeft,
  resendAtText,
  constraint,
}: {
  masked: string;
  resendAvailableAt: string;
  secondsLeft: number;
  resendAtText: string;
  constraint: ReturnType<typeof formConstraint>;
}) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const posting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const form = useLiteForm({
    id: "reset-password",
    rules: "resetPassword",
    lastResult: actionData?.intent === "reset" ? actionData.result : undefined,
    constraint,
  });
  return (
    <section className={css.card} aria-labelledby="reset-heading">
      <h2 id="reset-heading" className={css.cardTitle}>
        Choose a new password
      </h2>
      <p className={css.lead}>
        If an account uses <span className={css.destination}>{masked}</span>, we have sent it a{" "}
        {constraint.otp?.maxLength}-digit code. Enter it with your new password.
      </p>
      <Form method="post" {...form.formProps} aria-labelledby="reset-heading">
        <HoneypotInputs />
        <input type="hidden" name="intent" value="reset" />
        <FormErrors id={form.formErrorId} errors={form.formErrors} className={css.formError} />
        <OtpField form={form} />
        <NewPasswordFields form={form} />
        <CheckboxField label="Remember me" inputProps={form.checkbox("remember")} />
        <SubmitButton pending={posting === "reset"}>Change password</SubmitButton>
      </Form>
      <ResendControl
        key={resendAvailableAt}
        secondsLeft={secondsLeft}
        resendAtText={resendAtText}
        error={actionData?.intent === "resend" ? actionData.message : undefined}
        pending={posting === "resend"}
      />
      <Form method="post" replace className={css.links}>
        <HoneypotInputs />
        <input type="hidden" name="intent" value="restart" />
        <button type="submit" className={css.linkButton}>
          Use a different email address
        </button>
      </Form>
    </section>
  );
}
