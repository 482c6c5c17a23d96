import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { profileUpdateSchema } from "@api/validation/schemas";
import * as css from "../../styles/account/account.css";
import { filterLetters } from "~/components/account/input-filters";
import { useSubmitting } from "~/components/account/use-submitting";
import { ErrorList } from "~/components/forms/error-list";
import { Field } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { type Profile, accountMeta } from "~/lib/account";
import { bodyOrThrow, customerApi, replyWithApiErrors } from "~/lib/account.server";
import { requireSignedIn } from "~/lib/auth.server";
import { commitSession, setToast } from "~/lib/session.server";

export const meta: MetaFunction = () => accountMeta("Account Details");

// Passwords are never written back into the page, not even after a refused submit.
const PASSWORD_FIELDS = ["oldPassword", "password", "cPassword"];

export async function loader({ request }: LoaderFunctionArgs) {
  const customer = await requireSignedIn(request);
  const profile = bodyOrThrow(await customerApi<Profile>(request, customer, "/customers/profile"), "the profile");
  return { profile };
}

export async function action({ request }: ActionFunctionArgs) {
  const customer = await requireSignedIn(request);
  const submission = parseWithZod(await request.formData(), { schema: profileUpdateSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: PASSWORD_FIELDS }) }, { status: 400 });
  }
  const saved = await customerApi<Profile>(request, customer, "/customers/profile", { method: "PUT", body: submission.value });
  if (saved.status >= 500) throw new Error(`Could not save the profile: ${saved.status} ${saved.message}`);
  if (saved.status !== 200) {
    return data({ result: replyWithApiErrors(submission, saved, PASSWORD_FIELDS) }, { status: saved.status });
  }

  // Spec 4: a profile update re-fetches the profile; the header's name comes from the session.
  const profile = bodyOrThrow(await customerApi<Profile>(request, customer, "/customers/profile"), "the profile");
  const { firstName, lastName, email, mobile } = profile;
  customer.session.set("customer", { firstName, lastName, email, mobile });
  setToast(customer.session, { type: "success", message: saved.message });
  return redirect("/my-account/info", { headers: { "Set-Cookie": await commitSession(customer.session) } });
}

export default function AccountDetails() {
  const { profile } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const pending = useSubmitting();
  const [form, fields] = useForm({
    id: "account-details",
    lastResult: actionData?.result,
    defaultValue: { firstName: profile.firstName ?? "", lastName: profile.lastName ?? "", email: profile.email ?? "" },
    constraint: getZodConstraint(profileUpdateSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileUpdateSchema }),
  });

  return (
    <>
      <h1>Account Details</h1>
      <Form method="post" {...getFormProps(form)}>
        {form.errors?.length ? (
          <div className={css.formError}>
            <ErrorList id={form.errorId} errors={form.errors} />
          </div>
        ) : null}
        <div className={css.formGrid}>
          <Field
            label="First name"
            errors={fields.firstName.errors}
            inputProps={{ ...getInputProps(fields.firstName, { type: "text" }), autoComplete: "given-name", onInput: filterLetters }}
          />
          <Field
            label="Last name"
            errors={fields.lastName.errors}
            inputProps={{ ...getInputProps(fields.lastName, { type: "text" }), autoComplete: "family-name", onInput: filterLetters }}
          />
          <Field
            label="Email"
            errors={fields.email.errors}
            inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
          />
        </div>
        <fieldset className={css.passwordBlock}>
          <legend>{profile.hasPassword ? "Change password" : "Set a password"}</legend>
          <p className={css.muted}>
            {profile.hasPassword
              ? "Leave these empty to keep your current password."
              : "You sign in with a code sent to your mobile. Set a password to also sign in with your email and password."}
          </p>
          {profile.hasPassword ? (
            <Field
              label="Old password"
              errors={fields.oldPassword.errors}
              inputProps={{ ...getInputProps(fields.oldPassword, { type: "password" }), autoComplete: "current-password" }}
            />
          ) : null}
          <Field
            label="New password"
            hint="At least 8 characters."
            errors={fields.password.errors}
            inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
          />
          <Field
            label="Confirm password"
            errors={fields.cPassword.errors}
            inputProps={{ ...getInputProps(fields.cPassword, { type: "password" }), autoComplete: "new-password" }}
          />
        </fieldset>
        <SubmitButton pending={pending} pendingLabel="Saving…">
          Save changes
        </SubmitButton>
      </Form>
    </>
  );
}
