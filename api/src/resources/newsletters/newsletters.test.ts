import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, newsletterSubscribers } from "@api/db/schema";
import { createTestApi, type TestApi } from "@api/test/harness";
import { deliverMail } from "../mail-outbox/deliver-mail";
import {
  ALREADY_SUBSCRIBED,
  BAD_UNSUBSCRIBE_LINK,
  SUBSCRIBED,
  UNSUBSCRIBED,
  WELCOME_SUBJECT,
} from "./newsletters.handlers";
import { unsubscribeToken, unsubscribeUrl } from "./unsubscribe-link";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
});
afterAll(() => api.close());

describe("POST /newsletters", () => {
  it("subscribes an address once, and greets a repeat kindly", async () => {
    const first = await api.post("/newsletters", { email: "Priya.Sharma@Example.in" });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ status: 200, message: SUBSCRIBED, body: { email: "priya.sharma@example.in" } });

    const again = await api.post("/newsletters", { email: "priya.sharma@example.in " });
    expect(again.status).toBe(200);
    expect(again.json.message).toBe(ALREADY_SUBSCRIBED);

    const rows = await api.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "priya.sharma@example.in"));
    expect(rows).toHaveLength(1);
  });

  it("refuses a missing or malformed email with the field's message", async () => {
    const empty = await api.post("/newsletters", { email: "" });
    expect(empty.status).toBe(400);
    expect(empty.json).toMatchObject({ status: 400, body: null, errors: { email: "Email is a required field" } });

    const bad = await api.post("/newsletters", { email: "priya@" });
    expect(bad.json.errors).toEqual({ email: "Email must be a valid email" });
    expect(bad.json.message).toBe("Email must be a valid email");
  });

  it("refuses a body that is not JSON", async () => {
    const res = await api.request("POST", "/newsletters", {
      rawBody: "email=x",
      headers: { "content-type": "text/plain" },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("The request body must be JSON");
  });

  it("limits how often one address may post", async () => {
    const limited = await createTestApi({ seed: false });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        statuses.push((await limited.post("/newsletters", { email: `reader${i}@example.in` })).status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      const refused = await limited.post("/newsletters", { email: "one.more@example.in" });
      expect(refused.status).toBe(429);
      expect(refused.json.message).toMatch(/Too many requests/);
      expect(refused.headers.get("retry-after")).toBeTruthy();

      limited.clock.advance(601_000);
      expect((await limited.post("/newsletters", { email: "later@example.in" })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("the newsletter's welcome email and unsubscribe link", () => {
  const subscriberOf = async (email: string) =>
    (await api.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
  const welcomesTo = (email: string) =>
    api.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, "newsletter_welcome")));

  it("welcomes a new subscriber once, with a signed unsubscribe link in the text and the List-Unsubscribe header", async () => {
    await api.post("/newsletters", { email: "neha@example.in" });
    await api.post("/newsletters", { email: "neha@example.in" });
    const welcomes = await welcomesTo("neha@example.in");
    expect(welcomes).toHaveLength(1);
    const { id } = await subscriberOf("neha@example.in");
    const url = unsubscribeUrl(api.deps.env, id);
    expect(url).toMatch(/^http:\/\/localhost:3000\/newsletter\/unsubscribe\/[^/]+\.[A-Za-z0-9_-]{43}$/);
    expect(welcomes[0]).toMatchObject({
      subject: WELCOME_SUBJECT,
      headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
    expect(welcomes[0].body).toContain(`Unsubscribe: ${url}`);

    await deliverMail(api.deps);
    const [mail] = await api.outbox("neha@example.in");
    expect(mail.body).toContain(url);
  });

  it("unsubscribes through the link without signing in, idempotently, and a new sign-up welcomes again", async () => {
    await api.post("/newsletters", { email: "ravi.kumar@example.in" });
    const { id } = await subscriberOf("ravi.kumar@example.in");
    const token = unsubscribeToken(api.deps.env.NEWSLETTER_LINK_SECRET, id);

    const shown = await api.get(`/newsletters/unsubscribe/${token}`);
    expect(shown.json.body).toEqual({ email: "r***@example.in", subscribed: true });

    const first = await api.post(`/newsletters/unsubscribe/${token}`);
    expect(first.json).toMatchObject({ status: 200, message: UNSUBSCRIBED, body: { subscribed: false } });
    const at = (await subscriberOf("ravi.kumar@example.in")).unsubscribedAt;
    expect(at).not.toBeNull();
    api.clock.advance(60_000);
    const second = await api.post(`/newsletters/unsubscribe/${token}`);
    expect(second.json.message).toBe(UNSUBSCRIBED);
    expect((await subscriberOf("ravi.kumar@example.in")).unsubscribedAt).toEqual(at);
    expect((await api.get(`/newsletters/unsubscribe/${token}`)).json.body.subscribed).toBe(false);

    const back = await api.post("/newsletters", { email: "ravi.kumar@example.in" });
    expect(back.json.message).toBe(SUBSCRIBED);
    expect((await subscriberOf("ravi.kumar@example.in")).unsubscribedAt).toBeNull();
    expect(await welcomesTo("ravi.kumar@example.in")).toHaveLength(2);
  });

  it("refuses a tampered, foreign or malformed token with a clear message", async () => {
    await api.post("/newsletters", { email: "tampered@example.in" });
    const { id } = await subscriberOf("tampered@example.in");
    const token = unsubscribeToken(api.deps.env.NEWSLETTER_LINK_SECRET, id);
    const other = (
      await api.db.insert(newsletterSubscribers).values({ id: "someone-else", email: "else@example.in" }).returning()
    )[0];
    const forged = `${other.id}.${token.split(".")[1]}`;
    const foreign = unsubscribeToken("another-secret-of-sixteen-chars", id);
    for (const bad of [forged, foreign, "nonsense", `${token}x`]) {
      const res = await api.post(`/newsletters/unsubscribe/${bad}`);
      expect(res.status).toBe(404);
      expect(res.json.message).toBe(BAD_UNSUBSCRIBE_LINK);
    }
    expect((await subscriberOf("else@example.in")).unsubscribedAt).toBeNull();
    expect((await subscriberOf("tampered@example.in")).unsubscribedAt).toBeNull();
  });
});
