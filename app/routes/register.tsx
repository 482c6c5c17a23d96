import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { HoneypotInputs } from "remix-utils/honeypot/react";
import * as css from "../../styles/auth/auth.css";
import { AuthPage, authMeta } from "~/components/auth/auth-page";
import type { AuthFormValue } from "~/components/auth/auth-schemas";
import { FormErrors } from "~/components/auth/form-errors";
import { useFormRules } from "~/components/auth/use-form-rules";
import { CheckboxField, Field } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { apiFetch } from "~/lib/api.server";
import { checkHoneypot } from "~/lib/honeypot.server";
import { getSession } from "~/lib/session.server";
import {
  authSchemas,
  continueToVerify,
  constraintOf,
  leaveIfSignedIn,
  parseWithZod,
  replyFromApi,
  resendTimeFrom,
} from "~/lib/sign-in.server";

const API_FIELDS = ["firstName", "lastName", "mobile", "email", "password"];

export const meta: MetaFunction = () =>
  authMeta("Register", "Create your Woodnest account to keep a wishlist, save addresses and follow your orders.");

export async function loader({ request }: LoaderFunctionArgs) {
  leaveIfSignedIn(await getSession(request), null);
  return { constraint: constraintOf("register") };
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  checkHoneypot(formData);
  const session = await getSession(request);
  const submission = parseWithZod(formData, { schema: authSchemas.register });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const { remember = false, ...fields } = submission.value;
  const answer = await apiFetch<{ email: string; resendAvailableAt: string }>("/customers/register", {
    method: "POST",
    // The API checks a confirmation when one is sent (spec 7 sends cPassword); this form asks once.
    body: { ...fields, cPassword: fields.password },
    request,
  });
  if (answer.status !== 200) {
    return data({ result: replyFromApi(submission, answer, API_FIELDS, ["password"]) }, { status: answer.status });
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
  const rules = useFormRules("register");
  const [form, fields] = useForm<AuthFormValue<"register">>({
    id: "register",
    lastResult: actionData?.result,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: rules?.validate,
  });

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
        <Form method="post" {...getFormProps(form)} aria-labelledby="register-heading">
          <HoneypotInputs />
          <FormErrors id={form.errorId} errors={form.errors} />
          <div className={css.nameRow}>
            <Field
              label="First name"
              errors={fields.firstName.errors}
              inputProps={{ ...getInputProps(fields.firstName, { type: "text" }), autoComplete: "given-name", onInput: rules?.keepLetters }}
            />
            <Field
              label="Last name (optional)"
              errors={fields.lastName.errors}
              inputProps={{ ...getInputProps(fields.lastName, { type: "text" }), autoComplete: "family-name", onInput: rules?.keepLetters }}
            />
          </div>
          <Field
            label="Mobile"
            hint={`${constraint.mobile.maxLength} digits, without +91 or 0`}
            errors={fields.mobile.errors}
            inputProps={{
              ...getInputProps(fields.mobile, { type: "tel" }),
              inputMode: "numeric",
              autoComplete: "tel-national",
              onInput: rules?.keepDigits(constraint.mobile.maxLength),
            }}
          />
          <Field
            label="Username or email address"
            errors={fields.email.errors}
            inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
          />
          <Field
            label="Password"
            hint="At least 8 characters"
            errors={fields.password.errors}
            inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
          />
          <CheckboxField label="Remember me" inputProps={getInputProps(fields.remember, { type: "checkbox" })} />
          <SubmitButton pending={navigation.state === "submitting"}>Register</SubmitButton>
        </Form>
      </section>
    </AuthPage>
  );
}
