import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ROLE_LABELS } from "@api/validation/staff-roles";
import { AdminField, AdminFormErrors, AdminSubmit } from "~/components/admin/form-controls";
import { RecoveryCodes } from "~/components/admin/recovery-codes";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { apiFetch } from "~/lib/api.server";
import { staffSetPasswordSchema, staffTotpSchema } from "~/lib/admin/forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { qrCodeImage } from "~/lib/admin/qr-code.server";
import { adminData, adminPage, adminRedirect } from "~/lib/admin/responses.server";
import { getStaffSession } from "~/lib/admin/session.server";
import { parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import * as css from "@styles/admin/admin.css";
import { readForm } from "~/lib/form-body.server";
import type { invitationSetupSchema, setupFinishedSchema } from "@api/contract/schemas/admin-staff";
import type { z } from "zod";

export const meta = () => adminMeta("Set up your account");

type Setup = z.output<typeof invitationSetupSchema>;

const invitationPath = (token: string | undefined) => `/admin/invitations/${encodeURIComponent(token ?? "")}`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const session = await getStaffSession(request);
  const answer = await apiFetch<Setup>(invitationPath(params.token), { request });
  if (answer.status !== 200)
    return adminPage({ setup: null, gone: answer.message, qrCode: null }, session, { status: answer.status });
  const setup = answer.body;
  const qrCode = setup.step === "authenticator" ? await qrCodeImage(setup.otpauthUri) : null;
  return adminPage({ setup, gone: null, qrCode }, session);
}

type Done = z.output<typeof setupFinishedSchema>;

export async function action({ request, params }: ActionFunctionArgs) {
  const session = await getStaffSession(request);
  const formData = await readForm(request);
  const here = new URL(request.url).pathname;

  if (formData.get("intent") === "authenticator") {
    const submission = parseWithZod(formData, { schema: staffTotpSchema });
    if (submission.status !== "success")
      return adminData({ result: submission.reply(), recoveryCodes: null }, session, { status: 400 });
    const answer = await apiFetch<Done>(`${invitationPath(params.token)}/authenticator`, {
      method: "POST",
      body: submission.value,
      request,
    });
    if (answer.status !== 200) {
      return adminData(
        {
          result: replyFromApi(submission, answer, ["code"], ["code"]),
          recoveryCodes: null,
          toast: refusalToast(answer),
        },
        session,
        {
          status: answer.status,
        },
      );
    }
    const { _id: id, name, email, role } = answer.body.staff;
    session.unset("challenge");
    session.set("token", answer.body.token);
    session.set("staff", { id, name, email, role });
    // Shown in this answer only: the codes are never stored anywhere they could be read again.
    return adminData(
      {
        result: null,
        recoveryCodes: answer.body.recoveryCodes,
        toast: { type: "success" as const, message: answer.message },
      },
      session,
    );
  }

  const submission = parseWithZod(formData, { schema: staffSetPasswordSchema });
  if (submission.status !== "success") {
    return adminData(
      { result: submission.reply({ hideFields: ["password", "cPassword"] }), recoveryCodes: null },
      session,
      { status: 400 },
    );
  }
  const answer = await apiFetch<Setup>(`${invitationPath(params.token)}/password`, {
    method: "POST",
    body: submission.value,
    request,
  });
  if (answer.status !== 200) {
    return adminData(
      {
        result: replyFromApi(submission, answer, ["password", "cPassword"], ["password", "cPassword"]),
        recoveryCodes: null,
        toast: refusalToast(answer),
      },
      session,
      { status: answer.status },
    );
  }
  return adminRedirect(here, session, { type: "success", message: answer.message });
}

export default function AdminInvitation() {
  const { setup, gone, qrCode } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const passwordForm = useAdminForm("set-password", setup?.step === "password" ? answered?.result : undefined);
  const codeForm = useAdminForm(
    "confirm-authenticator",
    setup?.step === "authenticator" ? answered?.result : undefined,
  );

  if (answered?.recoveryCodes) {
    return (
      <div className={css.narrow}>
        <h1>Your account is ready</h1>
        <RecoveryCodes codes={answered.recoveryCodes} />
        <p>
          <Link to="/admin" reloadDocument>
            I have kept my codes: go to the dashboard
          </Link>
        </p>
      </div>
    );
  }
  if (!setup) {
    return (
      <div className={css.narrow}>
        <h1>Invitation not valid</h1>
        <p>{gone}</p>
        <p>
          <Link to="/admin/login">Go to the sign-in page</Link>
        </p>
      </div>
    );
  }
  return (
    <div className={css.narrow}>
      <h1>Set up your back-office account</h1>
      <p className={css.lead}>
        Welcome, {setup.name}. You are joining as {ROLE_LABELS[setup.role]} with the email {setup.email}.
      </p>
      {setup.step === "password" ? (
        <Form method="post" key={passwordForm.key} {...passwordForm.formProps} aria-labelledby="password-step-heading">
          <h2 id="password-step-heading" className={css.sectionTitle}>
            Step 1 of 2: choose a password
          </h2>
          <input type="hidden" name="intent" value="password" />
          <AdminFormErrors id={passwordForm.formErrorId} errors={passwordForm.formErrors} />
          <AdminField
            label="Password"
            hint="At least 12 characters. A few words strung together work well."
            errors={passwordForm.errors("password")}
            inputProps={{
              ...passwordForm.field("password"),
              type: "password",
              autoComplete: "new-password",
              required: true,
            }}
          />
          <AdminField
            label="Confirm password"
            errors={passwordForm.errors("cPassword")}
            inputProps={{
              ...passwordForm.field("cPassword"),
              type: "password",
              autoComplete: "new-password",
              required: true,
            }}
          />
          <AdminSubmit pending={pending}>Save password</AdminSubmit>
        </Form>
      ) : (
        <Form method="post" key={codeForm.key} {...codeForm.formProps} aria-labelledby="authenticator-step-heading">
          <h2 id="authenticator-step-heading" className={css.sectionTitle}>
            Step 2 of 2: add the back office to your authenticator app
          </h2>
          <p>
            Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…):
          </p>
          {qrCode ? (
            <img src={qrCode} alt="QR code for your authenticator app" className={css.qr} width={240} height={240} />
          ) : null}
          <p>Or type this setup key into the app:</p>
          <p className={css.copyable} data-testid="totp-secret">
            {setup.secret}
          </p>
          <input type="hidden" name="intent" value="authenticator" />
          <AdminFormErrors id={codeForm.formErrorId} errors={codeForm.formErrors} />
          <AdminField
            label="Code from the app"
            hint="The 6 digits the app now shows for the Woodnest back office"
            errors={codeForm.errors("code")}
            inputProps={{
              ...codeForm.field("code"),
              autoComplete: "one-time-code",
              inputMode: "numeric",
              required: true,
              maxLength: 7,
            }}
          />
          <AdminSubmit pending={pending}>Confirm and sign in</AdminSubmit>
        </Form>
      )}
    </div>
  );
}
