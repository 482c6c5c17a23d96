import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ConfirmStep } from "~/components/admin/confirm-step";
import { RecoveryCodes } from "~/components/admin/recovery-codes";
import { adminApi } from "~/lib/admin/api.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import * as css from "@styles/admin/admin.css";
import type { recoveryCodesSchema, staffSessionSchema } from "@api/contract/schemas/admin-staff";
import type { z } from "zod";

export const meta = () => adminMeta("Recovery codes");

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const me = await adminApi<Pick<z.output<typeof staffSessionSchema>, "recoveryCodesLeft">>(
    { request, ...auth },
    "/me",
  );
  // ?confirm=1 is the confirmation step: a link, so it works without JavaScript.
  const confirming = new URL(request.url).searchParams.get("confirm") === "1";
  return adminPage({ left: me.body.recoveryCodesLeft, confirming }, auth.session);
}

export async function action({ request }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<z.output<typeof recoveryCodesSchema>>({ request, ...auth }, "/me/recovery-codes", {
    method: "POST",
  });
  if (answer.status !== 200)
    return adminRedirect("/admin/recovery-codes", auth.session, { type: "error", message: answer.message });
  return adminData(
    { codes: answer.body.recoveryCodes, toast: { type: "success" as const, message: answer.message } },
    auth.session,
  );
}

/** The signed-in member of staff makes new recovery codes, after saying yes once more. */
export default function AdminRecoveryCodes() {
  const { left, confirming } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <div className={css.narrow}>
      <h1>Recovery codes</h1>
      {answered?.codes ? (
        <RecoveryCodes codes={answered.codes} />
      ) : (
        <>
          <p>
            You have {left} unused recovery {left === 1 ? "code" : "codes"}. Each signs you in once when your phone is
            not at hand.
          </p>
          {left === 0 ? (
            <p>
              <strong>You have none left: make new ones now, or a lost phone locks you out.</strong>
            </p>
          ) : null}
          <ConfirmStep
            confirming={confirming}
            askTo="?confirm=1"
            askLabel="Make new recovery codes…"
            askTone="secondary"
            questionId="confirm-codes-heading"
            heading="h2"
            question="Make new recovery codes?"
            note="Your current codes stop working at once. Keep the new ones somewhere safe."
            fields={{}}
            confirmLabel="Yes, make new codes"
            pending={navigation.state === "submitting"}
            cancelTo="/admin/recovery-codes"
          />
        </>
      )}
    </div>
  );
}
