import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, siteContent } from "@api/db/schema";
import { type TestApi, createTestApi } from "@api/test/harness";
import { signedInStaff } from "@api/resources/admin/test-helpers";

let api: TestApi;
let content: { token: string };
let other: { token: string };

beforeAll(async () => {
  api = await createTestApi({ env: { RATE_LIMIT_MULTIPLIER: "100" } });
  content = await signedInStaff(api, "content");
  other = await signedInStaff(api, "content");
});
afterAll(() => api.close());

const read = async (key: string) => (await api.get(`/admin/pages/${key}`, content.token)).json.body;
const save = (key: string, body: Record<string, unknown>, token = content.token) =>
  api.put(`/admin/pages/${key}`, body, token);
const auditRows = (key: string) =>
  api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "page"), eq(auditLog.entityId, key)));

describe("/admin/pages/:key", () => {
  it("answers the seeded About Us page as form values at version 0", async () => {
    const page = await read("aboutUs");
    expect(page).toMatchObject({ key: "aboutUs", label: "About Us", path: "/about-us", version: 0 });
    expect(page.values.title).toBe("About Woodnest");
    expect(page.values.description).toContain("<p>Woodnest began in 2012");
    expect(page.values.seoKeywords).toContain("about woodnest");
  });

  it("saves About Us with its rich text cleaned, audits it, and the shop reads the change", async () => {
    const page = await read("aboutUs");
    const dirty =
      '<p onclick="steal()">Made <strong>by hand</strong> in Jodhpur<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="https://img.example/a.jpg" onerror="steal()">';
    const saved = await save("aboutUs", {
      ...page.values,
      missionDescription: dirty,
      seoTitle: "Our story",
      version: page.version,
    });
    expect(saved.status).toBe(200);
    expect(saved.json.message).toBe("About Us saved");
    const clean = saved.json.body.values.missionDescription as string;
    expect(clean).toContain("<strong>by hand</strong>");
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(saved.json.body.version).toBe(1);

    const shop = await api.get("/aboutUs");
    expect(shop.json.body.missionDescription).toBe(clean);
    expect(shop.json.body.seoTitle).toBe("Our story");
    expect(shop.json.body).not.toHaveProperty("version");

    const [audit] = await auditRows("aboutUs");
    expect(audit).toMatchObject({
      action: "page.update",
      before: { version: 0, seoTitle: page.values.seoTitle },
      after: { version: 1, seoTitle: "Our story", missionDescription: clean },
    });
  });

  it("refuses a save made from an older version, naming who changed what, and keeps the newer text", async () => {
    const page = await read("termsConditions");
    expect(
      (await save("termsConditions", { ...page.values, title: "Terms of sale", version: page.version }, other.token))
        .status,
    ).toBe(200);
    const stale = await save("termsConditions", { ...page.values, seoKeywords: "mine", version: page.version });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toContain("saved this page");
    expect(stale.json.message).toContain("changing Title");
    expect(stale.json.errors).toEqual({ version: "Not saved: someone else saved first." });
    expect((await read("termsConditions")).values).toMatchObject({
      title: "Terms of sale",
      seoKeywords: page.values.seoKeywords,
    });
    expect(await auditRows("termsConditions")).toHaveLength(1);
  });

  it("saves Contact Us into the shape the shop reads, blank social links as none", async () => {
    const page = await read("contactUs");
    expect(page.values.regOfficeAddress).toContain("Barakhamba Road");
    const saved = await save("contactUs", {
      ...page.values,
      factoryAddress: "Plot 9, Boranada, Jodhpur",
      twitter: "",
      supportNumber: "+91 98110 40000",
      version: page.version,
    });
    expect(saved.status).toBe(200);
    const shop = (await api.get("/contactUs")).json.body;
    expect(shop).toMatchObject({
      factoryAddress: { address: "Plot 9, Boranada, Jodhpur" },
      twitter: null,
      supportNumber: "+91 98110 40000",
    });
    expect(shop.facebook).toBe(page.values.facebook);
  });

  it("refuses bad values field by field and saves nothing", async () => {
    const page = await read("contactUs");
    const bad = await save("contactUs", {
      ...page.values,
      regOfficeAddress: " ",
      supportEmail: "not-an-email",
      inquiryNumber: "call us",
      googleMapUrl: "https://evil.example/map",
      facebook: "http://facebook.com/x",
      version: page.version,
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({
      regOfficeAddress: "Registered office address is a required field",
      supportEmail: "Support email must be a valid email",
      inquiryNumber: "Enquiries phone may contain only digits, spaces, brackets, hyphens and a leading +",
      googleMapUrl:
        "Google Maps embed address must start with https://www.google.com/maps/embed (Google Maps, Share, Embed a map)",
      facebook: "Facebook must be a web address starting with https://",
    });
    expect(await read("contactUs")).toEqual(page);

    const about = await read("aboutUs");
    const blank = await save("aboutUs", {
      ...about.values,
      visionDescription: "<p>&nbsp;</p>",
      title: "",
      version: about.version,
    });
    expect(blank.json.errors).toEqual({
      title: "Title is a required field",
      visionDescription: "Vision text is a required field",
    });
  });

  it("keeps a blank policy text (the shop shows 'Not Available') and answers 404 for an unknown page", async () => {
    const page = await read("returnRefunds");
    const saved = await save("returnRefunds", { ...page.values, description: "", version: page.version });
    expect(saved.status).toBe(200);
    expect((await api.get("/returnRefunds")).json.body.description).toBe("");
    expect((await api.get("/admin/pages/settings", content.token)).status).toBe(404);
    expect((await save("orderSettings", { version: 0 })).status).toBe(404);
    const unknown = await save("orderSettings", { version: 0 });
    expect([unknown.status, unknown.json.message]).toEqual([404, "Page not found"]);
    expect((await save("orderSettings", { version: 0 }, "")).status).toBe(401);
  });

  it("reads a page never stored as blank at version 0, and its first save creates it for the shop", async () => {
    await api.db.delete(siteContent).where(eq(siteContent.key, "privacyPolicy"));
    expect((await api.get("/privacyPolicy")).status).toBe(404);
    const page = await read("privacyPolicy");
    expect(page).toMatchObject({
      version: 0,
      values: { title: "", description: "", seoTitle: "", seoDescription: "", seoKeywords: "" },
    });
    const saved = await save("privacyPolicy", { title: "Privacy", description: "<h1>Your data</h1>", version: 0 });
    expect(saved.status).toBe(200);
    expect((await api.get("/privacyPolicy")).json.body).toEqual({
      title: "Privacy",
      description: "<h2>Your data</h2>",
      seoTitle: null,
      seoDescription: null,
      seoKeywords: null,
    });
  });
});
