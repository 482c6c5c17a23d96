import { describe, expect, it } from "vitest";
import { checkHoneypot, honeypot } from "./honeypot.server";

function formWith(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

async function statusOf(run: () => void) {
  try {
    run();
    return 200;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? 500;
  }
}

describe("checkHoneypot", () => {
  const props = honeypot.getInputProps({ validFromTimestamp: Date.now() - 5_000 });
  const trap = (value: string) => ({ [props.nameFieldName]: value, [props.validFromFieldName ?? ""]: props.encryptedValidFrom });

  it("lets a person's submission through (trap present and empty)", async () => {
    expect(await statusOf(() => checkHoneypot(formWith({ email: "a@b.in", ...trap("") })))).toBe(200);
  });

  it("refuses a filled trap with 400", async () => {
    expect(await statusOf(() => checkHoneypot(formWith({ email: "a@b.in", ...trap("http://spam.example") })))).toBe(400);
  });

  it("refuses a form that left the trap out", async () => {
    expect(await statusOf(() => checkHoneypot(formWith({ email: "a@b.in" })))).toBe(400);
  });

  // crypto-js salts a forged value at random, so one try might miss the failing case.
  it("refuses a forged timestamp, every time", async () => {
    for (let attempt = 0; attempt < 5_000; attempt++) {
      const form = formWith({ [props.nameFieldName]: "", [props.validFromFieldName ?? ""]: "not-encrypted" });
      expect(await statusOf(() => checkHoneypot(form))).toBe(400);
    }
  });
});
