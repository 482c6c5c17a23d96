import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, formatRupees } from "~/components/admin/customer-options";
import { AdminField, AdminFormErrors, AdminSubmit } from "~/components/admin/form-controls";
import {
  type OrderRefund,
  type OrderRefunds,
  REFUND_KIND_LABELS,
  REFUND_STATUS_LABELS,
  requesterLabel,
} from "./refund-options";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { adminApi } from "~/lib/admin/api.server";
import { partialRefundSchema } from "~/lib/admin/forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect, unknownIntent } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import * as css from "@styles/admin/admin.css";
import { readForm } from "~/lib/form-body.server";
import { formatDateTime } from "~/lib/format-date";

export const meta = () => adminMeta("Refunds");

const refundsPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/refunds`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<OrderRefunds>({ request, ...auth }, refundsPath(params.orderId ?? ""));
  if (answer.status === 404) throw data({ message: answer.message }, { status: 404 });
  return adminPage({ order: answer.body }, auth.session);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const orderId = params.orderId ?? "";
  const here = `/admin/orders/${encodeURIComponent(orderId)}/refund`;
  const formData = await readForm(request);
  const intent = formData.get("intent");

  if (intent === "retry") {
    const refundId = String(formData.get("refundId") ?? "");
    const answer = await adminApi<OrderRefund>(
      { request, ...auth },
      `${refundsPath(orderId)}/${encodeURIComponent(refundId)}/retry`,
      { method: "POST", body: {} },
    );
    return adminRedirect(
      here,
      auth.session,
      answer.status === 200 ? { type: "success", message: answer.message } : refusalToast(answer),
    );
  }
  if (intent !== "refund") return unknownIntent(here, auth.session);

  const submission = parseWithZod(formData, { schema: partialRefundSchema });
  if (submission.status !== "success") {
    const result = submission.reply();
    const message = Object.values(result.error ?? {}).flat()[0] ?? "Please check the refund.";
    return adminData({ result, toast: { type: "error" as const, message } }, auth.session, { status: 400 });
  }
  const answer = await adminApi<OrderRefund>({ request, ...auth }, refundsPath(orderId), {
    method: "POST",
    body: submission.value,
  });
  if (answer.status !== 200) {
    return adminData(
      { result: replyFromApi(submission, answer, ["amount", "reason"]), toast: refusalToast(answer) },
      auth.session,
      {
        status: answer.status,
      },
    );
  }
  return adminRedirect(here, auth.session, { type: "success", message: answer.message });
}

/** One order's refunds: what went back, what is still refundable, a partial refund and retries of failed ones. */
export default function AdminOrderRefund() {
  const { order } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  const form = useAdminForm("partial-refund", answered?.result);
  const submitting = (intent: string, refundId?: string) =>
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    (refundId === undefined || navigation.formData?.get("refundId") === refundId);

  return (
    <>
      <p>
        <Link to={`/admin/orders/${encodeURIComponent(order.orderId)}`}>Back to order {order.orderId}</Link>
      </p>
      <h1>Refunds of order {order.orderId}</h1>
      <section className={css.section} aria-labelledby="payment-heading">
        <h2 id="payment-heading" className={css.sectionTitle}>
          Payment
        </h2>
        <dl className={css.details}>
          <dt>Paid by</dt>
          <dd>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
          <dt>Payment status</dt>
          <dd>{PAYMENT_STATUS_LABELS[order.paymentStatus]}</dd>
          <dt>Paid online</dt>
          <dd>{formatRupees(order.paid)}</dd>
          <dt>Still refundable</dt>
          <dd>{formatRupees(order.refundable)}</dd>
        </dl>
      </section>

      <section className={css.section} aria-labelledby="refunds-heading">
        <h2 id="refunds-heading" className={css.sectionTitle}>
          Refunds so far ({order.refunds.length})
        </h2>
        {order.refunds.length === 0 ? (
          <p>No refunds yet.</p>
        ) : (
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
                <th scope="col">Kind</th>
                <th scope="col">Reason</th>
                <th scope="col">Asked by</th>
                <th scope="col">Asked</th>
                <th scope="col">Gateway refund</th>
              </tr>
            </thead>
            <tbody>
              {order.refunds.map((refund) => (
                <tr key={refund._id}>
                  <th scope="row">{formatRupees(refund.amount)}</th>
                  <td data-label="Status">
                    {REFUND_STATUS_LABELS[refund.status]}
                    {refund.status === "failed" ? (
                      <>
                        {refund.failureReason ? <span className={css.breakable}>: {refund.failureReason}</span> : null}
                        <Form method="post">
                          <input type="hidden" name="intent" value="retry" />
                          <input type="hidden" name="refundId" value={refund._id} />
                          <AdminSubmit className={css.secondaryButton} pending={submitting("retry", refund._id)}>
                            Try the refund of {formatRupees(refund.amount)} again
                          </AdminSubmit>
                        </Form>
                      </>
                    ) : null}
                  </td>
                  <td data-label="Kind">{REFUND_KIND_LABELS[refund.kind]}</td>
                  <td data-label="Reason" className={css.breakable}>
                    {refund.reason}
                  </td>
                  <td data-label="Asked by">{requesterLabel(refund)}</td>
                  <td data-label="Asked">{formatDateTime(refund.createdAt)}</td>
                  <td data-label="Gateway refund" className={css.breakable}>
                    {refund.gatewayRefundId ?? "Not sent yet"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className={css.section} aria-labelledby="partial-heading">
        <h2 id="partial-heading" className={css.sectionTitle}>
          Partial refund
        </h2>
        {order.refundable > 0 ? (
          <Form
            method="post"
            key={form.key}
            {...form.formProps}
            aria-labelledby="partial-heading"
            className={css.narrow}
          >
            <input type="hidden" name="intent" value="refund" />
            <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
            <AdminField
              label="Amount (Rs)"
              hint={`At most ${formatRupees(order.refundable)}.`}
              errors={form.errors("amount")}
              inputProps={{ ...form.field("amount"), inputMode: "decimal", autoComplete: "off", required: true }}
            />
            <AdminField
              label="Reason"
              hint="Kept with the refund and on the order's timeline."
              errors={form.errors("reason")}
              inputProps={{ ...form.field("reason"), autoComplete: "off", required: true, maxLength: 500 }}
            />
            <AdminSubmit pending={submitting("refund")}>Refund through the payment gateway</AdminSubmit>
          </Form>
        ) : (
          <p>
            {order.paid === 0 ? "Nothing was paid online for this order." : "Nothing is left to refund on this order."}
          </p>
        )}
      </section>
    </>
  );
}
