import type { AppContext } from "@api/context";
import { ok, okList } from "@api/lib/envelope";
import { toRupees } from "@api/lib/money";
import type { ValidatedContext } from "@api/lib/validation";
import type {
  draftCompleteSchema,
  draftPaymentLinkSchema,
  draftSaveSchema,
  draftStartSchema,
} from "@api/validation/draft-orders";
import { PAYMENT_LINK_CHANNEL_LABELS } from "@api/validation/draft-orders";
import { sendPaymentLink } from "@api/resources/payment-links/payment-links.service";
import { customerByMobile } from "./draft-customer";
import { deleteDraft } from "./draft-delete";
import { DRAFTS_PAGE_SIZE, listDraftPage } from "./draft-list";
import type { customerLookupQuery, draftIdParam, draftListQuery, productSearchQuery } from "./draft-orders.schemas";
import { sendDraftPaymentLink } from "./draft-payment-link";
import { placeDraftCod } from "./draft-place";
import { searchDraftProducts } from "./draft-products";
import { type DraftStaff, findDraft } from "./draft-record";
import { saveDraft } from "./draft-save";
import { startDraft } from "./draft-start";
import { draftView } from "./draft-view";

const member = (c: AppContext): DraftStaff => {
  const me = c.get("staff");
  return { id: me.id, email: me.email, name: me.name, role: me.role };
};

/** GET /v1/admin/draft-orders?status=&page= */
export async function listDrafts(c: ValidatedContext<{ query: typeof draftListQuery }>) {
  const { status, page } = c.req.valid("query");
  const { drafts, total } = await listDraftPage(c.get("deps").db, status, page);
  return okList(c, drafts, { page, limit: DRAFTS_PAGE_SIZE, totalRecords: total });
}

/** GET /v1/admin/draft-orders/customer?mobile=: the customer with this mobile, or null (then staff make one). */
export async function findCustomerByMobile(c: ValidatedContext<{ query: typeof customerLookupQuery }>) {
  return ok(c, await customerByMobile(c.get("deps").db, c.req.valid("query").mobile));
}

/** GET /v1/admin/draft-orders/products?q= */
export async function searchProducts(c: ValidatedContext<{ query: typeof productSearchQuery }>) {
  return ok(c, await searchDraftProducts(c.get("deps").db, c.req.valid("query").q));
}

/** POST /v1/admin/draft-orders {customerId} | {firstName, lastName, mobile, email} */
export async function createDraft(c: ValidatedContext<{ json: typeof draftStartSchema }>) {
  const deps = c.get("deps");
  const draft = await startDraft(deps, c.req.valid("json"), member(c));
  return ok(c, await draftView(deps, draft), "Draft order started");
}

/** GET /v1/admin/draft-orders/:id */
export async function getDraft(c: ValidatedContext<{ param: typeof draftIdParam }>) {
  const deps = c.get("deps");
  return ok(c, await draftView(deps, await findDraft(deps.db, c.req.valid("param").id)));
}

/** PUT /v1/admin/draft-orders/:id: the whole draft, checked as checkout checks an order. */
export async function updateDraft(c: ValidatedContext<{ param: typeof draftIdParam; json: typeof draftSaveSchema }>) {
  const deps = c.get("deps");
  const saved = await saveDraft(deps, c.req.valid("param").id, c.req.valid("json"), member(c));
  return ok(c, await draftView(deps, saved), "Draft saved");
}

/** DELETE /v1/admin/draft-orders/:id {version} */
export async function removeDraft(
  c: ValidatedContext<{ param: typeof draftIdParam; json: typeof draftCompleteSchema }>,
) {
  await deleteDraft(c.get("deps"), c.req.valid("param").id, c.req.valid("json").version, member(c));
  return ok(c, null, "Draft deleted");
}

/** POST /v1/admin/draft-orders/:id/place {version}: placed as cash on delivery. */
export async function placeCod(c: ValidatedContext<{ param: typeof draftIdParam; json: typeof draftCompleteSchema }>) {
  const order = await placeDraftCod(c.get("deps"), c.req.valid("param").id, c.req.valid("json").version, member(c));
  return ok(
    c,
    { orderId: order.orderId, total: toRupees(order.totalPaise) },
    `Order ${order.orderId} placed as cash on delivery`,
  );
}

/** POST /v1/admin/draft-orders/:id/payment-link {version, channel} */
export async function sendLink(
  c: ValidatedContext<{ param: typeof draftIdParam; json: typeof draftPaymentLinkSchema }>,
) {
  const deps = c.get("deps");
  const { version, channel } = c.req.valid("json");
  const { order, link } = await sendDraftPaymentLink(deps, c.req.valid("param").id, version, channel, member(c));
  if (!link)
    return ok(
      c,
      { orderId: order.orderId, link: null, sent: false },
      `Order ${order.orderId} placed: nothing was left to pay`,
    );
  const sent = await sendPaymentLink(deps, link);
  const message = sent
    ? `Payment link for order ${order.orderId} sent by ${PAYMENT_LINK_CHANNEL_LABELS[channel]} to ${link.recipient}`
    : `Order ${order.orderId} is waiting for payment, but the link could not be sent: pass it on from this page`;
  return ok(
    c,
    { orderId: order.orderId, link: { url: link.url, expiresAt: link.expiresAt.toISOString() }, sent },
    message,
  );
}
