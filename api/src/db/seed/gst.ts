import type { FurnitureKind } from "./media";

/**
 * The demo products' HSN codes and GST rates (the slabs since September 2025): seats are 9401,
 * other furniture 9403, lamps 9405, mirrors 7009 and ceramics 6913 at 18 %; carpets (5702) and
 * paintings (9701) at 5 %.
 */
const SEATS = { hsnCode: "94016100", gstRate: 18 };
const FURNITURE = { hsnCode: "94036000", gstRate: 18 };
const LIGHTING = { hsnCode: "94051900", gstRate: 18 };

export const GST_BY_KIND: Record<FurnitureKind, { hsnCode: string; gstRate: number }> = {
  sofa: SEATS,
  armchair: SEATS,
  "office-chair": { hsnCode: "94013100", gstRate: 18 },
  "dining-chair": SEATS,
  stool: SEATS,
  ottoman: SEATS,
  bench: SEATS,
  swing: SEATS,
  "coffee-table": FURNITURE,
  "side-table": FURNITURE,
  "dining-table": FURNITURE,
  desk: { hsnCode: "94033000", gstRate: 18 },
  console: FURNITURE,
  bed: { hsnCode: "94035000", gstRate: 18 },
  wardrobe: { hsnCode: "94035000", gstRate: 18 },
  cabinet: FURNITURE,
  "tv-unit": FURNITURE,
  drawers: FURNITURE,
  bookshelf: FURNITURE,
  trunk: FURNITURE,
  lamp: LIGHTING,
  "floor-lamp": LIGHTING,
  "pendant-lamp": LIGHTING,
  mirror: { hsnCode: "7009", gstRate: 18 },
  vase: { hsnCode: "6913", gstRate: 18 },
  planter: { hsnCode: "6913", gstRate: 18 },
  rug: { hsnCode: "5702", gstRate: 5 },
  "wall-art": { hsnCode: "9701", gstRate: 5 },
};
