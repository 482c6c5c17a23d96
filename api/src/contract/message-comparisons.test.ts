import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { comparesMessage, storefrontMessageComparisons } from "./message-comparisons";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

/** Files that compare the storefront's own words, never an API answer's. */
const OWN_WORDS = {
  "app/components/product/pincode-checker.tsx": "the add-to-cart toast the storefront itself wrote",
};

describe("the storefront's reading of API answers", () => {
  it("never compares a message: it acts on the status and the code", async () => {
    expect(await storefrontMessageComparisons(ROOT, OWN_WORDS)).toEqual([]);
  });

  it("finds a message compared by equality, by a string method, by a regex or in a switch", () => {
    expect(
      [
        'if (answer.message === "Signed in") {',
        "started.status === 409 && started.message === ALREADY_PAID",
        "const paid = ALREADY_PAID === started.message;",
        "if (message !== SELECT_SHIPPING_ADDRESS) return;",
        'if (answer.message.includes("already paid")) {',
        "if (answer.message?.startsWith(PREFIX)) {",
        "if (/paid/.test(answer.message)) {",
        "switch (answer.message) {",
      ].filter((line) => !comparesMessage(line)),
    ).toEqual([]);
  });

  it("lets type and presence checks, codes and the message's display through", () => {
    expect(
      [
        'if (typeof envelope.message === "string") return envelope;',
        'return typeof message === "string" && message !== "" ? { type, message } : null;',
        'if (started.code === "ORDER_ALREADY_PAID") return finish(session, order, "paid");',
        "setToast(session, { type: 'error', message: started.message });",
        "const messages = answer.errors;",
      ].filter(comparesMessage),
    ).toEqual([]);
  });
});
