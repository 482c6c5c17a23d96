import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import {
  type CustomerDetail,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  customerName,
  formatRupees,
} from "~/components/admin/customer-options";
import { ConfirmStep } from "~/components/admin/confirm-step";
import { AdminField, AdminFormErrors } from "~/components/admin/form-controls";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { adminApi } from "~/lib/admin/api.server";
import { customerAccessSchema } from "~/lib/admin/forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect, unknownIntent } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import * as css from "@styles/admin/admin.css";
import { readForm } from "~/lib/form-body.server";
import { formatDateTime } from "~/lib/format-date";

export const meta = () => adminMeta("Customer");

type Intent = "disable" | "enable";
const isIntent = (value: unknown): value is Intent => value === "disable" || value === "enable";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<CustomerDetail>(
    { request, ...auth },
    `/customers/${encodeURIComponent(params.customerId ?? "")}`,
  );
  if (answer.status === 404) throw data({ message: answer.message }, { status: 404 });
  // ?confirm=disable (or enable) shows the step that asks for the reason: a link, so it works without JavaScript.
  const confirm = new URL(request.url).searchParams.get("confirm");
  return adminPage({ customer: answer.body, confirming: isIntent(confirm) ? confirm : null }, auth.session);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const here = `/admin/customers/${encodeURIComponent(params.customerId ?? "")}`;
  if (!isIntent(intent)) return unknownIntent(here, auth.session);

  const submission = parseWithZod(formData, { schema: customerAccessSchema });
  if (submission.status !== "success") {
    const result = submission.reply();
    const message = Object.values(result.error ?? {}).flat()[0] ?? "Please check the reason.";
    return adminData({ intent, result, toast: { type: "error" as const, message } }, auth.session, { status: 400 });
  }
  const answer = await adminApi<CustomerDetail>(
    { request, ...auth },
    `/customers/${encodeURIComponent(params.customerId ?? "")}/${intent}`,
    {
      method: "POST",
      body: submission.value,
    },
  );
  if (answer.status !== 200) {
    return adminData(
      { intent, result: replyFromApi(submission, answer, ["reason"]), toast: refusalToast(answer) },
      auth.session,
      {
        status: answer.status,
      },
    );
  }
  return adminRedirect(here, auth.session, { type: "success", message: answer.message });
}

/** One customer: who they are, their orders, addresses and wishlist, and whether they may sign in. */
export default function AdminCustomer() {
  const { customer, confirming: asked } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  // A refused reason keeps the step open, with what was typed.
  const confirming = answered?.intent ?? asked;
  const form = useAdminForm("customer-access", answered?.result);
  const name = customerName(customer);

  return (
    <>
      <p>
        <Link to="/admin/customers">Back to customers</Link>
      </p>
      <h1>{name}</h1>
      <section className={css.section} aria-labelledby="customer-heading">
        <h2 id="customer-heading" className={css.sectionTitle}>
          Customer
        </h2>
        <dl className={css.details}>
          <dt>Name</dt>
          <dd>{customer.name ?? "Not given yet"}</dd>
          <dt>Mobile</dt>
          <dd>{customer.mobile ?? "None"}</dd>
          <dt>Email</dt>
          <dd>{customer.email ?? "None"}</dd>
          <dt>Joined</dt>
          <dd>{formatDateTime(customer.createdAt)}</dd>
          <dt>Status</dt>
          <dd>
            {customer.disabled && customer.disabledAt
              ? `Disabled since ${formatDateTime(customer.disabledAt)}`
              : "Active"}
          </dd>
          {customer.disabledReason ? (
            <>
              <dt>Reason</dt>
              <dd>{customer.disabledReason}</dd>
            </>
          ) : null}
          <dt>Wishlist</dt>
          <dd>{customer.wishlistCount === 1 ? "1 product" : `${customer.wishlistCount} products`}</dd>
        </dl>
      </section>

      <section className={css.section} aria-labelledby="access-heading">
        <h2 id="access-heading" className={css.sectionTitle}>
          Access
        </h2>
        {confirming ? null : customer.disabled ? (
          <p>This customer cannot sign in.</p>
        ) : (
          <p>Disabling signs them out and stops them signing in.</p>
        )}
        <ConfirmStep
          confirming={confirming !== null}
          askTo={customer.disabled ? "?confirm=enable" : "?confirm=disable"}
          askLabel={customer.disabled ? "Enable account…" : "Disable account…"}
          askTone={customer.disabled ? "secondary" : "danger"}
          questionId="confirm-access-heading"
          heading="h3"
          question={confirming === "enable" ? `Enable ${name}'s account?` : `Disable ${name}'s account?`}
          note={
            confirming === "enable"
              ? "They can sign in again with their mobile, email or password."
              : "They are signed out at once and cannot sign in or place orders until the account is enabled again."
          }
          fields={{ intent: confirming ?? "disable" }}
          confirmLabel={confirming === "enable" ? "Yes, enable the account" : "Yes, disable the account"}
          tone={confirming === "enable" ? "secondary" : "danger"}
          pending={navigation.state === "submitting" && navigation.formData?.get("intent") === confirming}
          formProps={form.formProps}
          formKey={form.key}
        >
          <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
          <AdminField
            label="Reason"
            hint="Kept in the audit log."
            errors={form.errors("reason")}
            inputProps={{
              ...form.field("reason"),
              autoComplete: "off",
              required: true,
              maxLength: 500,
              autoFocus: true,
            }}
          />
        </ConfirmStep>
      </section>

      <section className={css.section} aria-labelledby="orders-heading">
        <h2 id="orders-heading" className={css.sectionTitle}>
          Orders ({customer.orderCount})
        </h2>
        {customer.orders.length === 0 ? (
          <p>No orders yet.</p>
        ) : (
          <>
            {customer.orderCount > customer.orders.length ? (
              <p className={css.lead}>The latest {customer.orders.length} are shown.</p>
            ) : null}
            <table className={css.table}>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Placed</th>
                  <th scope="col">Status</th>
                  <th scope="col">Payment</th>
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                {customer.orders.map((order) => (
                  <tr key={order.orderId}>
                    <th scope="row">
                      <Link to={`/admin/orders/${order.orderId}`}>{order.orderId}</Link>
                    </th>
                    <td data-label="Placed">{formatDateTime(order.createdAt)}</td>
                    <td data-label="Status">{ORDER_STATUS_LABELS[order.orderStatus]}</td>
                    <td data-label="Payment">
                      {PAYMENT_METHOD_LABELS[order.paymentMethod]},{" "}
                      {PAYMENT_STATUS_LABELS[order.paymentStatus].toLowerCase()}
                    </td>
                    <td data-label="Total">{formatRupees(order.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>

      <section className={css.section} aria-labelledby="addresses-heading">
        <h2 id="addresses-heading" className={css.sectionTitle}>
          Saved addresses ({customer.addresses.length})
        </h2>
        {customer.addresses.length === 0 ? (
          <p>No saved addresses.</p>
        ) : (
          <ul className={css.addressList}>
            {customer.addresses.map((address) => (
              <li key={address._id}>
                <address>
                  <strong>{address.name}</strong> ({address.addressType === "HOME" ? "Home" : "Office"})
                  <br />
                  {[address.address, address.landmark, address.locality].filter(Boolean).join(", ")}
                  <br />
                  {address.city}, {address.state} {address.pincode}
                  <br />
                  {address.mobile}
                </address>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
