import { describe, expect, it } from "vitest";
import { checkStockForm, readStockForm, stockFormAnswer, stockPayload } from "./stock-form.server";

/** The stock screen's form as a browser posts it: one row per listed sku. */
function posted(
  rows: { kind: string; id: string; stock: string; expected: string; threshold?: string; thresholdWas?: string }[],
  reason = "Restock",
) {
  const form = new FormData();
  form.set("intent", "save");
  rows.forEach((row, i) => {
    form.set(`rows[${i}].kind`, row.kind);
    form.set(`rows[${i}].id`, row.id);
    form.set(`rows[${i}].expected`, row.expected);
    form.set(`rows[${i}].stock`, row.stock);
    form.set(`rows[${i}].thresholdWas`, row.thresholdWas ?? "");
    form.set(`rows[${i}].threshold`, row.threshold ?? row.thresholdWas ?? "");
  });
  form.set("reason", reason);
  return form;
}

describe("the stock screen's form", () => {
  it("sends only the rows whose count or threshold was changed, with the count as loaded", () => {
    const form = readStockForm(
      posted([
        { kind: "product", id: "p1", stock: "4", expected: "4" },
        { kind: "size", id: "s1", stock: " 12 ", expected: "3" },
        { kind: "color", id: "c1", stock: "7", expected: "7", threshold: "", thresholdWas: "2" },
      ]),
    );
    expect(form.rows).toHaveLength(3);
    expect(stockPayload(form.reason, form.changed)).toEqual({
      reason: "Restock",
      rows: [
        { kind: "size", id: "s1", stock: "12", expected: "3" },
        // A threshold cleared means the shop's default.
        { kind: "color", id: "c1", stock: "7", expected: "7", threshold: null },
      ],
    });
    expect(checkStockForm(form)).toBeNull();
  });

  it("puts each refusal on its sku's field and keeps every typed figure and the reason", () => {
    const form = readStockForm(
      posted(
        [
          { kind: "product", id: "p1", stock: "4", expected: "4" },
          { kind: "size", id: "s1", stock: "2.5", expected: "3" },
          { kind: "color", id: "c1", stock: "9", expected: "7", threshold: "-1" },
        ],
        "",
      ),
    );
    const refused = checkStockForm(form);
    expect(refused).toEqual({
      reason: "Reason is a required field",
      "rows.0.stock": "Stock must be a whole number",
      "rows.1.threshold": "Low-stock threshold cannot be below 0",
    });
    const answer = stockFormAnswer(form, refused ?? {}, "Please check the counts.");
    expect(answer).toEqual({
      typed: {
        "product:p1": { stock: "4", threshold: "" },
        "size:s1": { stock: "2.5", threshold: "" },
        "color:c1": { stock: "9", threshold: "-1" },
      },
      errors: {
        "size:s1": { stock: "Stock must be a whole number" },
        "color:c1": { threshold: "Low-stock threshold cannot be below 0" },
      },
      reason: "",
      reasonError: "Reason is a required field",
    });
  });

  it("shows a refusal of a whole row (the API's 'no longer exists') by its count, and one with no field on the form", () => {
    const form = readStockForm(posted([{ kind: "size", id: "gone", stock: "1", expected: "3" }]));
    expect(stockFormAnswer(form, { "rows.0": "This sku no longer exists" }).errors).toEqual({
      "size:gone": { stock: "This sku no longer exists" },
    });
    expect(stockFormAnswer(form, {}, "Too many requests").formError).toBe("Too many requests");
  });
});
