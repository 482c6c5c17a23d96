import { type DraftAction, formText } from "./draft-action.server";
import { saveDraft } from "./save-draft.server";

/** Adds the chosen product (its colour and size as "colour:size") in the quantity typed. */
export function addLine(action: DraftAction) {
  const { formData } = action;
  const [productColor, productSize] = formText(formData, "variant").split(":");
  return saveDraft(action, (body) => {
    body.lines.push({
      product: formText(formData, "product"),
      productColor: productColor || null,
      productSize: productSize || null,
      quantity: Number(formText(formData, "quantity") || "1"),
    });
  });
}

/** Sets the quantity of the line at the posted index. */
export function changeQuantity(action: DraftAction) {
  const index = Number(action.formData.get("index"));
  const quantity = Number(formText(action.formData, "quantity"));
  return saveDraft(action, (body) => {
    body.lines = body.lines.map((l, i) => (i === index ? { ...l, quantity } : l));
  });
}

/** Takes the line at the posted index off the draft. */
export function removeLine(action: DraftAction) {
  const index = Number(action.formData.get("index"));
  return saveDraft(action, (body) => {
    body.lines = body.lines.filter((_, i) => i !== index);
  });
}
