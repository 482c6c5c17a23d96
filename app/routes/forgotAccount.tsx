import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { HoneypotInputs } from "remix-utils/honeypot/react";
import * as css from "../../styles/auth/auth.css";
import { AuthPage, authMeta } from "~/components/auth/auth-page";
import { Field } from "~/components/forms/field";
import { FormErrors } from "~/components/forms/form-errors";
import { SubmitButton } from "~/components/forms/submit-button";
import { useLiteForm } from "~/components/forms/use-lite-form";
import { apiFetch } from "~/lib/api.server";
import { formConstraint, formSchemas, parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import { checkHoneypot } from "~/lib/honeypot.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { getSession } from "~/lib/session.server";
import {
  ACCOUNT_HOME,
  continueToVerify,
  leaveIfSignedIn,
  redirectToOf,
  resendTimeFrom,
} from "~/lib/sign-in.server";

export const meta: MetaFunction = () =>
  authMeta("Lost access to your account?", "Sign in to your Woodnest account with a code sent to your email address.");

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const redirectTo = redirectToOf(request);
  leaveIfSignedIn(session, redirectTo);
  return { redirectTo, constraint: formConstraint("forgot") };
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  checkHoneypot(formData);
  const session = await getSession(request);
  const submission = parseWithZod(formData, { schema: formSchemas.forgot });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });

  const sent = await apiFetch<{ email: string; resendAvailableAt: string }>("/customers/resendOTP", {
    method: "POST",
    body: submission.value,
    request,
  });
  if (sent.status !== 200) return data({ result: replyFromApi(submission, sent, ["email"]), toast: refusalToast(sent) }, { status: sent.status });
  return continueToVerify(
    session,
    {
      channel: "email",
      destination: sent.body.email,
      redirectTo: safeRedirect(formData.get("redirectTo"), ACCOUNT_HOME),
      resendAvailableAt: resendTimeFrom(sent.body),
      flow: "forgot",
      remember: false,
    },
    { type: "success", message: sent.message },
  );
}

export default function ForgotAccount() {
  const { redirectTo, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const form = useLiteForm({ id: "forgot-account", rules: "forgot", lastResult: actionData?.result, constraint });

  return (
    <AuthPage
      title="Lost access to your account?"
      after={
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
      }
    >
      <section className={css.card} aria-labelledby="forgot-heading">
        <h2 id="forgot-heading" className={css.cardTitle}>
          Sign in with a code by email
        </h2>
        <p className={css.lead}>
          Enter the email address of your account. We will send it a code that signs you in; you can then change your
          details under My Account.
        </p>
        <Form method="post" {...form.formProps} aria-labelledby="forgot-heading">
          <HoneypotInputs />
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
    </AuthPage>
  );
}
