import { Form, Link } from "@remix-run/react";
import type { DraftDetail } from "~/admin/orders/drafts/draft-options";
import { ORDER_STATUS_LABELS, formatRupees } from "~/components/admin/customer-options";
import { AdminSelect, AdminSubmit } from "~/components/admin/form-controls";
import { CHANNEL_OPTIONS } from "~/components/admin/payment-link-channels";
import * as css from "@styles/admin/admin.css";
import { formatDateTime } from "~/lib/format-date";
import { DraftFormFields, type DraftForms, ErrorsFor } from "./draft-forms";

/** The order a draft became, its payment link, and a new link once the last one expired unpaid. */
export function DraftOrderSection({
  draft,
  order,
  forms,
}: {
  draft: DraftDetail;
  order: NonNullable<DraftDetail["order"]>;
  forms: DraftForms;
}) {
  const link = draft.paymentLink;
  return (
    <section className={css.section} aria-labelledby="order-heading">
      <h2 id="order-heading" className={css.sectionTitle}>
        Order
      </h2>
      <p>
        <Link to={`/admin/orders/${order.orderId}`}>Order {order.orderId}</Link>:{" "}
        {ORDER_STATUS_LABELS[order.orderStatus as keyof typeof ORDER_STATUS_LABELS]}, {formatRupees(order.total)}.
      </p>
      {link ? (
        <>
          <p>
            Payment link sent to {link.recipient}:{" "}
            {link.state === "paid"
              ? "paid."
              : link.state === "expired"
                ? "expired unpaid; the stock it held is back on sale."
                : `it works until ${formatDateTime(link.expiresAt)}; the stock is held until then.`}
          </p>
          <p className={css.breakable}>
            Link: <span data-testid="payment-link">{link.url}</span>
          </p>
          {draft.status === "awaiting_payment" && link.state === "expired" ? (
            <Form method="post" aria-labelledby="link-again-heading">
              <h3 id="link-again-heading">Send a new payment link</h3>
              <ErrorsFor id="link-again-error" messages={forms.whole("link")} />
              <DraftFormFields version={draft.version} intent="link" />
              <p>The stock is taken again and held while the new link works.</p>
              <AdminSelect
                label="Send by"
                options={CHANNEL_OPTIONS}
                selectProps={{ id: "link-again-channel", name: "channel", defaultValue: link.channel }}
              />
              <AdminSubmit pending={forms.busy("link")}>Send a new payment link</AdminSubmit>
            </Form>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
