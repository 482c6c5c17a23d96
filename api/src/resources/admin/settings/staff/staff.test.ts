import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staff } from "@api/db/schema";
import { createTestApi, type TestApi } from "@api/test/harness";
import { type SignedInStaff, openStaffApi } from "@api/test/staff-api";
import { auditRowsOf } from "@api/test/audit-rows";
import { HOUR } from "@api/resources/customers/test-helpers";
import { EMAIL_TAKEN } from "@api/resources/admin/staff-accounts";
import {
  createStaffMember,
  patch,
  signedInStaff,
  staffToken,
  uniqueStaffEmail,
} from "@api/resources/admin/test-helpers";
import { ALREADY_SET_UP, LAST_OWNER, NOT_YOURSELF } from "./staff.handlers";

let api: TestApi;
let owner: SignedInStaff;
beforeAll(async () => {
  ({ api, staff: owner } = await openStaffApi("owner", { STOREFRONT_URL: "https://shop.test" }));
});
afterAll(() => api.close());

const latestAudit = async (entityId: string) => (await auditRowsOf(api, entityId))[0];

describe("inviting staff", () => {
  it("creates an invited account, emails the one-time link, shows it to the owner and audits it", async () => {
    const email = uniqueStaffEmail("nisha");
    const res = await api.post(
      "/admin/staff",
      { name: "Nisha Rao", email: email.toUpperCase(), role: "catalogue" },
      owner.token,
    );
    expect(res.status).toBe(200);
    expect(res.json.body.staff).toMatchObject({ email, name: "Nisha Rao", role: "catalogue", status: "invited" });
    expect(res.json.body.invitationUrl).toMatch(/^https:\/\/shop\.test\/admin\/invitation\/[\w-]{40,}$/);
    const [message] = await api.outbox(email);
    expect(message.body).toContain(res.json.body.invitationUrl);

    const row = await latestAudit(res.json.body.staff._id);
    expect(row).toMatchObject({
      staffId: owner.member.id,
      staffEmail: owner.member.email,
      action: "staff.invite",
      entityType: "staff",
      before: null,
      after: { email, name: "Nisha Rao", role: "catalogue", status: "invited" },
    });
  });

  it("refuses an address another account uses, on the email field", async () => {
    const res = await api.post(
      "/admin/staff",
      { name: "Again", email: owner.member.email, role: "content" },
      owner.token,
    );
    expect(res.status).toBe(409);
    expect(res.json.errors).toEqual({ email: EMAIL_TAKEN });
  });

  it("refuses an unknown role with the field's error", async () => {
    const res = await api.post("/admin/staff", { name: "Ravi", email: uniqueStaffEmail(), role: "admin" }, owner.token);
    expect(res.status).toBe(400);
    expect(res.json.errors.role).toBe("Role is not one of the allowed values");
  });

  it("sends a new link on request, which replaces the old one, only until the account is set up", async () => {
    const invited = await api.post(
      "/admin/staff",
      { name: "Ravi Kumar", email: uniqueStaffEmail("ravi"), role: "content" },
      owner.token,
    );
    const oldToken = invited.json.body.invitationUrl.split("/").pop();
    api.clock.advance(1000);
    const resent = await api.post(`/admin/staff/${invited.json.body.staff._id}/invitation`, undefined, owner.token);
    expect(resent.status).toBe(200);
    expect(resent.json.body.invitationUrl).not.toBe(invited.json.body.invitationUrl);
    expect((await api.get(`/admin/invitations/${oldToken}`)).status).toBe(410);
    expect((await api.get(`/admin/invitations/${resent.json.body.invitationUrl.split("/").pop()}`)).status).toBe(200);
    expect((await latestAudit(invited.json.body.staff._id)).action).toBe("staff.invitation");

    const active = await createStaffMember(api, "content");
    const refused = await api.post(`/admin/staff/${active.id}/invitation`, undefined, owner.token);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(ALREADY_SET_UP);
  });
});

describe("listing staff", () => {
  it("filters by search, role and status, a page at a time", async () => {
    const marker = `zz${process.pid}`;
    await createStaffMember(api, "content", { name: `${marker} Active` });
    await createStaffMember(api, "content", { name: `${marker} Disabled`, disabledAt: api.clock.now() });
    await createStaffMember(api, "operations", { name: `${marker} Invited`, totpEnabledAt: null });
    const names = async (query: string) => {
      const res = await api.get(`/admin/staff?q=${marker}${query}`, owner.token);
      expect(res.status).toBe(200);
      return res.json.body.map((s: { name: string }) => s.name);
    };
    expect(await names("")).toEqual([`${marker} Active`, `${marker} Disabled`, `${marker} Invited`]);
    expect(await names("&role=operations")).toEqual([`${marker} Invited`]);
    expect(await names("&status=active")).toEqual([`${marker} Active`]);
    expect(await names("&status=disabled")).toEqual([`${marker} Disabled`]);
    expect(await names("&status=invited")).toEqual([`${marker} Invited`]);
    const bad = await api.get("/admin/staff?status=gone", owner.token);
    expect(bad.status).toBe(400);
  });
});

describe("changing an account", () => {
  it("changes the role, ends the account's sessions and audits before and after", async () => {
    const { member, token } = await signedInStaff(api, "catalogue");
    const res = await patch(api, `/admin/staff/${member.id}`, { role: "operations" }, owner.token);
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({ role: "operations", status: "active" });
    expect((await api.get("/admin/me", token)).status).toBe(401);
    expect(await latestAudit(member.id)).toMatchObject({
      action: "staff.update",
      // Only what changed: the status stayed active.
      before: { role: "catalogue" },
      after: { role: "operations" },
    });
  });

  it("disables an account (its sessions end, it cannot sign in) and enables it again", async () => {
    const { member, token } = await signedInStaff(api, "content");
    const disabled = await patch(api, `/admin/staff/${member.id}`, { disabled: true }, owner.token);
    expect(disabled.status).toBe(200);
    expect(disabled.json.body.status).toBe("disabled");
    expect((await api.get("/admin/me", token)).status).toBe(401);
    expect(await latestAudit(member.id)).toMatchObject({ before: { status: "active" }, after: { status: "disabled" } });

    const enabled = await patch(api, `/admin/staff/${member.id}`, { disabled: false }, owner.token);
    expect(enabled.json.body.status).toBe("active");
    // The session that ended stays ended.
    expect((await api.get("/admin/me", token)).status).toBe(401);
  });

  it("writes nothing for a change that changes nothing", async () => {
    const member = await createStaffMember(api, "content");
    const res = await patch(api, `/admin/staff/${member.id}`, { role: "content", disabled: false }, owner.token);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Nothing to change");
    expect(await latestAudit(member.id)).toBeUndefined();
  });

  it("does not let the owner change their own role or disable themself", async () => {
    for (const change of [{ role: "content" }, { disabled: true }]) {
      const res = await patch(api, `/admin/staff/${owner.member.id}`, change, owner.token);
      expect(res.status).toBe(409);
      expect(res.json.message).toBe(NOT_YOURSELF);
    }
  });

  it("keeps one owner when two owners demote each other at the same moment", async () => {
    const fresh = await createTestApi({ seed: false, env: { RATE_LIMIT_MULTIPLIER: "100" } });
    try {
      const a = await signedInStaff(fresh, "owner");
      const b = await signedInStaff(fresh, "owner");
      const answers = await Promise.all([
        patch(fresh, `/admin/staff/${b.member.id}`, { role: "content" }, a.token),
        patch(fresh, `/admin/staff/${a.member.id}`, { role: "content" }, b.token),
      ]);
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const refusal = answers.find((r) => r.status === 409);
      if (refusal) expect(refusal.json.message).toBe(LAST_OWNER);
      const owners = await fresh.db.select().from(staff).where(eq(staff.role, "owner"));
      expect(owners).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });

  it("answers 404 for an unknown account", async () => {
    expect((await patch(api, "/admin/staff/nobody", { role: "content" }, owner.token)).status).toBe(404);
    expect((await api.get("/admin/staff/nobody", owner.token)).status).toBe(404);
  });
});

describe("invitations expire", () => {
  it("after 72 hours", async () => {
    const invited = await api.post(
      "/admin/staff",
      { name: "Late Comer", email: uniqueStaffEmail("late"), role: "content" },
      owner.token,
    );
    const token = invited.json.body.invitationUrl.split("/").pop();
    api.clock.advance(72 * HOUR + 1);
    // The owner's session has been idle too: a new one for the rest of the file.
    owner = { member: owner.member, token: await staffToken(api, owner.member.id) };
    expect((await api.get(`/admin/invitations/${token}`)).status).toBe(410);
    const [row] = await api.db
      .select()
      .from(staff)
      .where(and(eq(staff.email, invited.json.body.staff.email)));
    expect(row.totpEnabledAt).toBeNull();
  });
});
