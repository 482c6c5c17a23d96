import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { HoneypotInputs } from "~/components/forms/honeypot-inputs";
import * as css from "@styles/auth/auth.css";
import { AuthPage, authMeta } from "~/components/auth/auth-page";
import { CheckboxField, Field } from "~/components/forms/field";
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
  type SignInBody,
  completeSignIn,
  continueToVerify,
  customerIn,
  leaveIfSignedIn,
  redirectToOf,
  resendTimeFrom,
} from "~/lib/sign-in.server";
import type { SmsCodeSent } from "@api/contract/schemas/customers";

export const meta: MetaFunction = (args) =>
  authMeta(
    args,
    "Login",
    "Sign in to your Woodnest account with a one-time code sent to your mobile, or with your email and password.",
  );

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const redirectTo = redirectToOf(request);
  leaveIfSignedIn(session, redirectTo);
  // The other ways in keep the page to return to, when there is one.
  const carried = new URL(request.url).searchParams.has("redirectTo") ? `?${new URLSearchParams({ redirectTo })}` : "";
  return {
    redirectTo,
    forgotHref: `/forgotAccount${carried}`,
    constraints: { mobile: formConstraint("mobileLogin"), password: formConstraint("passwordLogin") },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  checkHoneypot(formData);
  const session = await getSession(request);
  const redirectTo = safeRedirect(formData.get("redirectTo"), ACCOUNT_HOME);

  if (formData.get("intent") === "password") {
    const submission = parseWithZod(formData, { schema: formSchemas.passwordLogin });
    if (submission.status !== "success") {
      return data(
        { intent: "password" as const, result: submission.reply({ hideFields: ["password"] }) },
        { status: 400 },
      );
    }
    const { email, password, remember = false } = submission.value;
    const answer = await apiFetch<SignInBody>("/customers/loginWithPassword", {
      method: "POST",
      body: { email, password },
      request,
    });
    if (answer.status === 200) {
      return completeSignIn(request, session, {
        token: answer.body.token,
        known: customerIn(answer.body),
        remember,
        to: redirectTo,
      });
    }
    if (answer.status === 403) {
      // The address was never proven: the API has sent it a code, and proving it signs the shopper in.
      return continueToVerify(
        session,
        {
          channel: "email",
          destination: email,
          redirectTo,
          resendAvailableAt: resendTimeFrom(null),
          flow: "login",
          remember,
        },
        { type: "info", message: answer.message },
      );
    }
    return data(
      {
        intent: "password" as const,
        result: replyFromApi(submission, answer, ["email", "password"], ["password"]),
        toast: refusalToast(answer),
      },
      { status: answer.status },
    );
  }

  const submission = parseWithZod(formData, { schema: formSchemas.mobileLogin });
  if (submission.status !== "success") {
    return data({ intent: "mobile" as const, result: submission.reply() }, { status: 400 });
  }
  const { mobile, remember = false } = submission.value;
  const sent = await apiFetch<SmsCodeSent>("/customers/login", {
    method: "POST",
    body: { mobile },
    request,
  });
  if (sent.status !== 200) {
    return data(
      { intent: "mobile" as const, result: replyFromApi(submission, sent, ["mobile"]), toast: refusalToast(sent) },
      { status: sent.status },
    );
  }
  return continueToVerify(
    session,
    {
      channel: "mobile",
      destination: sent.body.mobile,
      redirectTo,
      resendAvailableAt: resendTimeFrom(sent.body),
      flow: "login",
      remember,
    },
    { type: "success", message: sent.message },
  );
}

export default function Login() {
  const { redirectTo, forgotHref, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const posting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;

  const mobileForm = useLiteForm({
    id: "login-mobile",
    rules: "mobileLogin",
    lastResult: actionData?.intent === "mobile" ? actionData.result : undefined,
    constraint: constraints.mobile,
  });
  const passwordForm = useLiteForm({
    id: "login-password",
    rules: "passwordLogin",
    lastResult: actionData?.intent === "password" ? actionData.result : undefined,
    constraint: constraints.password,
  });

  return (
    <AuthPage
      title="Login"
      wide
      after={
        <ul className={css.links}>
          <li>
            <Link to="/register" className={css.link}>
              New to Woodnest? Create an account
            </Link>
          </li>
          <li>
            <Link to={forgotHref} className={css.link}>
              Lost access to your account?
            </Link>
          </li>
        </ul>
      }
    >
      <section className={css.card} aria-labelledby="login-mobile-heading">
        <h2 id="login-mobile-heading" className={css.cardTitle}>
          Login with your mobile
        </h2>
        <p className={css.lead}>We will send a one-time code to your mobile number by SMS.</p>
        <Form method="post" {...mobileForm.formProps} aria-labelledby="login-mobile-heading">
          <HoneypotInputs />
          <input type="hidden" name="intent" value="mobile" />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <FormErrors id={mobileForm.formErrorId} errors={mobileForm.formErrors} className={css.formError} />
          <Field
            label="Mobile"
            hint={`${constraints.mobile.mobile.maxLength} digits, without +91 or 0`}
            errors={mobileForm.errors("mobile")}
            inputProps={{ ...mobileForm.digits("mobile"), type: "text", autoComplete: "tel-national" }}
          />
          <CheckboxField label="Remember me" inputProps={mobileForm.checkbox("remember")} />
          <SubmitButton pending={posting === "mobile"}>Login</SubmitButton>
        </Form>
      </section>

      <section className={css.card} aria-labelledby="login-password-heading">
        <h2 id="login-password-heading" className={css.cardTitle}>
          Login with email and password
        </h2>
        <p className={css.lead}>For accounts created with an email address and a password.</p>
        <Form method="post" {...passwordForm.formProps} aria-labelledby="login-password-heading">
          <HoneypotInputs />
          <input type="hidden" name="intent" value="password" />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <FormErrors id={passwordForm.formErrorId} errors={passwordForm.formErrors} className={css.formError} />
          <Field
            label="Username or email address"
            errors={passwordForm.errors("email")}
            inputProps={{ ...passwordForm.field("email"), type: "email", autoComplete: "email" }}
          />
          <Field
            label="Password"
            errors={passwordForm.errors("password")}
            inputProps={{ ...passwordForm.field("password"), type: "password", autoComplete: "current-password" }}
          />
          <CheckboxField label="Remember me" inputProps={passwordForm.checkbox("remember")} />
          <SubmitButton pending={posting === "password"}>Login</SubmitButton>
        </Form>
      </section>
    </AuthPage>
  );
}
