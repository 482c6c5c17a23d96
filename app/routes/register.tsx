import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { HoneypotInputs } from "~/components/forms/honeypot-inputs";
import * as css from "@styles/auth/auth.css";
import { AuthPage, authMeta } from "~/components/auth/auth-page";
import { CheckboxField, Field } from "~/components/forms/field";
import { NameFields } from "~/components/forms/name-fields";
import { FormErrors } from "~/components/forms/form-errors";
import { SubmitButton } from "~/components/forms/submit-button";
import { useLiteForm } from "~/components/forms/use-lite-form";
import { apiFetch } from "~/lib/api.server";
import { formConstraint, formSchemas, parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import { checkHoneypot } from "~/lib/honeypot.server";
import { getSession } from "~/lib/session.server";
import { continueToVerify, leaveIfSignedIn, resendTimeFrom } from "~/lib/sign-in.server";
import type { EmailCodeSent } from "@api/contract/schemas/customers";

const API_FIELDS = ["firstName", "lastName", "mobile", "email", "password"];

export const meta: MetaFunction = (args) =>
  authMeta(args, "Register", "Create your Woodnest account to keep a wishlist, save addresses and follow your orders.");

export async function loader({ request }: LoaderFunctionArgs) {
  leaveIfSignedIn(await getSession(request), null);
  return { constraint: formConstraint("register") };
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  checkHoneypot(formData);
  const session = await getSession(request);
  const submission = parseWithZod(formData, { schema: formSchemas.register });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const { remember = false, ...fields } = submission.value;
  const answer = await apiFetch<EmailCodeSent>("/customers/register", {
    method: "POST",
    // The API checks a confirmation when one is sent (spec 7 sends cPassword); this form asks once.
    body: { ...fields, cPassword: fields.password },
    request,
  });
  if (answer.status !== 200) {
    return data(
      { result: replyFromApi(submission, answer, API_FIELDS, ["password"]), toast: refusalToast(answer) },
      { status: answer.status },
    );
  }
  return continueToVerify(
    session,
    {
      channel: "email",
      destination: answer.body.email,
      redirectTo: "/",
      resendAvailableAt: resendTimeFrom(answer.body),
      flow: "register",
      remember,
    },
    { type: "success", message: answer.message },
  );
}

export default function Register() {
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const form = useLiteForm({ id: "register", rules: "register", lastResult: actionData?.result, constraint });

  return (
    <AuthPage
      title="Register"
      after={
        <ul className={css.links}>
          <li>
            <Link to="/login" className={css.link}>
              Already have an Account? Login
            </Link>
          </li>
        </ul>
      }
    >
      <section className={css.card} aria-labelledby="register-heading">
        <h2 id="register-heading" className={css.cardTitle}>
          Create your account
        </h2>
        <p className={css.lead}>We will email you a code to confirm your address.</p>
        <Form method="post" {...form.formProps} aria-labelledby="register-heading">
          <HoneypotInputs />
          <FormErrors id={form.formErrorId} errors={form.formErrors} className={css.formError} />
          <div className={css.nameRow}>
            <NameFields form={form} />
          </div>
          <Field
            label="Mobile"
            hint={`${constraint.mobile.maxLength} digits, without +91 or 0`}
            errors={form.errors("mobile")}
            inputProps={{ ...form.digits("mobile"), type: "text", autoComplete: "tel-national" }}
          />
          <Field
            label="Username or email address"
            errors={form.errors("email")}
            inputProps={{ ...form.field("email"), type: "email", autoComplete: "email" }}
          />
          <Field
            label="Password"
            hint="At least 8 characters"
            errors={form.errors("password")}
            inputProps={{ ...form.field("password"), type: "password", autoComplete: "new-password" }}
          />
          <CheckboxField label="Remember me" inputProps={form.checkbox("remember")} />
          <SubmitButton pending={navigation.state === "submitting"}>Register</SubmitButton>
        </Form>
      </section>
    </AuthPage>
  );
}
