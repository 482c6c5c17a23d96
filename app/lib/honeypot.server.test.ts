import { describe, expect, it, vi } from "vitest";
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
  const trap = (value: string) => ({
    [props.nameFieldName]: value,
    [props.validFromFieldName ?? ""]: props.encryptedValidFrom,
  });

  it("lets a person's submission through (trap present and empty)", async () => {
    expect(await statusOf(() => checkHoneypot(formWith({ email: "a@b.in", ...trap("") })))).toBe(200);
  });

  it("refuses a filled trap with 400", async () => {
    expect(await statusOf(() => checkHoneypot(formWith({ email: "a@b.in", ...trap("http://spam.example") })))).toBe(
      400,
    );
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

describe("honeypot.getInputProps", () => {
  it("encrypts once a second: the same props within a second, fresh ones the next", () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 25, 10, 0, 0, 100) });
    try {
      const first = honeypot.getInputProps();
      vi.setSystemTime(Date.UTC(2026, 10, 25, 10, 0, 0, 900));
      expect(honeypot.getInputProps()).toBe(first);
      vi.setSystemTime(Date.UTC(2026, 10, 25, 10, 0, 1, 0));
      const next = honeypot.getInputProps();
      expect(next.encryptedValidFrom).not.toBe(first.encryptedValidFrom);
      const form = formWith({ [next.nameFieldName]: "", [next.validFromFieldName ?? ""]: next.encryptedValidFrom });
      expect(() => checkHoneypot(form)).not.toThrow();
    } finally {
      vi.useRealTimers();
    }
  });
});
