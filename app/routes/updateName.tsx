import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import * as css from "@styles/auth/auth.css";
import { AuthPage, authMeta } from "~/components/auth/auth-page";
import { NameFields } from "~/components/forms/name-fields";
import { FormErrors } from "~/components/forms/form-errors";
import { SubmitButton } from "~/components/forms/submit-button";
import { useLiteForm } from "~/components/forms/use-lite-form";
import { apiFetch } from "~/lib/api.server";
import { formConstraint, formSchemas, parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import { type ShopSession, getSession } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/responses.server";
import { ACCOUNT_HOME, completeSignIn } from "~/lib/sign-in.server";
import type { ProfileName } from "@api/contract/schemas/customers";

export const meta: MetaFunction = (args) =>
  authMeta(args, "Update Name", "Tell us your name to finish creating your Woodnest account.");

/** Only a shopper who has just proven a code, and has no name yet, belongs here. */
async function requirePendingToken(request: Request) {
  const session = await getSession(request);
  const token = session.get("pendingToken");
  if (!token) throw redirect("/login");
  return { session, token };
}

async function startOver(session: ShopSession) {
  session.unset("pendingToken");
  session.unset("pendingLogin");
  return redirectWithToast("/login", session, {
    type: "error",
    message: "Your sign-in has expired. Please login again.",
  });
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePendingToken(request);
  return { constraint: formConstraint("updateName") };
}

export async function action({ request }: ActionFunctionArgs) {
  const { session, token } = await requirePendingToken(request);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: formSchemas.updateName });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });

  const saved = await apiFetch<ProfileName>("/customers/updateName", {
    method: "POST",
    body: submission.value,
    token,
    request,
  });
  if (saved.status === 401) return startOver(session);
  if (saved.status !== 200) {
    return data(
      { result: replyFromApi(submission, saved, ["firstName", "lastName"]), toast: refusalToast(saved) },
      { status: saved.status },
    );
  }

  const pending = session.get("pendingLogin");
  return completeSignIn(request, session, {
    token,
    known: {
      firstName: saved.body.firstName,
      lastName: saved.body.lastName,
      email: pending?.channel === "email" ? pending.destination : null,
      mobile: pending?.channel === "mobile" ? pending.destination : null,
    },
    remember: pending?.remember ?? false,
    to: pending?.redirectTo ?? ACCOUNT_HOME,
    toast: { type: "success", message: `Welcome to Woodnest, ${saved.body.firstName}!` },
  });
}

export default function UpdateName() {
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const form = useLiteForm({ id: "update-name", rules: "updateName", lastResult: actionData?.result, constraint });

  return (
    <AuthPage title="Update Name">
      <section className={css.card} aria-labelledby="name-heading">
        <h2 id="name-heading" className={css.cardTitle}>
          What should we call you?
        </h2>
        <p className={css.lead}>Your number is verified. Add your name to finish signing in.</p>
        <Form method="post" {...form.formProps} aria-labelledby="name-heading">
          <FormErrors id={form.formErrorId} errors={form.formErrors} className={css.formError} />
          <NameFields form={form} />
          <SubmitButton pending={navigation.state === "submitting"}>Save</SubmitButton>
        </Form>
      </section>
    </AuthPage>
  );
}
