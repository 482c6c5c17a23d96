import { describe, expect, it } from "vitest";
import {
  STAFF_IDLE_SECONDS,
  adminRedirectTarget,
  commitStaffSession,
  createStaffSessionStorage,
  getStaffSession,
  requireStaffSession,
} from "./session.server";

const SECRET = "staff-test-secret-".padEnd(40, "s");

describe("the staff cookie", () => {
  it("is HttpOnly, SameSite=Strict, sent only to /admin, Secure when asked, and lives 8 hours", async () => {
    const storage = createStaffSessionStorage({ secrets: [SECRET], secure: true });
    const session = await storage.getSession(null);
    session.set("token", "t");
    const header = await storage.commitSession(session);
    expect(header).toMatch(/^__staff=/);
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Strict");
    expect(header).toContain("Path=/admin;");
    expect(header).toContain("Secure");
    expect(header).toContain(`Max-Age=${STAFF_IDLE_SECONDS}`);
  });

  it("is not the shop's: a shop session cookie signs nobody in to the back office", async () => {
    const request = new Request("http://shop.test/admin", { headers: { Cookie: "__session=anything" } });
    expect((await getStaffSession(request)).get("token")).toBeUndefined();
  });

  it("is renewed for another 8 hours by every commit", async () => {
    const session = await getStaffSession(new Request("http://shop.test/admin"));
    session.set("token", "t");
    expect(await commitStaffSession(session)).toContain(`Max-Age=${STAFF_IDLE_SECONDS}`);
  });
});

describe("admin pages without a staff session", () => {
  it("send the browser to the login page, which brings it back afterwards", async () => {
    const refused = await requireStaffSession(new Request("http://shop.test/admin/audit?action=staff.update")).catch(
      (r: Response) => r,
    );
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).headers.get("Location")).toBe(
      "/admin/login?redirectTo=%2Fadmin%2Faudit%3Faction%3Dstaff.update",
    );
  });
});

describe("where the login page returns to", () => {
  it("is an admin page and nothing else", () => {
    expect(adminRedirectTarget("/admin/staff?role=owner")).toBe("/admin/staff?role=owner");
    expect(adminRedirectTarget("/admin")).toBe("/admin");
    for (const elsewhere of [
      "https://evil.example/admin",
      "//evil.example/admin",
      "/administrator",
      "/admin/login",
      "/checkout",
      null,
    ]) {
      expect(adminRedirectTarget(elsewhere)).toBe("/admin");
    }
  });
});
