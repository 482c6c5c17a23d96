import { asc } from "drizzle-orm";
import { colors, productColors } from "@api/db/schema";
import type { colorSchema } from "@api/validation/admin-attributes";
import { masterHandlers } from "../masters/master-handlers";

type ColorRow = typeof colors.$inferSelect;

const color = masterHandlers<ColorRow, typeof colorSchema>({
  table: colors,
  link: { table: productColors, masterId: productColors.colorId, productId: productColors.productId },
  entity: "color",
  noun: "colour",
  slugIndex: "colors_slug_unique",
  // Every colour by name, as the shop's colour filter lists them.
  order: [asc(colors.name), asc(colors.id)],
  audited: (row) => ({ name: row.name, slug: row.slug, hex: row.hex }),
  ownFields: (row) => ({ hex: row.hex }),
  // A new name, slug or shade applies at once to every product in the colour.
  changes: (input, slug) => ({ name: input.name, slug, hex: input.hex }),
  newRow: async (_tx, input, slug) => ({ name: input.name, slug, hex: input.hex }),
});

export const { list: listColors, create: createColor, update: updateColor, remove: deleteColor } = color;
