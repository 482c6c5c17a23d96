import { asc, eq, max } from "drizzle-orm";
import { productSizes, sizes } from "@api/db/schema";
import { recordAudit } from "@api/lib/audit";
import { notFound, ok } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import type { sizeSchema } from "@api/validation/admin-attributes";
import type { moveSchema } from "@api/validation/admin-categories";
import { masterHandlers } from "../masters/master-handlers";
import type { masterIdParam } from "../masters/master-id-param";
import { movedPositions } from "../reorder";

type SizeRow = typeof sizes.$inferSelect;

/** The shop lists sizes in this order (smallest first, as staff arrange them). */
const sizeOrder = [asc(sizes.position), asc(sizes.name), asc(sizes.id)];

const size = masterHandlers<SizeRow, typeof sizeSchema>({
  table: sizes,
  link: { table: productSizes, masterId: productSizes.sizeId, productId: productSizes.productId },
  entity: "size",
  noun: "size",
  slugIndex: "sizes_slug_unique",
  order: sizeOrder,
  audited: (row) => ({ name: row.name, slug: row.slug }),
  ownFields: (row) => ({ position: row.position }),
  changes: (input, slug) => ({ name: input.name, slug }),
  // A new size joins the end of the list.
  newRow: async (tx, input, slug) => {
    const [{ last }] = await tx.select({ last: max(sizes.position) }).from(sizes);
    return { name: input.name, slug, position: (last ?? -1) + 1 };
  },
});

export const { list: listSizes, create: createSize, update: updateSize, remove: deleteSize } = size;

export async function moveSize(c: ValidatedContext<{ param: typeof masterIdParam; json: typeof moveSchema }>) {
  const { db, clock } = c.get("deps");
  const me = c.get("staff");
  const { id } = c.req.valid("param");
  const { direction } = c.req.valid("json");
  const now = clock.now();
  const moved = await db.transaction(async (tx) => {
    // Every size is locked, so two moves at once cannot interleave their renumbering.
    const siblings = await tx
      .select()
      .from(sizes)
      .orderBy(...sizeOrder)
      .for("update");
    const row = siblings.find((sibling) => sibling.id === id);
    if (!row) throw notFound("Size");
    const after = movedPositions(siblings, id, direction);
    if (!after) return { name: row.name, moved: false };
    for (const update of after.updates)
      await tx.update(sizes).set({ position: update.position }).where(eq(sizes.id, update.id));
    await recordAudit(tx, {
      actor: me,
      action: "size.move",
      entityType: "size",
      entityId: id,
      before: { position: row.position },
      after: { position: after.position },
      at: now,
    });
    return { name: row.name, moved: true };
  });
  const message = moved.moved
    ? `${moved.name} moved ${direction}`
    : `${moved.name} is already ${direction === "up" ? "first" : "last"}`;
  return ok(c, await size.all(db), message);
}
