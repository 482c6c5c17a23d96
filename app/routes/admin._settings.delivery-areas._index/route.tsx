import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { ConfirmQuestion } from "~/components/admin/confirm-step";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { DeliveryAreaFields } from "~/admin/settings/delivery-areas/delivery-area-fields";
import {
  COD_FILTER_OPTIONS,
  type DeliveryArea,
  STATUS_FILTER_OPTIONS,
  daysText,
} from "~/admin/settings/delivery-areas/delivery-area-options";
import { AdminField, AdminFormErrors, AdminSubmit } from "~/components/admin/form-controls";
import { FilterField, FilterPanel, FilterSelect, ListResults } from "~/components/admin/list-screen";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { adminApi } from "~/lib/admin/api.server";
import { pincodeCreateSchema, pincodeRangeSchema } from "~/lib/admin/forms.server";
import { listPaging, readListQuery } from "~/lib/admin/list-query.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect, unknownIntent } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import * as css from "@styles/admin/admin.css";
import { readForm } from "~/lib/form-body.server";

export const meta = () => adminMeta("Delivery areas");

const FILTERS = ["q", "status", "cod"] as const;
const AREA_FIELDS = ["city", "state", "deliveryDays", "codAvailable"] as const;
const DEFAULTS = { codAvailable: "yes" };

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const { params, search, filters } = readListQuery(request, FILTERS);
  const answer = await adminApi<DeliveryArea[]>({ request, ...auth }, `/pincodes?${params}`);
  return adminPage(
    { filters, search, areas: answer.status === 200 ? answer.body : [], ...listPaging(answer) },
    auth.session,
  );
}

/**
 * intent=add and intent=range add areas; intent=activate switches the ticked ones on at once, and
 * intent=deactivate first answers with a confirmation step (a form of its own, so it works without
 * JavaScript) whose intent=deactivate-confirmed switches them off.
 */
export async function action({ request }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;

  if (intent === "add" || intent === "range") {
    const submission = parseWithZod(formData, { schema: intent === "add" ? pincodeCreateSchema : pincodeRangeSchema });
    if (submission.status !== "success") {
      return adminData({ intent, result: submission.reply(), confirm: null }, auth.session, { status: 400 });
    }
    const answer = await adminApi({ request, ...auth }, intent === "add" ? "/pincodes" : "/pincodes/range", {
      method: "POST",
      body: submission.value,
    });
    if (answer.status !== 200) {
      const fields = intent === "add" ? ["pincode", ...AREA_FIELDS] : ["from", "to", ...AREA_FIELDS];
      return adminData(
        { intent, result: replyFromApi(submission, answer, fields), confirm: null, toast: refusalToast(answer) },
        auth.session,
        {
          status: answer.status,
        },
      );
    }
    return adminRedirect(back, auth.session, { type: "success", message: answer.message });
  }

  if (intent === "activate" || intent === "deactivate" || intent === "deactivate-confirmed") {
    const pincodes = formData.getAll("pincodes").map(String);
    if (pincodes.length === 0)
      return adminRedirect(back, auth.session, { type: "error", message: "Select at least one pincode first." });
    if (intent === "deactivate") return adminData({ intent, result: null, confirm: pincodes }, auth.session);
    const answer = await adminApi({ request, ...auth }, "/pincodes/status", {
      method: "POST",
      body: { pincodes, active: intent === "activate" },
    });
    return adminRedirect(back, auth.session, {
      type: answer.status === 200 ? "success" : "error",
      message: answer.message,
    });
  }
  return unknownIntent(back, auth.session);
}

export default function AdminDeliveryAreas() {
  const list = useLoaderData<typeof loader>();
  const { search, areas } = list;
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const addForm = useAdminForm("add", answered?.intent === "add" ? answered.result : undefined, DEFAULTS);
  const rangeForm = useAdminForm("range", answered?.intent === "range" ? answered.result : undefined, DEFAULTS);
  const confirming = answered?.confirm ?? null;

  return (
    <>
      <h1>Delivery areas</h1>
      <p className={css.lead}>
        The pincodes the shop delivers to. <Link to="/admin/delivery-areas/import">Import a CSV file</Link>
      </p>

      <FilterPanel headingId="area-filters-heading" heading="Find pincodes" submitLabel="Show pincodes" list={list}>
        <FilterField label="Pincode, city or state" name="q" type="search" />
        <FilterSelect label="Status" name="status" options={STATUS_FILTER_OPTIONS} />
        <FilterSelect label="Cash on delivery" name="cod" options={COD_FILTER_OPTIONS} />
      </FilterPanel>

      <ListResults
        headingId="area-list-heading"
        list={list}
        one="pincode"
        many="pincodes"
        empty={areas.length === 0}
        lead={
          confirming ? (
            <ConfirmQuestion
              questionId="confirm-deactivate-heading"
              heading="h3"
              question={
                confirming.length === 1
                  ? `Deactivate pincode ${confirming[0]}?`
                  : `Deactivate ${confirming.length} pincodes?`
              }
              note="The shop stops delivering there at once: the delivery check and the checkout refuse them until they are activated again."
              fields={{ intent: "deactivate-confirmed", pincodes: confirming }}
              confirmLabel={
                confirming.length === 1 ? "Yes, deactivate it" : `Yes, deactivate ${confirming.length} pincodes`
              }
              pending={busy("deactivate-confirmed")}
              cancelTo={`?${search}`}
            />
          ) : null
        }
      >
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col">Select</th>
              <th scope="col">Pincode</th>
              <th scope="col">City</th>
              <th scope="col">State</th>
              <th scope="col">Delivery</th>
              <th scope="col">Cash on delivery</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {areas.map((area) => (
              <tr key={area.pincode}>
                <td data-label="Select">
                  <input
                    type="checkbox"
                    name="pincodes"
                    value={area.pincode}
                    form="selected-areas"
                    aria-label={`Select ${area.pincode}`}
                  />
                </td>
                <th scope="row">
                  <Link to={`/admin/delivery-areas/${area.pincode}`}>{area.pincode}</Link>
                </th>
                <td data-label="City">{area.city}</td>
                <td data-label="State">{area.state}</td>
                <td data-label="Delivery">{daysText(area.deliveryDays)}</td>
                <td data-label="Cash on delivery">{area.codAvailable ? "Yes" : "No"}</td>
                <td data-label="Status">{area.isActive ? "Active" : "Inactive"}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Form method="post" id="selected-areas" className={css.buttonRow} aria-label="The selected pincodes">
          <AdminSubmit name="intent" value="activate" pending={busy("activate")} className={css.secondaryButton}>
            Activate selected
          </AdminSubmit>
          <AdminSubmit name="intent" value="deactivate" pending={busy("deactivate")} className={css.secondaryButton}>
            Deactivate selected…
          </AdminSubmit>
        </Form>
      </ListResults>

      <section className={css.section} aria-labelledby="add-heading">
        <h2 id="add-heading" className={css.sectionTitle}>
          Add a pincode
        </h2>
        <Form method="post" key={addForm.key} {...addForm.formProps} aria-labelledby="add-heading">
          <input type="hidden" name="intent" value="add" />
          <AdminFormErrors id={addForm.formErrorId} errors={addForm.formErrors} />
          <AdminField
            label="Pincode"
            hint="6 digits, not starting with 0."
            errors={addForm.errors("pincode")}
            inputProps={{
              ...addForm.field("pincode"),
              inputMode: "numeric",
              autoComplete: "off",
              required: true,
              maxLength: 6,
            }}
          />
          <DeliveryAreaFields form={addForm} />
          <AdminSubmit pending={busy("add")}>Add pincode</AdminSubmit>
        </Form>
      </section>

      <section className={css.section} aria-labelledby="range-heading">
        <h2 id="range-heading" className={css.sectionTitle}>
          Add a range of pincodes
        </h2>
        <p className={css.lead}>
          Up to 1,000 pincodes at once, all with the same details. Pincodes already served keep theirs.
        </p>
        <Form method="post" key={rangeForm.key} {...rangeForm.formProps} aria-labelledby="range-heading">
          <input type="hidden" name="intent" value="range" />
          <AdminFormErrors id={rangeForm.formErrorId} errors={rangeForm.formErrors} />
          <AdminField
            label="From"
            errors={rangeForm.errors("from")}
            inputProps={{
              ...rangeForm.field("from"),
              inputMode: "numeric",
              autoComplete: "off",
              required: true,
              maxLength: 6,
            }}
          />
          <AdminField
            label="To"
            errors={rangeForm.errors("to")}
            inputProps={{
              ...rangeForm.field("to"),
              inputMode: "numeric",
              autoComplete: "off",
              required: true,
              maxLength: 6,
            }}
          />
          <DeliveryAreaFields form={rangeForm} />
          <AdminSubmit pending={busy("range")}>Add range</AdminSubmit>
        </Form>
      </section>
    </>
  );
}
