import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { ConfirmStep } from "~/components/admin/confirm-step";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { CouponFields } from "~/admin/marketing/coupons/coupon-fields";
import {
  COUPON_STATE_LABELS,
  type Coupon,
  type CouponDetail,
  couponFormValues,
  formatDiscount,
  formatUses,
  formatWindow,
} from "~/admin/marketing/coupons/coupon-options";
import { ORDER_STATUS_LABELS, customerName, formatRupees } from "~/components/admin/customer-options";
import { AdminFormErrors, AdminSubmit } from "~/components/admin/form-controls";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { adminApi } from "~/lib/admin/api.server";
import { couponUpdateSchema } from "~/lib/admin/forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect, unknownIntent } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import { revalidateAfterRefusal } from "~/lib/revalidate";
import * as css from "@styles/admin/admin.css";
import { readForm } from "~/lib/form-body.server";
import { formatDateTime } from "~/lib/format-date";
import type { AdminCoupon } from "@api/contract/schemas/admin-coupons";

export const meta = () => adminMeta("Coupon");

/**
 * A refused save reads the coupon again, as the page without JavaScript does: after "someone else
 * saved first" the form's hidden version is the newest, so saving again goes through.
 */
export const shouldRevalidate = revalidateAfterRefusal;

/** The fields the API may refuse by name; anything else (a newer version) is the form's error. */
const FIELDS = [
  "discountType",
  "discount",
  "description",
  "minimumOrder",
  "validFromDate",
  "validFromTime",
  "validUntilDate",
  "validUntilTime",
  "usageLimit",
  "usageLimitPerCustomer",
];

type Confirming = "deactivate" | "delete";
const isConfirming = (value: unknown): value is Confirming => value === "deactivate" || value === "delete";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<CouponDetail>(
    { request, ...auth },
    `/coupons/${encodeURIComponent(params.code ?? "")}`,
  );
  if (answer.status === 404) throw data({ message: answer.message }, { status: 404 });
  // ?confirm=deactivate (or delete) shows the confirmation step: a link, so it works without JavaScript.
  const confirm = new URL(request.url).searchParams.get("confirm");
  return adminPage({ coupon: answer.body, confirming: isConfirming(confirm) ? confirm : null }, auth.session);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const path = `/coupons/${encodeURIComponent(params.code ?? "")}`;
  const here = `/admin${path}`;

  if (intent === "save") {
    const submission = parseWithZod(formData, { schema: couponUpdateSchema });
    if (submission.status !== "success")
      return adminData({ result: submission.reply() }, auth.session, { status: 400 });
    const answer = await adminApi<Coupon>({ request, ...auth }, path, { method: "PATCH", body: submission.value });
    if (answer.status !== 200) {
      // A newer version (409) comes back as the form's error with every field as typed; the page's
      // loader then holds the newest version, so saving again replaces the other change knowingly.
      return adminData(
        { result: replyFromApi(submission, answer, FIELDS), toast: refusalToast(answer) },
        auth.session,
        { status: answer.status },
      );
    }
    return adminRedirect(here, auth.session, { type: "success", message: answer.message });
  }

  if (intent === "activate" || intent === "deactivate") {
    const answer = await adminApi<Coupon>({ request, ...auth }, `${path}/${intent}`, { method: "POST" });
    return adminRedirect(here, auth.session, {
      type: answer.status === 200 ? "success" : "error",
      message: answer.message,
    });
  }

  if (intent === "delete") {
    const answer = await adminApi<Pick<AdminCoupon, "code">>({ request, ...auth }, path, { method: "DELETE" });
    if (answer.status !== 200) return adminRedirect(here, auth.session, { type: "error", message: answer.message });
    return adminRedirect("/admin/coupons", auth.session, { type: "success", message: answer.message });
  }
  return unknownIntent(here, auth.session);
}

export default function AdminCoupon() {
  const { coupon, confirming } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  const posting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const form = useAdminForm("edit-coupon", answered?.result, couponFormValues(coupon));

  return (
    <>
      <p>
        <Link to="/admin/coupons">Back to coupons</Link>
      </p>
      <h1>Coupon {coupon.code}</h1>
      <section className={css.section} aria-labelledby="coupon-heading">
        <h2 id="coupon-heading" className={css.sectionTitle}>
          Summary
        </h2>
        <dl className={css.details}>
          <dt>Status</dt>
          <dd data-testid="coupon-status">{COUPON_STATE_LABELS[coupon.state]}</dd>
          <dt>Discount</dt>
          <dd>{formatDiscount(coupon)}</dd>
          <dt>Minimum order</dt>
          <dd>{coupon.minimumOrder > 0 ? formatRupees(coupon.minimumOrder) : "None"}</dd>
          <dt>When</dt>
          <dd>{formatWindow(coupon)}</dd>
          <dt>Uses</dt>
          <dd data-testid="coupon-uses">{formatUses(coupon.uses.total, coupon.usageLimit)}</dd>
          <dt>Customers</dt>
          <dd data-testid="coupon-customers">
            {coupon.uses.customers}
            {coupon.usageLimitPerCustomer === null
              ? ", each as often as they like"
              : `, each at most ${coupon.usageLimitPerCustomer === 1 ? "once" : `${coupon.usageLimitPerCustomer} times`}`}
          </dd>
        </dl>
      </section>

      <section className={css.section} aria-labelledby="coupon-orders-heading">
        <h2 id="coupon-orders-heading" className={css.sectionTitle}>
          Orders that used it
        </h2>
        <p className={css.lead}>The newest first. Cancelled orders and failed payments do not count as uses.</p>
        {coupon.recentOrders.length === 0 ? (
          <p>No order has used this coupon yet.</p>
        ) : (
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Date</th>
                <th scope="col">Customer</th>
                <th scope="col">Discount</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {coupon.recentOrders.map((order) => (
                <tr key={order.orderId}>
                  <th scope="row">{order.orderId}</th>
                  <td data-label="Date">{formatDateTime(order.createdAt)}</td>
                  <td data-label="Customer" className={css.breakable}>
                    {customerName(order.customer)}
                  </td>
                  <td data-label="Discount">{formatRupees(order.discount)}</td>
                  <td data-label="Status">{ORDER_STATUS_LABELS[order.orderStatus]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className={css.section} aria-labelledby="edit-coupon-heading">
        <h2 id="edit-coupon-heading" className={css.sectionTitle}>
          Edit
        </h2>
        <p className={css.lead}>The code cannot change. Dates and times are India time.</p>
        <Form method="post" key={form.key} {...form.formProps} aria-labelledby="edit-coupon-heading">
          <input type="hidden" name="intent" value="save" />
          {/* From the loader, never from what was typed: after a refusal it is the newest version. */}
          <input type="hidden" name="version" value={coupon.version} />
          <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
          <CouponFields form={form} />
          <AdminSubmit pending={posting === "save"}>Save coupon</AdminSubmit>
        </Form>
      </section>

      <section className={css.section} aria-labelledby="coupon-access-heading">
        <h2 id="coupon-access-heading" className={css.sectionTitle}>
          Switch on or off
        </h2>
        {!coupon.isActive ? (
          <Form method="post">
            <p>This coupon is switched off: shoppers cannot use it.</p>
            <input type="hidden" name="intent" value="activate" />
            <AdminSubmit pending={posting === "activate"} className={css.secondaryButton}>
              Activate coupon
            </AdminSubmit>
          </Form>
        ) : (
          <>
            {confirming === "deactivate" ? null : <p>Deactivating stops shoppers using it at once.</p>}
            <ConfirmStep
              confirming={confirming === "deactivate"}
              askTo="?confirm=deactivate"
              askLabel="Deactivate coupon…"
              questionId="confirm-deactivate-heading"
              heading="h3"
              question={`Deactivate ${coupon.code}?`}
              note="Shoppers can no longer use it; orders already placed keep their discount. You can activate it again."
              fields={{ intent: "deactivate" }}
              confirmLabel="Yes, deactivate it"
              pending={posting === "deactivate"}
            />
          </>
        )}
      </section>

      <section className={css.section} aria-labelledby="coupon-delete-heading">
        <h2 id="coupon-delete-heading" className={css.sectionTitle}>
          Delete
        </h2>
        {coupon.orderCount > 0 ? (
          <p>
            {coupon.orderCount === 1 ? "1 order names" : `${coupon.orderCount} orders name`} this coupon, so it cannot
            be deleted: deactivate it instead.
          </p>
        ) : (
          <>
            {confirming === "delete" ? null : <p>No order has used this coupon, so it can be deleted.</p>}
            <ConfirmStep
              confirming={confirming === "delete"}
              askTo="?confirm=delete"
              askLabel="Delete coupon…"
              questionId="confirm-delete-heading"
              heading="h3"
              question={`Delete ${coupon.code}?`}
              note="It is gone for good; its code can then be used for a new coupon."
              fields={{ intent: "delete" }}
              confirmLabel="Yes, delete it"
              pending={posting === "delete"}
            />
          </>
        )}
      </section>
    </>
  );
}
