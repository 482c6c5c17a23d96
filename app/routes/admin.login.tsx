import { type ActionFunctionArgs, type LoaderFunctionArgs, redirectDocument } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminField, AdminFormErrors, AdminSubmit } from "~/components/admin/form-controls";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { apiFetch } from "~/lib/api.server";
import { RECOVERY_CODE_PATTERN, staffLoginSchema, staffSecondFactorSchema } from "~/lib/admin/forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect } from "~/lib/admin/responses.server";
import { ADMIN_LOGIN, adminRedirectTarget, getStaffSession } from "~/lib/admin/session.server";
import { parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import * as css from "@styles/admin/admin.css";
import { readForm } from "~/lib/form-body.server";
import type { signInChallengeSchema, signedInSchema } from "@api/contract/schemas/admin-staff";
import type { z } from "zod";

export const meta = () => adminMeta("Sign in");

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getStaffSession(request);
  const redirectTo = adminRedirectTarget(new URL(request.url).searchParams.get("redirectTo"));
  if (session.get("token")) throw redirectDocument(redirectTo);
  const challenge = session.get("challenge");
  return adminPage(
    { step: challenge ? ("code" as const) : ("password" as const), email: challenge?.email ?? null, redirectTo },
    session,
  );
}

type SignedIn = z.output<typeof signedInSchema>;

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const session = await getStaffSession(request);
  const intent = formData.get("intent");

  if (intent === "restart") {
    session.unset("challenge");
    return adminRedirect(ADMIN_LOGIN, session);
  }

  if (intent === "code") {
    const challenge = session.get("challenge");
    if (!challenge)
      return adminRedirect(ADMIN_LOGIN, session, {
        type: "error",
        message: "Please enter your email and password first.",
      });
    const submission = parseWithZod(formData, { schema: staffSecondFactorSchema });
    if (submission.status !== "success") {
      return adminData({ step: "code" as const, email: challenge.email, result: submission.reply() }, session, {
        status: 400,
      });
    }
    const answer = await apiFetch<SignedIn>("/admin/session/verify", {
      method: "POST",
      body: { challenge: challenge.token, code: submission.value.code },
      request,
    });
    if (answer.status === 200) {
      const { _id: id, name, email, role } = answer.body.staff;
      session.unset("challenge");
      session.set("token", answer.body.token);
      session.set("staff", { id, name, email, role });
      session.flash("toast", {
        type: "success",
        // A recovery code's answer says how many are left: that message is worth passing on.
        message: RECOVERY_CODE_PATTERN.test(submission.value.code) ? answer.message : `Signed in as ${name}`,
      });
      return adminRedirect(challenge.redirectTo, session);
    }
    if (answer.status === 401 && !answer.errors.code) {
      // The challenge ran out: back to the first step, the email kept.
      session.unset("challenge");
      return adminData(
        {
          step: "password" as const,
          email: challenge.email,
          result: submission.reply({ resetForm: true }),
          toast: refusalToast(answer),
        },
        session,
        { status: 401 },
      );
    }
    if (answer.status === 423 || answer.status === 403) {
      session.unset("challenge");
      return adminData(
        {
          step: "password" as const,
          email: challenge.email,
          result: replyFromApi(submission, answer, []),
          toast: refusalToast(answer),
        },
        session,
        { status: answer.status },
      );
    }
    return adminData(
      {
        step: "code" as const,
        email: challenge.email,
        result: replyFromApi(submission, answer, ["code"], ["code"]),
        toast: refusalToast(answer),
      },
      session,
      { status: answer.status },
    );
  }

  const submission = parseWithZod(formData, { schema: staffLoginSchema });
  if (submission.status !== "success") {
    return adminData(
      { step: "password" as const, email: null, result: submission.reply({ hideFields: ["password"] }) },
      session,
      { status: 400 },
    );
  }
  const answer = await apiFetch<z.output<typeof signInChallengeSchema>>("/admin/session", {
    method: "POST",
    body: submission.value,
    request,
  });
  if (answer.status !== 200) {
    return adminData(
      {
        step: "password" as const,
        email: null,
        result: replyFromApi(submission, answer, ["email", "password"], ["password"]),
        toast: refusalToast(answer),
      },
      session,
      { status: answer.status },
    );
  }
  session.set("challenge", {
    token: answer.body.challenge,
    email: submission.value.email,
    redirectTo: adminRedirectTarget(formData.get("redirectTo")),
  });
  return adminRedirect(ADMIN_LOGIN, session);
}

export default function AdminLogin() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  const posting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  // After a refusal without a redirect the action's answer says which step to show.
  const step = answered?.step ?? loaded.step;
  const email = answered?.email ?? loaded.email;
  const result = answered?.result;

  const passwordForm = useAdminForm("admin-login", step === "password" ? result : undefined, email ? { email } : {});
  const codeForm = useAdminForm("admin-code", step === "code" ? result : undefined);

  return (
    <div className={css.narrow}>
      <h1>Sign in to the back office</h1>
      {step === "password" ? (
        <Form method="post" key={passwordForm.key} {...passwordForm.formProps} aria-labelledby="admin-login-heading">
          <h2 id="admin-login-heading" className={css.sectionTitle}>
            Email and password
          </h2>
          <input type="hidden" name="intent" value="password" />
          <input type="hidden" name="redirectTo" value={loaded.redirectTo} />
          <AdminFormErrors id={passwordForm.formErrorId} errors={passwordForm.formErrors} />
          <AdminField
            label="Email"
            errors={passwordForm.errors("email")}
            inputProps={{ ...passwordForm.field("email"), type: "email", autoComplete: "username", required: true }}
          />
          <AdminField
            label="Password"
            errors={passwordForm.errors("password")}
            inputProps={{
              ...passwordForm.field("password"),
              type: "password",
              autoComplete: "current-password",
              required: true,
            }}
          />
          <AdminSubmit pending={posting === "password"}>Continue</AdminSubmit>
        </Form>
      ) : (
        <>
          <Form method="post" key={codeForm.key} {...codeForm.formProps} aria-labelledby="admin-code-heading">
            <h2 id="admin-code-heading" className={css.sectionTitle}>
              Code from your authenticator app
            </h2>
            <p className={css.lead}>
              Signing in as <strong>{email}</strong>. Open your authenticator app and enter the 6-digit code for the
              Woodnest back office, or one of your recovery codes.
            </p>
            <input type="hidden" name="intent" value="code" />
            <AdminFormErrors id={codeForm.formErrorId} errors={codeForm.formErrors} />
            <AdminField
              label="Code"
              hint="6 digits, or a recovery code like abcde-23456"
              errors={codeForm.errors("code")}
              inputProps={{
                ...codeForm.field("code"),
                autoComplete: "one-time-code",
                inputMode: "text",
                required: true,
                maxLength: 20,
              }}
            />
            <AdminSubmit pending={posting === "code"}>Sign in</AdminSubmit>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="restart" />
            <button type="submit" className={css.linkButton}>
              Use another account
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
