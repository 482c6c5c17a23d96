import { describe, expect, it } from "vitest";
import { type CartLine, type PricedPromotion, type PromotionTarget, percentOf, priceCart } from "./promotion-pricing";

const line = (key: string, unitPaise: number, quantity = 1, ids: Partial<CartLine> = {}): CartLine => ({
  key,
  productId: `p-${key}`,
  productColorId: null,
  productSizeId: null,
  categoryId: "chairs",
  subCategoryId: null,
  quantity,
  unitPaise,
  ...ids,
});

const target = (role: PromotionTarget["role"], ids: Partial<PromotionTarget>): PromotionTarget => ({
  role,
  productId: null,
  productColorId: null,
  productSizeId: null,
  categoryId: null,
  subCategoryId: null,
  ...ids,
});

const promotion = (id: string, fields: Partial<PricedPromotion>): PricedPromotion => ({
  id,
  badge: `Badge ${id}`,
  kind: "PERCENT_OFF",
  priority: 0,
  createdAt: new Date("2026-11-01T00:00:00Z"),
  percent: null,
  amountPaise: null,
  buyQuantity: null,
  getQuantity: null,
  getPercent: null,
  maxApplicationsPerOrder: null,
  giftProductId: null,
  giftProductColorId: null,
  giftProductSizeId: null,
  giftQuantity: null,
  giftMinimumPaise: null,
  tiers: [],
  targets: [],
  ...fields,
});

const onChairs = [target("TARGET", { categoryId: "chairs" })];
const percentOff = (id: string, percent: number, fields: Partial<PricedPromotion> = {}) =>
  promotion(id, { kind: "PERCENT_OFF", percent, targets: onChairs, ...fields });
const amountOff = (id: string, amountPaise: number, fields: Partial<PricedPromotion> = {}) =>
  promotion(id, { kind: "AMOUNT_OFF", amountPaise, targets: onChairs, ...fields });
const threshold = (id: string, tiers: PricedPromotion["tiers"], fields: Partial<PricedPromotion> = {}) =>
  promotion(id, { kind: "SPEND_THRESHOLD", tiers, ...fields });

const savingsOf = (lines: CartLine[], promotions: PricedPromotion[], floorPercent = 0) =>
  priceCart(lines, promotions, floorPercent).lines.map((priced) => priced.savingPaise);

describe("percentOf", () => {
  it("rounds half up to the paisa", () => {
    expect(percentOf(1050, 10)).toBe(105);
    expect(percentOf(1005, 10)).toBe(101); // 100.5
    expect(percentOf(1004, 10)).toBe(100); // 100.4
    expect(percentOf(0, 50)).toBe(0);
  });
});

describe("priceCart: no promotions", () => {
  it("charges the catalogue price × quantity", () => {
    const priced = priceCart([line("a", 2_500_00, 2)], [], 0);
    expect(priced.lines).toEqual([
      {
        key: "a",
        cataloguePaise: 5_000_00,
        linePromotion: null,
        orderSavingPaise: 0,
        savingPaise: 0,
        payablePaise: 5_000_00,
      },
    ]);
    expect(priced).toMatchObject({ orderPromotion: null, gifts: [], nextThreshold: null, savingPaise: 0 });
    expect(priced.payablePaise).toBe(5_000_00);
  });

  it("refuses a floor that is not a whole percent from 0 to 100", () => {
    expect(() => priceCart([], [], -1)).toThrow(RangeError);
    expect(() => priceCart([], [], 101)).toThrow(RangeError);
    expect(() => priceCart([], [], 2.5)).toThrow(RangeError);
  });
});

describe("priceCart: line promotions (step 2)", () => {
  it("takes a percentage off the line, rounded half up once per line", () => {
    // 3 × 333.35 = 1,000.05 rupees; 10% is 100.005 → 100.01 (not 3 × 33.34 per unit).
    const priced = priceCart([line("a", 333_35, 3)], [percentOff("d", 10)], 0);
    expect(priced.lines[0]).toMatchObject({
      linePromotion: { promotionId: "d", badge: "Badge d", savingPaise: 100_01 },
      payablePaise: 1_000_05 - 100_01,
    });
  });

  it("takes a flat amount off each unit, never more than the unit's price", () => {
    expect(savingsOf([line("a", 1_000_00, 3)], [amountOff("f", 150_00)])).toEqual([450_00]);
    expect(savingsOf([line("a", 100_00, 2)], [amountOff("f", 150_00)])).toEqual([200_00]);
  });

  it("applies only to the goods its targets name: product, colour, size, category, sub-category", () => {
    const lines = [
      line("product", 100_00, 1, { productId: "sofa", categoryId: "sofas" }),
      line("colour", 100_00, 1, { productColorId: "teak", categoryId: "sofas" }),
      line("size", 100_00, 1, { productSizeId: "king", categoryId: "beds" }),
      line("sub", 100_00, 1, { subCategoryId: "stools", categoryId: "tables" }),
      line("category", 100_00, 1, { categoryId: "chairs" }),
      line("none", 100_00, 1, { categoryId: "lamps" }),
    ];
    const targets = [
      target("TARGET", { productId: "sofa" }),
      target("TARGET", { productColorId: "teak" }),
      target("TARGET", { productSizeId: "king" }),
      target("TARGET", { subCategoryId: "stools" }),
      target("TARGET", { categoryId: "chairs" }),
    ];
    expect(savingsOf(lines, [percentOff("d", 10, { targets })])).toEqual([10_00, 10_00, 10_00, 10_00, 10_00, 0]);
  });

  it("does not stack two line promotions: the line takes the one saving it most", () => {
    const lines = [line("cheap", 200_00, 1), line("dear", 5_000_00, 1)];
    // Rs 50 off beats 10% on the Rs 200 chair; 10% beats Rs 50 on the Rs 5,000 one.
    const priced = priceCart(lines, [percentOff("pct", 10), amountOff("flat", 50_00)], 0);
    expect(priced.lines.map((l) => [l.linePromotion?.promotionId, l.savingPaise])).toEqual([
      ["flat", 50_00],
      ["pct", 500_00],
    ]);
  });

  it("breaks a tie by the higher priority, then the older, then the smaller id", () => {
    const lines = [line("a", 1_000_00)];
    const winner = (promotions: PricedPromotion[]) =>
      priceCart(lines, promotions, 0).lines[0].linePromotion?.promotionId;
    expect(winner([amountOff("low", 100_00, { priority: 1 }), percentOff("high", 10, { priority: 5 })])).toBe("high");
    const older = new Date("2026-01-01T00:00:00Z");
    expect(winner([percentOff("new", 10), amountOff("old", 100_00, { createdAt: older })])).toBe("old");
    expect(winner([percentOff("b", 10), amountOff("a", 100_00)])).toBe("a");
  });
});

describe("priceCart: buy X get Y (step 2)", () => {
  const bogo = (fields: Partial<PricedPromotion>) =>
    promotion("bxgy", {
      kind: "BUY_X_GET_Y",
      buyQuantity: 2,
      getQuantity: 1,
      getPercent: 100,
      ...fields,
    });
  const sameProduct = [target("BUY", { productId: "chair" }), target("GET", { productId: "chair" })];

  it("on the same product, applies floor(units / (X + Y)) times", () => {
    const chairs = (quantity: number) => [line("a", 1_000_00, quantity, { productId: "chair" })];
    expect(savingsOf(chairs(2), [bogo({ targets: sameProduct })])).toEqual([0]);
    expect(savingsOf(chairs(3), [bogo({ targets: sameProduct })])).toEqual([1_000_00]);
    expect(savingsOf(chairs(5), [bogo({ targets: sameProduct })])).toEqual([1_000_00]);
    expect(savingsOf(chairs(6), [bogo({ targets: sameProduct })])).toEqual([2_000_00]);
  });

  it("on another product, applies floor(buy units / X) times, as many get units as are in the cart", () => {
    const targets = [target("BUY", { productId: "table" }), target("GET", { productId: "lamp" })];
    const cart = (tables: number, lamps: number) => [
      line("t", 10_000_00, tables, { productId: "table" }),
      line("l", 800_00, lamps, { productId: "lamp" }),
    ];
    expect(savingsOf(cart(2, 3), [bogo({ targets })])).toEqual([0, 800_00]);
    expect(savingsOf(cart(4, 3), [bogo({ targets })])).toEqual([0, 1_600_00]);
    expect(savingsOf(cart(4, 1), [bogo({ targets })])).toEqual([0, 800_00]);
    expect(savingsOf(cart(1, 3), [bogo({ targets })])).toEqual([0, 0]);
  });

  it("stops at the limit per order", () => {
    const chairs = [line("a", 1_000_00, 9, { productId: "chair" })];
    expect(savingsOf(chairs, [bogo({ targets: sameProduct, maxApplicationsPerOrder: 2 })])).toEqual([2_000_00]);
  });

  it("rewards the cheapest get units first, at get_percent off", () => {
    const targets = [target("BUY", { categoryId: "chairs" }), target("GET", { categoryId: "chairs" })];
    const lines = [line("dear", 3_000_00, 2), line("cheap", 1_000_00, 1), line("mid", 2_000_00, 1)];
    // 4 units: one application; the Rs 1,000 chair is half off.
    expect(savingsOf(lines, [bogo({ targets, getPercent: 50 })])).toEqual([0, 500_00, 0]);
  });

  it("leaves enough shared units bought when a cheaper one could be the reward", () => {
    // Buy any chair, get a chair or a cushion: 1 chair + 1 cushion is one application, the cushion free;
    // the chair, though cheaper than nothing else, must stay bought.
    const targets = [
      target("BUY", { categoryId: "chairs" }),
      target("GET", { categoryId: "chairs" }),
      target("GET", { categoryId: "cushions" }),
    ];
    const lines = [line("chair", 500_00, 1), line("cushion", 900_00, 1, { categoryId: "cushions" })];
    expect(savingsOf(lines, [bogo({ targets, buyQuantity: 1 })])).toEqual([0, 900_00]);
  });

  it("competes with the other line promotions for its get line", () => {
    const targets = [target("BUY", { productId: "table" }), target("GET", { productId: "lamp" })];
    const lines = [
      line("t", 10_000_00, 2, { productId: "table", categoryId: "tables" }),
      line("l", 800_00, 1, { productId: "lamp", categoryId: "chairs" }),
    ];
    const priced = priceCart(lines, [bogo({ targets, getPercent: 10 }), percentOff("pct", 20)], 0);
    expect(priced.lines[1].linePromotion).toEqual({ promotionId: "pct", badge: "Badge pct", savingPaise: 160_00 });
  });
});

describe("priceCart: spend thresholds (step 3)", () => {
  const tiers = [
    { minimumPaise: 20_000_00, amountPaise: 1_000_00, percent: null },
    { minimumPaise: 50_000_00, amountPaise: 5_000_00, percent: null },
  ];

  it("applies the best tier reached, measured after the line promotions", () => {
    // Rs 55,000 of goods, 10% off the line: Rs 49,500, so the Rs 20,000 tier.
    const priced = priceCart([line("a", 55_000_00)], [threshold("spend", tiers), percentOff("pct", 10)], 0);
    expect(priced.orderPromotion).toEqual({ promotionId: "spend", badge: "Badge spend", savingPaise: 1_000_00 });
    expect(priced.lines[0].savingPaise).toBe(5_500_00 + 1_000_00);
    expect(priced.nextThreshold).toEqual({
      promotionId: "spend",
      badge: "Badge spend",
      neededPaise: 500_00,
      savingPaise: 5_000_00,
    });
  });

  it("applies only the single best tier of all threshold promotions, a percent tier included", () => {
    const other = threshold("pct", [{ minimumPaise: 30_000_00, amountPaise: null, percent: 12 }]);
    const priced = priceCart([line("a", 60_000_00)], [threshold("spend", tiers), other], 0);
    expect(priced.orderPromotion).toMatchObject({ promotionId: "pct", savingPaise: 7_200_00 });
    expect(priced.nextThreshold).toBeNull();
  });

  it("spreads the saving over the lines in proportion, the odd paise to the largest remainders", () => {
    const lines = [line("a", 10_000_00), line("b", 10_000_00), line("c", 10_000_00)];
    const priced = priceCart(lines, [threshold("spend", [{ minimumPaise: 1, amountPaise: 100, percent: null }])], 0);
    expect(priced.lines.map((l) => l.orderSavingPaise)).toEqual([34, 33, 33]);
    expect(priced.orderPromotion?.savingPaise).toBe(100);
  });

  it("spreads on each line's value after its line promotion", () => {
    const lines = [line("a", 3_000_00), line("b", 1_000_00, 1, { categoryId: "lamps" })];
    // After 50% off a: 1,500 and 1,000, so Rs 500 off splits 300 / 200.
    const spend = threshold("spend", [{ minimumPaise: 2_000_00, amountPaise: 500_00, percent: null }]);
    const priced = priceCart(lines, [spend, percentOff("half", 50)], 0);
    expect(priced.lines.map((l) => l.orderSavingPaise)).toEqual([300_00, 200_00]);
  });

  it("never takes the order below zero", () => {
    const spend = threshold("spend", [{ minimumPaise: 100_00, amountPaise: 1_000_00, percent: null }]);
    const priced = priceCart([line("a", 300_00)], [spend], 0);
    expect(priced.payablePaise).toBe(0);
    expect(priced.orderPromotion?.savingPaise).toBe(300_00);
  });

  it("says nothing of a tier ahead that would save no more than the order saves now", () => {
    const big = threshold("big", [{ minimumPaise: 10_000_00, amountPaise: 2_000_00, percent: null }]);
    const small = threshold("small", [{ minimumPaise: 50_000_00, amountPaise: 1_000_00, percent: null }]);
    expect(priceCart([line("a", 20_000_00)], [big, small], 0).nextThreshold).toBeNull();
  });
});

describe("priceCart: the floor (step 6)", () => {
  it("caps a line's saving at the floor, line promotion first, then its share of the order's", () => {
    const spend = threshold("spend", [{ minimumPaise: 1, amountPaise: 500_00, percent: null }]);
    // Floor 60% of Rs 1,000 = Rs 600: at most Rs 400 off; 30% takes 300, the order share only 100 of 500.
    const priced = priceCart([line("a", 1_000_00)], [percentOff("pct", 30), spend], 60);
    expect(priced.lines[0]).toMatchObject({ savingPaise: 400_00, orderSavingPaise: 100_00, payablePaise: 600_00 });
    expect(priced.orderPromotion?.savingPaise).toBe(100_00);
  });

  it("rounds the floor up, so a line never pays less than the percent", () => {
    // 33% of 1,001 paise is 330.33: the line pays at least 331.
    expect(savingsOf([line("a", 1001)], [percentOff("pct", 90)], 33)).toEqual([1001 - 331]);
  });

  it("compares line promotions after their cap", () => {
    const lines = [line("a", 1_000_00)];
    // Both are capped at Rs 500; the tie goes to the higher priority.
    const priced = priceCart(lines, [percentOff("pct", 80), amountOff("flat", 600_00, { priority: 3 })], 50);
    expect(priced.lines[0].linePromotion).toMatchObject({ promotionId: "flat", savingPaise: 500_00 });
  });
});

describe("priceCart: free gifts (step 4)", () => {
  const gift = (fields: Partial<PricedPromotion>) =>
    promotion("gift", {
      kind: "FREE_GIFT",
      giftProductId: "cushion",
      giftProductColorId: "blue",
      giftQuantity: 1,
      giftMinimumPaise: 10_000_00,
      ...fields,
    });
  const giftLine = {
    promotionId: "gift",
    badge: "Badge gift",
    productId: "cushion",
    productColorId: "blue",
    productSizeId: null,
    quantity: 1,
  };

  it("adds the gift when the subtotal after the line promotions reaches its minimum", () => {
    expect(priceCart([line("a", 10_000_00)], [gift({})], 0).gifts).toEqual([giftLine]);
    expect(priceCart([line("a", 12_000_00)], [gift({}), percentOff("pct", 20)], 0).gifts).toEqual([]);
  });

  it("with BUY targets, needs a qualifying product in the cart", () => {
    const targets = [target("BUY", { productId: "sofa" })];
    expect(priceCart([line("a", 20_000_00)], [gift({ targets })], 0).gifts).toEqual([]);
    expect(priceCart([line("a", 20_000_00, 1, { productId: "sofa" })], [gift({ targets })], 0).gifts).toEqual([
      giftLine,
    ]);
  });

  it("adds nothing when its gift product was deleted", () => {
    expect(priceCart([line("a", 20_000_00)], [gift({ giftProductId: null })], 0).gifts).toEqual([]);
  });

  it("never counts toward a threshold, and saves nothing on the lines", () => {
    const spend = threshold("spend", [{ minimumPaise: 10_000_00, amountPaise: 500_00, percent: null }]);
    const priced = priceCart([line("a", 10_000_00)], [gift({}), spend], 0);
    expect(priced.gifts).toHaveLength(1);
    expect(priced.savingPaise).toBe(500_00);
    expect(priced.payablePaise).toBe(9_500_00);
  });
});
