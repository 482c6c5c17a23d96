/** The FAQ routes' handlers: read the validated input, call the writes, answer with words. */
import { ok } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import type { moveSchema } from "@api/validation/admin-categories";
import type { faqSchema } from "@api/validation/admin-faqs";
import { allFaqs, faqView } from "./faq-views";
import * as faq from "./faq-writes";
import type { faqIdParam } from "./faqs.schemas";
import { changeByStaff } from "@api/resources/admin/change-by-staff";
import { kindMoveMessage } from "@api/resources/admin/reorder";

type Param = { param: typeof faqIdParam };

export async function listFaqs(c: ValidatedContext<object>) {
  return ok(c, await allFaqs(c.get("deps").db));
}

export async function createFaq(c: ValidatedContext<{ json: typeof faqSchema }>) {
  const row = await faq.addFaq(c.get("deps").db, changeByStaff(c), c.req.valid("json"));
  return ok(c, faqView(row), "Question added");
}

export async function updateFaq(c: ValidatedContext<Param & { json: typeof faqSchema }>) {
  const { row, changed } = await faq.saveFaq(
    c.get("deps").db,
    changeByStaff(c),
    c.req.valid("param").id,
    c.req.valid("json"),
  );
  return ok(c, faqView(row), changed ? "Question saved" : "Nothing to change");
}

export async function deleteFaq(c: ValidatedContext<Param>) {
  const { db } = c.get("deps");
  await faq.deleteFaq(db, changeByStaff(c), c.req.valid("param").id);
  return ok(c, await allFaqs(db), "Question removed");
}

export async function moveFaq(c: ValidatedContext<Param & { json: typeof moveSchema }>) {
  const { db } = c.get("deps");
  const { direction } = c.req.valid("json");
  const moved = await faq.moveFaq(db, changeByStaff(c), c.req.valid("param").id, direction);
  return ok(c, await allFaqs(db), kindMoveMessage("Question", direction, moved));
}
