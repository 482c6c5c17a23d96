/** The promotion routes' handlers: read the validated input, call the views and writes, answer with words. */
import { ok, okList } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import { changeByStaff } from "@api/resources/admin/change-by-staff";
import type {
  promotionCreateSchema,
  promotionListQuerySchema,
  promotionUpdateSchema,
} from "@api/validation/admin-promotions";
import { PAGE_SIZE, promotionPage, promotionRecord, promotionView } from "./promotion-views";
import * as promotion from "./promotion-writes";
import type { promotionIdParam } from "./promotions.schemas";

type Param = { param: typeof promotionIdParam };

export async function listPromotions(c: ValidatedContext<{ query: typeof promotionListQuerySchema }>) {
  const { db, clock } = c.get("deps");
  const query = c.req.valid("query");
  const { promotions, total } = await promotionPage(db, query, clock.now());
  return okList(c, promotions, { page: query.page, limit: PAGE_SIZE, totalRecords: total });
}

export async function getPromotion(c: ValidatedContext<Param>) {
  const { db, clock } = c.get("deps");
  return ok(c, promotionView(await promotionRecord(db, c.req.valid("param").id), clock.now()));
}

export async function createPromotion(c: ValidatedContext<{ json: typeof promotionCreateSchema }>) {
  const by = changeByStaff(c);
  const record = await promotion.addPromotion(c.get("deps").db, by, c.req.valid("json"));
  return ok(c, promotionView(record, by.at), `Promotion ${record.name} created`);
}

/** An edit of every field but the status (promotion-writes.ts). */
export async function updatePromotion(c: ValidatedContext<Param & { json: typeof promotionUpdateSchema }>) {
  const by = changeByStaff(c);
  const { record, changed } = await promotion.savePromotion(
    c.get("deps").db,
    by,
    c.req.valid("param").id,
    c.req.valid("json"),
  );
  return ok(c, promotionView(record, by.at), changed ? `Promotion ${record.name} saved` : "Nothing to change");
}

async function setStatus(c: ValidatedContext<Param>, status: "ACTIVE" | "PAUSED") {
  const by = changeByStaff(c);
  const { record, changed } = await promotion.setPromotionStatus(c.get("deps").db, by, c.req.valid("param").id, status);
  const message = !changed
    ? "Nothing to change"
    : status === "ACTIVE"
      ? `Promotion ${record.name} runs again`
      : `Promotion ${record.name} is paused: no cart gets it`;
  return ok(c, promotionView(record, by.at), message);
}

export const pausePromotion = (c: ValidatedContext<Param>) => setStatus(c, "PAUSED");
export const resumePromotion = (c: ValidatedContext<Param>) => setStatus(c, "ACTIVE");

/** Deletes a promotion; always allowed until orders record the promotions they used (promotion-writes.ts). */
export async function deletePromotion(c: ValidatedContext<Param>) {
  const id = c.req.valid("param").id;
  const name = await promotion.deletePromotion(c.get("deps").db, changeByStaff(c), id);
  return ok(c, { id }, `Promotion ${name} deleted`);
}
