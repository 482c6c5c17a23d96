import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { can } from "@api/validation/staff-roles";
import { DRAFT_STATUS_LABELS, type DraftDetail, type ProductMatch } from "~/admin/orders/drafts/draft-options";
import { formatRupees } from "~/components/admin/customer-options";
import { adminApi } from "~/lib/admin/api.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage, unknownIntent } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import * as css from "@styles/admin/admin.css";
import { readForm } from "~/lib/form-body.server";
import { formatDateTime } from "~/lib/format-date";
import { placeCashOnDelivery, sendPaymentLink } from "./complete-draft.server";
import { deleteDraft } from "./delete-draft.server";
import { draftAction, draftPath } from "./draft-action.server";
import { deliverToSavedAddress, deliverToTypedAddress } from "./draft-address.server";
import { DraftAddressSection } from "./draft-address-section";
import { DraftCompletionSections } from "./draft-completion-section";
import { applyCoupon, setManualDiscount } from "./draft-discounts.server";
import { DraftDiscountsSection } from "./draft-discounts-section";
import { useDraftForms } from "./draft-forms";
import { addLine, changeQuantity, removeLine } from "./draft-lines.server";
import { DraftLinesSection } from "./draft-lines-section";
import { DraftOrderSection } from "./draft-order-section";

export const meta = () => adminMeta("Draft order");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<DraftDetail>({ request, ...auth }, draftPath(params.draftId ?? ""));
  if (answer.status === 404) throw data({ message: answer.message }, { status: 404 });
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim();
  const matches = q
    ? await adminApi<ProductMatch[]>({ request, ...auth }, `/draft-orders/products?${new URLSearchParams({ q })}`)
    : null;
  return adminPage(
    {
      draft: answer.body,
      q,
      matches: matches?.status === 200 ? matches.body : null,
      confirmDelete: url.searchParams.get("confirm") === "delete",
      mayDiscount: can(auth.staff.role, "orders.discount"),
    },
    auth.session,
  );
}

/** What each form of the page does, by its intent. */
const INTENTS = {
  add: addLine,
  quantity: changeQuantity,
  remove: removeLine,
  "address-saved": deliverToSavedAddress,
  "address-typed": deliverToTypedAddress,
  coupon: applyCoupon,
  discount: setManualDiscount,
  place: placeCashOnDelivery,
  link: sendPaymentLink,
  delete: deleteDraft,
};

const isIntent = (intent: string): intent is keyof typeof INTENTS => Object.hasOwn(INTENTS, intent);

export async function action({ request, params }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const draft = draftAction(request, auth, params.draftId ?? "", await readForm(request));
  if (!isIntent(draft.intent)) return unknownIntent(draft.here, auth.session);
  return INTENTS[draft.intent](draft);
}

/** One draft: its lines, address, discounts and figures, and the ways to complete it. */
export default function DraftOrder() {
  const { draft, q, matches, confirmDelete, mayDiscount } = useLoaderData<typeof loader>();
  const forms = useDraftForms(useActionData<typeof action>());
  const title = `Order for ${draft.customer.name || draft.customer.mobile}`;

  return (
    <>
      <p>
        <Link to="/admin/orders/drafts">Back to draft orders</Link>
      </p>
      <h1>{title}</h1>
      <p className={css.lead}>
        {DRAFT_STATUS_LABELS[draft.status]}. Started by {draft.createdBy} {formatDateTime(draft.createdAt)}; a draft
        holds no stock until it is placed or sent as a payment link.
      </p>

      <section className={css.section} aria-labelledby="customer-heading">
        <h2 id="customer-heading" className={css.sectionTitle}>
          Customer
        </h2>
        <dl className={css.details}>
          <dt>Name</dt>
          <dd>{draft.customer.name || "Not given yet"}</dd>
          <dt>Mobile</dt>
          <dd>{draft.customer.mobile ?? "None"}</dd>
          <dt>Email</dt>
          <dd>{draft.customer.email ?? "None"}</dd>
        </dl>
      </section>

      {draft.order ? <DraftOrderSection draft={draft} order={draft.order} forms={forms} /> : null}
      <DraftLinesSection draft={draft} q={q} matches={matches} forms={forms} />
      <DraftAddressSection draft={draft} forms={forms} />
      <DraftDiscountsSection draft={draft} mayDiscount={mayDiscount} forms={forms} />

      <section className={css.section} aria-labelledby="total-heading">
        <h2 id="total-heading" className={css.sectionTitle}>
          Total
        </h2>
        <dl className={css.details}>
          <dt>Subtotal</dt>
          <dd>{formatRupees(draft.subtotal)}</dd>
          <dt>Coupon</dt>
          <dd>{draft.couponDiscount ? `- ${formatRupees(draft.couponDiscount)}` : "None"}</dd>
          <dt>Discount by hand</dt>
          <dd>{draft.manualDiscount ? `- ${formatRupees(draft.manualDiscount)}` : "None"}</dd>
          <dt>Delivery</dt>
          <dd>Free</dd>
          <dt>Total</dt>
          <dd>
            <strong data-testid="draft-total">{formatRupees(draft.total)}</strong>
          </dd>
        </dl>
      </section>

      {draft.status === "open" ? (
        <DraftCompletionSections draft={draft} confirmDelete={confirmDelete} forms={forms} />
      ) : null}
    </>
  );
}
