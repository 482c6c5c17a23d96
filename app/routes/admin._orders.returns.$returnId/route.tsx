import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import {
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  formatRupees,
} from "~/components/admin/customer-options";
import { AdminField, AdminFormErrors, AdminSubmit } from "~/components/admin/form-controls";
import { RETURN_REASON_LABELS, RETURN_STATUS_LABELS, type ReturnDetail } from "~/admin/orders/returns/return-options";
import { PARCEL_FIELDS } from "~/components/admin/shipping-options";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { adminApi } from "~/lib/admin/api.server";
import {
  returnApprovalSchema,
  returnReceiptSchema,
  returnRefundPaidSchema,
  returnRefusalSchema,
} from "~/lib/admin/forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect, unknownIntent } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import * as css from "@styles/admin/admin.css";
import * as formCss from "@styles/admin/forms.css";
import * as images from "@styles/admin/images.css";
import * as shipping from "@styles/admin/shipping.css";
import { readForm } from "~/lib/form-body.server";
import { formatDateTime } from "~/lib/format-date";

export const meta = () => adminMeta("Return");

const INTENTS = {
  approve: { schema: returnApprovalSchema, fields: ["length", "breadth", "height", "weight", "note"] },
  reject: { schema: returnRefusalSchema, fields: ["note"] },
  receive: { schema: returnReceiptSchema, fields: ["resaleable", "note"] },
  "refund-paid": { schema: returnRefundPaidSchema, fields: ["reference"] },
} as const;
type Intent = keyof typeof INTENTS;
const isIntent = (value: unknown): value is Intent => typeof value === "string" && value in INTENTS;

const PICKUP_TIMEOUT_MS = 60_000;

const returnPath = (id: string | undefined) => `/returns/${encodeURIComponent(id ?? "")}`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<ReturnDetail>({ request, ...auth }, returnPath(params.returnId));
  if (answer.status === 404) throw data({ message: answer.message }, { status: 404 });
  return adminPage({ ret: answer.body }, auth.session);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const here = `/admin/returns/${encodeURIComponent(params.returnId ?? "")}`;
  if (!isIntent(intent)) return unknownIntent(here, auth.session);

  const { schema, fields } = INTENTS[intent];
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    const result = submission.reply();
    const message = Object.values(result.error ?? {}).flat()[0] ?? "Please check the form.";
    return adminData({ intent, result, toast: { type: "error" as const, message } }, auth.session, { status: 400 });
  }
  // Approving books the courier's pickup (several calls to another company): longer than a page's usual wait.
  const answer = await adminApi<ReturnDetail>({ request, ...auth }, `${returnPath(params.returnId)}/${intent}`, {
    method: "POST",
    body: submission.value,
    timeoutMs: PICKUP_TIMEOUT_MS,
  });
  if (answer.status !== 200) {
    // 409: a colleague decided it first; the page shows where it stands now.
    return adminData(
      { intent, result: replyFromApi(submission, answer, fields), toast: refusalToast(answer) },
      auth.session,
      { status: answer.status },
    );
  }
  return adminRedirect(here, auth.session, { type: "success", message: answer.message });
}

/** One return: what comes back and why, and the step it waits for (a decision, or the goods). */
export default function AdminReturn() {
  const { ret } = useLoaderData<typeof loader>();
  return (
    <>
      <p>
        <Link to="/admin/returns">Back to returns</Link>
      </p>
      <h1>Return of order {ret.orderId}</h1>
      <section className={css.section} aria-labelledby="return-heading">
        <h2 id="return-heading" className={css.sectionTitle}>
          {RETURN_STATUS_LABELS[ret.status]}
        </h2>
        <dl className={css.details}>
          <dt>Order</dt>
          <dd>
            <Link to={`/admin/orders/${ret.orderId}`}>{ret.orderId}</Link>,{" "}
            {ORDER_STATUS_LABELS[ret.orderStatus].toLowerCase()}
          </dd>
          <dt>Payment</dt>
          <dd>
            {PAYMENT_METHOD_LABELS[ret.paymentMethod]}, {PAYMENT_STATUS_LABELS[ret.paymentStatus].toLowerCase()}
          </dd>
          <dt>Reason</dt>
          <dd>{RETURN_REASON_LABELS[ret.reason]}</dd>
          {ret.details ? (
            <>
              <dt>Shopper&apos;s words</dt>
              <dd className={css.breakable}>{ret.details}</dd>
            </>
          ) : null}
          {ret.photos.length > 0 ? (
            <>
              <dt>Shopper&apos;s photos</dt>
              <dd>
                <ul className={images.photoRow}>
                  {ret.photos.map((photo, index) => (
                    <li key={photo.url}>
                      <a href={photo.url}>
                        <img
                          className={images.thumbnail}
                          src={photo.url}
                          width={photo.width}
                          height={photo.height}
                          alt={`Photo ${index + 1} (opens the full size)`}
                        />
                      </a>
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          ) : null}
          <dt>Refund</dt>
          <dd>
            {formatRupees(ret.refundAmount)}
            {ret.refundPaidAt ? `, paid ${formatDateTime(ret.refundPaidAt)} (reference ${ret.refundReference})` : null}
            {ret.paymentMethod === "Prepaid" && ret.status === "received" ? (
              <>
                , through the gateway:{" "}
                <Link to={`/admin/orders/${ret.orderId}/refund`}>see the order&apos;s refunds</Link>
              </>
            ) : null}
          </dd>
          {ret.refundTo ? (
            <>
              <dt>Refund to</dt>
              <dd className={css.breakable}>{ret.refundTo}</dd>
            </>
          ) : null}
          <dt>Asked</dt>
          <dd>{formatDateTime(ret.requestedAt)}</dd>
          {ret.decidedAt ? (
            <>
              <dt>Decided</dt>
              <dd>{formatDateTime(ret.decidedAt)}</dd>
            </>
          ) : null}
          {ret.note ? (
            <>
              <dt>Note</dt>
              <dd className={css.breakable}>{ret.note}</dd>
            </>
          ) : null}
          {ret.pickup ? (
            <>
              <dt>Pickup</dt>
              <dd>
                {ret.pickup.courierName} AWB <span className={shipping.awb}>{ret.pickup.awb}</span>
                {ret.pickup.trackingUrl ? (
                  <>
                    {" "}
                    <a href={ret.pickup.trackingUrl} className={css.breakable}>
                      Track AWB {ret.pickup.awb}
                    </a>
                  </>
                ) : null}
              </dd>
            </>
          ) : null}
          {ret.receivedAt ? (
            <>
              <dt>Received</dt>
              <dd>{formatDateTime(ret.receivedAt)}</dd>
            </>
          ) : null}
        </dl>
        {ret.pickupControlUrl && ret.status === "approved" ? (
          <div className={css.buttonRow}>
            <a href={ret.pickupControlUrl} className={css.secondaryButton}>
              Sandbox courier: move this pickup
            </a>
          </div>
        ) : null}
      </section>

      <section className={css.section} aria-labelledby="lines-heading">
        <h2 id="lines-heading" className={css.sectionTitle}>
          Items coming back
        </h2>
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Sku</th>
              <th scope="col">Quantity</th>
              {ret.status === "received" ? <th scope="col">Back on sale</th> : null}
            </tr>
          </thead>
          <tbody>
            {ret.lines.map((line) => (
              <tr key={line.orderItemId}>
                <th scope="row">{[line.name, line.colorName, line.sizeName].filter(Boolean).join(", ")}</th>
                <td data-label="Sku">{line.sku}</td>
                <td data-label="Quantity">{line.quantity}</td>
                {ret.status === "received" ? <td data-label="Back on sale">{line.resaleable ? "Yes" : "No"}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      {ret.status === "requested" ? <DecisionForms /> : null}
      {ret.status === "approved" ? <ReceiptForm /> : null}
      {ret.status === "received" && ret.paymentMethod === "COD" && !ret.refundPaidAt ? <RefundPaidForm /> : null}
    </>
  );
}

function DecisionForms() {
  const { ret } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = (intent: Intent) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const approve = useAdminForm("approve-return", answered?.intent === "approve" ? answered.result : undefined);
  const reject = useAdminForm("reject-return", answered?.intent === "reject" ? answered.result : undefined);
  return (
    <>
      <section className={css.section} aria-labelledby="approve-heading">
        <h2 id="approve-heading" className={css.sectionTitle}>
          Approve
        </h2>
        <Form method="post" key={approve.key} {...approve.formProps} aria-labelledby="approve-heading">
          <input type="hidden" name="intent" value="approve" />
          <AdminFormErrors id={approve.formErrorId} errors={approve.formErrors} />
          {ret.returnsTo ? (
            <p className={css.lead}>
              Approving books the courier&apos;s pickup from the shopper to {ret.returnsTo}. Measure the packed parcel
              as the shopper will hand it over.
            </p>
          ) : (
            <p className={css.notice}>
              Where returns go is not set, so no pickup can be booked: the owner sets it in{" "}
              <Link to="/admin/settings/orders">Order settings</Link> (&apos;Returns go to&apos;).
            </p>
          )}
          <div className={shipping.measures}>
            {PARCEL_FIELDS.map((field) => (
              <AdminField
                key={field.name}
                label={field.label}
                errors={approve.errors(field.name)}
                inputProps={{ ...approve.field(field.name), inputMode: "decimal", autoComplete: "off", required: true }}
              />
            ))}
          </div>
          <AdminField
            label="Note (optional)"
            hint="Shown on the order's timeline, e.g. the pickup day agreed."
            errors={approve.errors("note")}
            inputProps={{ ...approve.field("note"), autoComplete: "off", maxLength: 1000 }}
          />
          <div className={css.buttonRow}>
            <AdminSubmit pending={pending("approve")} className={css.secondaryButton}>
              Approve and book the pickup
            </AdminSubmit>
          </div>
        </Form>
      </section>
      <section className={css.section} aria-labelledby="reject-heading">
        <h2 id="reject-heading" className={css.sectionTitle}>
          Refuse
        </h2>
        <Form method="post" key={reject.key} {...reject.formProps} aria-labelledby="reject-heading">
          <input type="hidden" name="intent" value="reject" />
          <AdminFormErrors id={reject.formErrorId} errors={reject.formErrors} />
          <AdminField
            label="Reason for refusing"
            hint="The shopper reads it in My Account."
            errors={reject.errors("note")}
            inputProps={{ ...reject.field("note"), autoComplete: "off", required: true, maxLength: 1000 }}
          />
          <div className={css.buttonRow}>
            <AdminSubmit pending={pending("reject")} className={css.dangerButton}>
              Refuse the return
            </AdminSubmit>
          </div>
        </Form>
      </section>
    </>
  );
}

function ReceiptForm() {
  const { ret } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  const form = useAdminForm("receive-return", answered?.intent === "receive" ? answered.result : undefined);
  return (
    <section className={css.section} aria-labelledby="receive-heading">
      <h2 id="receive-heading" className={css.sectionTitle}>
        Goods received
      </h2>
      <Form method="post" key={form.key} {...form.formProps} aria-labelledby="receive-heading">
        <input type="hidden" name="intent" value="receive" />
        <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
        <fieldset className={formCss.fieldset}>
          <legend>Which items can be sold again? Their stock comes back.</legend>
          {ret.lines.map((line) => {
            const id = `resaleable-${line.orderItemId}`;
            return (
              <div key={line.orderItemId} className={formCss.checkboxField}>
                <input
                  type="checkbox"
                  id={id}
                  name="resaleable"
                  value={line.orderItemId}
                  className={formCss.checkbox}
                />
                <label htmlFor={id}>
                  {line.quantity} × {[line.name, line.colorName, line.sizeName].filter(Boolean).join(", ")}
                </label>
              </div>
            );
          })}
        </fieldset>
        <AdminField
          label="Note (optional)"
          hint="Shown on the order's timeline, e.g. the state the goods came back in."
          errors={form.errors("note")}
          inputProps={{ ...form.field("note"), autoComplete: "off", maxLength: 1000 }}
        />
        <div className={css.buttonRow}>
          <AdminSubmit
            pending={navigation.state === "submitting" && navigation.formData?.get("intent") === "receive"}
            className={css.secondaryButton}
          >
            Mark the goods received
          </AdminSubmit>
        </div>
      </Form>
    </section>
  );
}

/** A cash-on-delivery return's refund is paid by bank transfer or UPI outside the shop; this records it. */
function RefundPaidForm() {
  const { ret } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  const form = useAdminForm("refund-paid", answered?.intent === "refund-paid" ? answered.result : undefined);
  return (
    <section className={css.section} aria-labelledby="refund-paid-heading">
      <h2 id="refund-paid-heading" className={css.sectionTitle}>
        Pay the refund
      </h2>
      <p>
        Pay {formatRupees(ret.refundAmount)} to {ret.refundTo ?? "the shopper"}, then record the payment&apos;s
        reference here.
      </p>
      <Form method="post" key={form.key} {...form.formProps} aria-labelledby="refund-paid-heading">
        <input type="hidden" name="intent" value="refund-paid" />
        <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
        <AdminField
          label="Payment reference"
          hint="The bank's UTR or the UPI transaction id."
          errors={form.errors("reference")}
          inputProps={{ ...form.field("reference"), autoComplete: "off", required: true, maxLength: 100 }}
        />
        <div className={css.buttonRow}>
          <AdminSubmit
            pending={navigation.state === "submitting" && navigation.formData?.get("intent") === "refund-paid"}
            className={css.secondaryButton}
          >
            Mark the refund paid
          </AdminSubmit>
        </div>
      </Form>
    </section>
  );
}
