import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { ConfirmStep } from "~/components/admin/confirm-step";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { DeliveryAreaFields } from "~/admin/settings/delivery-areas/delivery-area-fields";
import { type DeliveryArea, daysText } from "~/admin/settings/delivery-areas/delivery-area-options";
import { AdminFormErrors, AdminSubmit } from "~/components/admin/form-controls";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { adminApi } from "~/lib/admin/api.server";
import { pincodeEditSchema } from "~/lib/admin/forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect, unknownIntent } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import * as css from "@styles/admin/admin.css";
import { readForm } from "~/lib/form-body.server";

export const meta = () => adminMeta("Delivery area");

const AREA_FIELDS = ["city", "state", "deliveryDays", "codAvailable"];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<DeliveryArea>(
    { request, ...auth },
    `/pincodes/${encodeURIComponent(params.pincode ?? "")}`,
  );
  if (answer.status !== 200) throw data({ message: answer.message }, { status: 404 });
  // ?confirm=deactivate shows the step that asks first: a link, so it works without JavaScript.
  const confirming = new URL(request.url).searchParams.get("confirm") === "deactivate";
  return adminPage({ area: answer.body, confirming }, auth.session);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const formData = await readForm(request);
  const pincode = params.pincode ?? "";
  const here = `/admin/delivery-areas/${encodeURIComponent(pincode)}`;
  const intent = formData.get("intent");

  if (intent === "activate" || intent === "deactivate") {
    const answer = await adminApi({ request, ...auth }, "/pincodes/status", {
      method: "POST",
      body: { pincodes: [pincode], active: intent === "activate" },
    });
    return adminRedirect(here, auth.session, {
      type: answer.status === 200 ? "success" : "error",
      message: answer.message,
    });
  }
  if (intent !== "save") return unknownIntent(here, auth.session);

  const submission = parseWithZod(formData, { schema: pincodeEditSchema });
  if (submission.status !== "success") return adminData({ result: submission.reply() }, auth.session, { status: 400 });
  const answer = await adminApi({ request, ...auth }, `/pincodes/${encodeURIComponent(pincode)}`, {
    method: "PATCH",
    body: submission.value,
  });
  if (answer.status !== 200) {
    return adminData(
      { result: replyFromApi(submission, answer, AREA_FIELDS), toast: refusalToast(answer) },
      auth.session,
      { status: answer.status },
    );
  }
  return adminRedirect(here, auth.session, { type: "success", message: answer.message });
}

/** One delivery area: its details to edit, and whether the shop delivers there. */
export default function AdminDeliveryArea() {
  const { area, confirming } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const form = useAdminForm("area", answered?.result, {
    city: area.city,
    state: area.state,
    deliveryDays: area.deliveryDays === null ? "" : String(area.deliveryDays),
    codAvailable: area.codAvailable ? "yes" : "no",
  });

  return (
    <>
      <p>
        <Link to="/admin/delivery-areas">Back to delivery areas</Link>
      </p>
      <h1>Pincode {area.pincode}</h1>
      <section className={css.section} aria-labelledby="area-heading">
        <h2 id="area-heading" className={css.sectionTitle}>
          Details
        </h2>
        <p className={css.lead}>
          Now: {area.city}, {area.state}; {daysText(area.deliveryDays)}; cash on delivery{" "}
          {area.codAvailable ? "allowed" : "not allowed"}.
        </p>
        <Form method="post" key={form.key} {...form.formProps} aria-labelledby="area-heading">
          <input type="hidden" name="intent" value="save" />
          <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
          <DeliveryAreaFields form={form} />
          <AdminSubmit pending={busy("save")}>Save</AdminSubmit>
        </Form>
      </section>

      <section className={css.section} aria-labelledby="status-heading">
        <h2 id="status-heading" className={css.sectionTitle}>
          Status
        </h2>
        {area.isActive ? (
          <>
            {confirming ? null : <p>Active: the shop delivers here.</p>}
            <ConfirmStep
              confirming={confirming}
              askTo="?confirm=deactivate"
              askLabel="Deactivate…"
              questionId="confirm-deactivate-heading"
              heading="h3"
              question={`Deactivate pincode ${area.pincode}?`}
              note="The shop stops delivering there at once: the delivery check and the checkout refuse it until it is activated again."
              fields={{ intent: "deactivate" }}
              confirmLabel="Yes, deactivate it"
              pending={busy("deactivate")}
            />
          </>
        ) : (
          <>
            <p>Inactive: the shop does not deliver here.</p>
            <Form method="post">
              <input type="hidden" name="intent" value="activate" />
              <AdminSubmit pending={busy("activate")} className={css.secondaryButton}>
                Activate
              </AdminSubmit>
            </Form>
          </>
        )}
      </section>
    </>
  );
}
