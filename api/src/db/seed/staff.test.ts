import { generateTOTP } from "@epic-web/totp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "@api/test/harness";
import { DEV_STAFF, DEV_STAFF_PASSWORD, DEV_STAFF_TOTP_SECRET, seedDevStaff } from "./staff";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
});
afterAll(() => api.close());

describe("the development staff", () => {
  it("are refused in production", async () => {
    await expect(
      seedDevStaff(api.db, { NODE_ENV: "production", STAFF_TOTP_KEY: api.deps.env.STAFF_TOTP_KEY }),
    ).rejects.toThrow(/never seeded in production/);
  });

  it("sign in with the password and the authenticator secret the README gives", async () => {
    await seedDevStaff(api.db, api.deps.env);
    const owner = DEV_STAFF.find((member) => member.role === "owner");
    const first = await api.post("/admin/session", { email: owner?.email, password: DEV_STAFF_PASSWORD });
    expect(first.status).toBe(200);
    const { otp } = await generateTOTP({ secret: DEV_STAFF_TOTP_SECRET, period: 30, digits: 6, algorithm: "SHA-1" });
    const second = await api.post("/admin/session/verify", { challenge: first.json.body.challenge, code: otp });
    expect(second.status).toBe(200);
    expect(second.json.body.staff).toMatchObject({ email: "owner@woodnest.example", role: "owner" });
  });
});
