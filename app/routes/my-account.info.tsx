import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import * as css from "@styles/account/account.css";
import { useSubmitting } from "~/components/account/use-submitting";
import { Field } from "~/components/forms/field";
import { NameFields } from "~/components/forms/name-fields";
import { FormErrors } from "~/components/forms/form-errors";
import { NewPasswordFields } from "~/components/forms/new-password-fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useLiteForm } from "~/components/forms/use-lite-form";
import { type Profile, accountMeta } from "~/lib/account";
import { bodyOrThrow, customerApi, replyWithApiErrors } from "~/lib/account.server";
import { requireSignedIn } from "~/lib/auth.server";
import { formConstraint, formSchemas, parseWithZod, refusalToast } from "~/lib/forms.server";
import { redirectWithToast } from "~/lib/responses.server";

export const meta: MetaFunction = () => accountMeta("Account Details");

// Passwords are never written back into the page, not even after a refused submit.
const PASSWORD_FIELDS = ["oldPassword", "password", "cPassword"];

export async function loader({ request }: LoaderFunctionArgs) {
  const customer = await requireSignedIn(request);
  const profile = bodyOrThrow(await customerApi<Profile>(request, customer, "/customers/profile"), "the profile");
  return { profile, constraint: formConstraint("profile") };
}

export async function action({ request }: ActionFunctionArgs) {
  const customer = await requireSignedIn(request);
  const submission = parseWithZod(await request.formData(), { schema: formSchemas.profile });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: PASSWORD_FIELDS }) }, { status: 400 });
  }
  const saved = await customerApi<Profile>(request, customer, "/customers/profile", {
    method: "PUT",
    body: submission.value,
  });
  if (saved.status >= 500) throw new Error(`Could not save the profile: ${saved.status} ${saved.message}`);
  if (saved.status !== 200) {
    return data(
      { result: replyWithApiErrors(submission, saved, PASSWORD_FIELDS), toast: refusalToast(saved) },
      { status: saved.status },
    );
  }

  // Spec 4: a profile update re-fetches the profile; the header's name comes from the session.
  const profile = bodyOrThrow(await customerApi<Profile>(request, customer, "/customers/profile"), "the profile");
  const { firstName, lastName, email, mobile } = profile;
  customer.session.set("customer", { firstName, lastName, email, mobile });
  return redirectWithToast("/my-account/info", customer.session, { type: "success", message: saved.message });
}

export default function AccountDetails() {
  const { profile, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const pending = useSubmitting();
  const form = useLiteForm({
    id: "account-details",
    rules: "profile",
    lastResult: actionData?.result,
    constraint,
    defaultValue: { firstName: profile.firstName ?? "", lastName: profile.lastName ?? "", email: profile.email ?? "" },
  });

  return (
    <>
      <h1>Account Details</h1>
      <Form method="post" {...form.formProps}>
        <FormErrors id={form.formErrorId} errors={form.formErrors} className={css.formError} />
        <div className={css.formGrid}>
          <NameFields form={form} lastNameLabel="Last name" />
          <Field
            label="Email"
            errors={form.errors("email")}
            inputProps={{ ...form.field("email"), type: "email", autoComplete: "email" }}
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
              errors={form.errors("oldPassword")}
              inputProps={{ ...form.field("oldPassword"), type: "password", autoComplete: "current-password" }}
            />
          ) : null}
          <NewPasswordFields form={form} />
        </fieldset>
        <SubmitButton pending={pending} pendingLabel="Saving…">
          Save changes
        </SubmitButton>
      </Form>
    </>
  );
}
