import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { can } from "@api/validation/staff-roles";
import { AdminField, AdminFormErrors, AdminSubmit } from "~/components/admin/form-controls";
import { FilterField, FilterPanel, FilterSelect, ListResults } from "~/components/admin/list-screen";
import {
  STOCK_REASONS,
  type StockSku,
  skuHistoryPath,
  skuKeyOf,
  stockStateLabel,
  stockStateOptions,
  variantLabel,
} from "~/components/admin/stock-options";
import { adminApi } from "~/lib/admin/api.server";
import { catalogueSettingsSchema } from "~/lib/admin/forms.server";
import { listPaging, readListQuery } from "~/lib/admin/list-query.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import {
  type StockFormAnswer,
  checkStockForm,
  readStockForm,
  stockFormAnswer,
  stockPayload,
} from "./stock-form.server";
import * as css from "@styles/admin/admin.css";
import * as forms from "@styles/admin/forms.css";
import { readForm } from "~/lib/form-body.server";

export const meta = () => adminMeta("Stock");

const FILTERS = ["q", "state"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const { params, search, filters } = readListQuery(request, FILTERS);
  const answer = await adminApi<StockSku[]>({ request, ...auth }, `/stock?${params}`);
  return adminPage(
    {
      filters,
      search,
      skus: answer.status === 200 ? answer.body : [],
      defaultThreshold: (answer as { defaultThreshold?: number }).defaultThreshold ?? null,
      canSetDefault: can(auth.staff.role, "settings.manage"),
      ...listPaging(answer),
    },
    auth.session,
  );
}

type SettingsAnswer = { intent: "settings"; value: string; error: string };
type SaveAnswer = { intent: "save" } & StockFormAnswer;

export async function action({ request }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const formData = await readForm(request);
  const here = `/admin/stock${new URL(request.url).search}`;

  if (formData.get("intent") === "settings") {
    const value = String(formData.get("lowStockThreshold") ?? "");
    const parsed = catalogueSettingsSchema.safeParse({ lowStockThreshold: value });
    const answer = parsed.success
      ? await adminApi({ request, ...auth }, "/stock/settings", { method: "PUT", body: parsed.data })
      : null;
    if (answer?.status === 200) return adminRedirect(here, auth.session, { type: "success", message: answer.message });
    const error = parsed.success
      ? (answer?.errors.lowStockThreshold ?? answer?.message ?? "")
      : parsed.error.issues[0].message;
    return adminData(
      { intent: "settings" as const, value, error, toast: { type: "error" as const, message: error } },
      auth.session,
      {
        status: answer?.status ?? 400,
      },
    );
  }

  const form = readStockForm(formData);
  if (form.changed.length === 0) {
    const message = "Nothing to save: change a count or a threshold first.";
    return adminData(
      { intent: "save" as const, ...stockFormAnswer(form, {}, message), toast: { type: "error" as const, message } },
      auth.session,
      {
        status: 400,
      },
    );
  }
  const refused = checkStockForm(form);
  if (refused) {
    const answer = stockFormAnswer(form, refused, "Please check the counts.");
    const message = Object.values(refused)[0];
    return adminData({ intent: "save" as const, ...answer, toast: { type: "error" as const, message } }, auth.session, {
      status: 400,
    });
  }
  const answer = await adminApi({ request, ...auth }, "/stock", {
    method: "POST",
    body: stockPayload(form.reason, form.changed),
  });
  if (answer.status !== 200) {
    return adminData(
      {
        intent: "save" as const,
        ...stockFormAnswer(form, answer.errors ?? {}, answer.message),
        toast: { type: "error" as const, message: answer.message },
      },
      auth.session,
      { status: answer.status },
    );
  }
  return adminRedirect(here, auth.session, { type: "success", message: answer.message });
}

/** Every sku's count on one page: find them, type the new counts, give one reason, save them all at once. */
export default function AdminStock() {
  const list = useLoaderData<typeof loader>();
  const { skus, defaultThreshold, canSetDefault } = list;
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const settingSaving = navigation.state === "submitting" && navigation.formData?.get("intent") === "settings";
  const save = answered?.intent === "save" ? (answered as SaveAnswer) : null;
  const settings = answered?.intent === "settings" ? (answered as SettingsAnswer) : null;
  const formRef = useRef<HTMLFormElement>(null);

  // With JavaScript, a refused save puts the keyboard on the first refused field.
  useEffect(() => {
    if (!save) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [save]);

  return (
    <>
      <h1>Stock</h1>
      <FilterPanel headingId="stock-filters-heading" heading="Find skus" submitLabel="Show stock" list={list}>
        <FilterField label="Product name or sku" name="q" type="search" />
        <FilterSelect label="Stock" name="state" options={stockStateOptions} fallback="all" />
      </FilterPanel>

      <ListResults
        headingId="stock-list-heading"
        list={list}
        one="sku"
        many="skus"
        empty={skus.length === 0}
        lead={
          defaultThreshold !== null ? (
            <p className={css.lead}>
              A sku is low when its stock is at or below its threshold; a blank threshold means the shop&apos;s default,{" "}
              {defaultThreshold}.
            </p>
          ) : null
        }
      >
        {/* Saving comes back to this same list, filters and page included. */}
        <Form
          method="post"
          ref={formRef}
          key={JSON.stringify(save)}
          noValidate
          id="stock-form"
          aria-labelledby="stock-list-heading"
        >
          <input type="hidden" name="intent" value="save" />
          <AdminFormErrors id="stock-form-error" errors={save?.formError ? [save.formError] : undefined} />
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Sku</th>
                <th scope="col">In stock</th>
                <th scope="col">New count</th>
                <th scope="col">Low-stock threshold</th>
              </tr>
            </thead>
            <tbody>
              {skus.map((sku, i) => {
                const key = skuKeyOf(sku);
                const typed = save?.typed[key];
                const errors = save?.errors[key];
                const variant = variantLabel(sku);
                const label = variant ? `${sku.name}, ${variant}` : sku.name;
                const field = (name: "stock" | "threshold") => ({
                  id: `rows-${i}-${name}`,
                  name: `rows[${i}].${name}`,
                  inputMode: "numeric" as const,
                  autoComplete: "off",
                  className: forms.control,
                  "aria-invalid": errors?.[name] ? true : undefined,
                  "aria-describedby": errors?.[name] ? `rows-${i}-${name}-error` : undefined,
                });
                return (
                  <tr key={key}>
                    <th scope="row">
                      <Link to={skuHistoryPath(sku)}>{sku.name}</Link>
                      {variant ? <div>{variant}</div> : null}
                      {sku.active ? null : <div>(switched off)</div>}
                    </th>
                    <td data-label="Sku" className={css.breakable}>
                      {sku.sku}
                    </td>
                    <td data-label="In stock">
                      {sku.stock} ({stockStateLabel(sku)})
                    </td>
                    <td>
                      {/* Hidden figures come from the page as loaded, never from what was typed. */}
                      <input type="hidden" name={`rows[${i}].kind`} value={sku.kind} />
                      <input type="hidden" name={`rows[${i}].id`} value={sku.id} />
                      <input type="hidden" name={`rows[${i}].expected`} value={sku.stock} />
                      <input type="hidden" name={`rows[${i}].thresholdWas`} value={sku.threshold ?? ""} />
                      <label htmlFor={`rows-${i}-stock`} className={forms.label}>
                        New count<span className="visually-hidden"> of {label}</span>
                      </label>
                      <input {...field("stock")} defaultValue={typed?.stock ?? String(sku.stock)} />
                      {errors?.stock ? (
                        <p id={`rows-${i}-stock-error`} className={forms.errorList}>
                          {errors.stock}
                        </p>
                      ) : null}
                    </td>
                    <td>
                      <label htmlFor={`rows-${i}-threshold`} className={forms.label}>
                        Threshold<span className="visually-hidden"> of {label}</span>
                      </label>
                      <input
                        {...field("threshold")}
                        defaultValue={typed?.threshold ?? (sku.threshold === null ? "" : String(sku.threshold))}
                        placeholder={`Default (${sku.effectiveThreshold})`}
                      />
                      {errors?.threshold ? (
                        <p id={`rows-${i}-threshold-error`} className={forms.errorList}>
                          {errors.threshold}
                        </p>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <AdminField
            label="Reason"
            hint={`Kept in the stock history with your name: e.g. ${STOCK_REASONS.join(", ")}.`}
            errors={save?.reasonError ? [save.reasonError] : undefined}
            inputProps={{
              id: "stock-reason",
              name: "reason",
              defaultValue: save?.reason ?? "",
              list: "stock-reasons",
              autoComplete: "off",
              required: true,
              maxLength: 200,
            }}
          />
          <datalist id="stock-reasons">
            {STOCK_REASONS.map((reason) => (
              <option key={reason} value={reason} />
            ))}
          </datalist>
          <div className={css.buttonRow}>
            <AdminSubmit pending={saving}>Save stock</AdminSubmit>
            <span className={css.lead}>Only the rows you changed are saved.</span>
          </div>
        </Form>
      </ListResults>

      {canSetDefault && defaultThreshold !== null ? (
        <section className={css.section} aria-labelledby="stock-settings-heading">
          <h2 id="stock-settings-heading" className={css.sectionTitle}>
            Default low-stock threshold
          </h2>
          <Form method="post" noValidate key={JSON.stringify(settings)} aria-labelledby="stock-settings-heading">
            <input type="hidden" name="intent" value="settings" />
            <AdminField
              label="Threshold for skus without their own"
              hint="The catalogue team is emailed when a sku's stock falls to its threshold."
              errors={settings?.error ? [settings.error] : undefined}
              inputProps={{
                id: "settings-threshold",
                name: "lowStockThreshold",
                inputMode: "numeric",
                autoComplete: "off",
                defaultValue: settings?.value ?? String(defaultThreshold),
              }}
            />
            <div className={css.buttonRow}>
              <AdminSubmit pending={settingSaving} className={css.secondaryButton}>
                Save default
              </AdminSubmit>
            </div>
          </Form>
        </section>
      ) : null}
    </>
  );
}
