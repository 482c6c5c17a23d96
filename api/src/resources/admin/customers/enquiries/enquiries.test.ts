import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inquiries, mailOutbox, productSlugs } from "@api/db/schema";
import { newId } from "@api/lib/ids";
import { aboutProductLine } from "@api/validation/enquiry-product";
import type { TestApi } from "@api/test/harness";
import { type SignedInStaff, openStaffApi } from "@api/test/staff-api";
import { auditRowsOf } from "@api/test/audit-rows";
import { deliverMail } from "@api/resources/mail-outbox/deliver-mail";
import { createStaffMember } from "@api/resources/admin/test-helpers";
import { ENQUIRY_CSV_COLUMNS } from "./enquiries.handlers";
import { insertRupeeProduct } from "@api/resources/products/products.fixtures";

let api: TestApi;
let content: SignedInStaff;

beforeAll(async () => {
  ({ api, staff: content } = await openStaffApi("content"));
});
afterAll(() => api.close());

/** An enquiry as the shop's forms store it; `createdAt` orders the inbox. */
async function makeEnquiry(values: Partial<typeof inquiries.$inferInsert> = {}) {
  const [row] = await api.db
    .insert(inquiries)
    .values({
      id: newId(),
      inquiryType: "CONTACT",
      name: "Farah Khan",
      mobile: "9812345678",
      email: `farah.${newId()}@example.in`,
      subject: "Dining set",
      message: "Can the table seat eight?",
      createdAt: api.clock.now(),
      ...values,
    })
    .returning();
  return row;
}

const auditsOf = (id: string) => auditRowsOf(api, id);

describe("GET /admin/enquiries", () => {
  it("filters by type, status, India's dates and the sender, with counts per status", async () => {
    const tag = newId().toLowerCase().slice(0, 8);
    // 23:00 UTC on 1 March is 04:30 on 2 March in India.
    await makeEnquiry({ name: `Asha ${tag}`, createdAt: new Date("2026-03-01T23:00:00Z") });
    await makeEnquiry({
      name: `Bala ${tag}`,
      inquiryType: "PROJECT",
      status: "CLOSED",
      createdAt: new Date("2026-03-05T10:00:00Z"),
    });
    await makeEnquiry({ name: "Chitra", mobile: "9000011111", createdAt: new Date("2026-03-06T10:00:00Z") });

    const all = await api.get(`/admin/enquiries?q=${tag}`, content.token);
    expect(all.status).toBe(200);
    expect(all.json.body.map((row: { name: string }) => row.name)).toEqual([`Bala ${tag}`, `Asha ${tag}`]);
    expect(all.json.counts).toEqual({ NEW: 1, IN_PROGRESS: 0, CLOSED: 1 });

    const closed = await api.get(`/admin/enquiries?q=${tag}&status=CLOSED`, content.token);
    expect(closed.json.body.map((row: { name: string }) => row.name)).toEqual([`Bala ${tag}`]);
    // The counts ignore the status filter, so each tab shows its number.
    expect(closed.json.counts).toEqual({ NEW: 1, IN_PROGRESS: 0, CLOSED: 1 });

    const projects = await api.get(`/admin/enquiries?q=${tag}&type=PROJECT`, content.token);
    expect(projects.json.body).toHaveLength(1);

    const secondOfMarch = await api.get(`/admin/enquiries?q=${tag}&from=2026-03-02&to=2026-03-02`, content.token);
    expect(secondOfMarch.json.body.map((row: { name: string }) => row.name)).toEqual([`Asha ${tag}`]);

    const byMobile = await api.get("/admin/enquiries?q=9000011111", content.token);
    expect(byMobile.json.body.map((row: { name: string }) => row.name)).toEqual(["Chitra"]);
  });

  it("refuses bad filters with the field's message", async () => {
    const bad = await api.get("/admin/enquiries?status=OPEN&from=2026-02-30", content.token);
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toMatchObject({
      status: "Status is not one of the allowed values",
      from: "From must be a date like 2026-12-31",
    });
    const backwards = await api.get("/admin/enquiries?from=2026-03-05&to=2026-03-01", content.token);
    expect(backwards.json.errors).toEqual({ to: "To must be on or after From" });
  });
});

describe("an enquiry's detail and its changes", () => {
  it("shows the sender's details and the staff it may be assigned to", async () => {
    const enquiry = await makeEnquiry({
      inquiryType: "PROJECT",
      organization: "Green School",
      pincode: "560001",
      intrests: "School Furniture",
    });
    const disabled = await createStaffMember(api, "content", { disabledAt: api.clock.now() });
    const catalogue = await createStaffMember(api, "catalogue");
    const res = await api.get(`/admin/enquiries/${enquiry.id}`, content.token);
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({
      type: "PROJECT",
      status: "NEW",
      organization: "Green School",
      pincode: "560001",
      interests: "School Furniture",
      notes: [],
      assignee: null,
    });
    const choices = res.json.body.assignableStaff.map((member: { id: string }) => member.id);
    expect(choices).toContain(content.member.id);
    expect(choices).not.toContain(disabled.id);
    expect(choices).not.toContain(catalogue.id);
    expect((await api.get(`/admin/enquiries/${newId()}`, content.token)).status).toBe(404);
  });

  it("changes the status, with an audit row, and says when nothing changed", async () => {
    const enquiry = await makeEnquiry();
    const closed = await api.post(`/admin/enquiries/${enquiry.id}/status`, { status: "CLOSED" }, content.token);
    expect(closed.status).toBe(200);
    expect(closed.json).toMatchObject({ message: "Status changed", body: { status: "CLOSED" } });
    const [audit] = await auditsOf(enquiry.id);
    expect(audit).toMatchObject({
      action: "inquiry.status",
      staffId: content.member.id,
      before: { status: "NEW" },
      after: { status: "CLOSED" },
    });

    const again = await api.post(`/admin/enquiries/${enquiry.id}/status`, { status: "CLOSED" }, content.token);
    expect(again.json.message).toBe("Nothing to change");
    expect(await auditsOf(enquiry.id)).toHaveLength(1);

    const bad = await api.post(`/admin/enquiries/${enquiry.id}/status`, { status: "DONE" }, content.token);
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ status: "Status is not one of the allowed values" });
  });

  it("assigns to an active content member and unassigns, refusing anyone else", async () => {
    const enquiry = await makeEnquiry();
    const assigned = await api.post(
      `/admin/enquiries/${enquiry.id}/assignee`,
      { assigneeId: content.member.id },
      content.token,
    );
    expect(assigned.json.body.assignee).toEqual({ id: content.member.id, name: content.member.name });
    expect((await auditsOf(enquiry.id))[0]).toMatchObject({
      action: "inquiry.assign",
      after: { assigneeId: content.member.id },
    });

    const catalogue = await createStaffMember(api, "catalogue");
    const refused = await api.post(
      `/admin/enquiries/${enquiry.id}/assignee`,
      { assigneeId: catalogue.id },
      content.token,
    );
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual({ assigneeId: "Choose an active member of staff who works on enquiries" });

    const cleared = await api.post(`/admin/enquiries/${enquiry.id}/assignee`, { assigneeId: "" }, content.token);
    expect(cleared.json).toMatchObject({ message: "Enquiry unassigned", body: { assignee: null } });
    expect(await auditsOf(enquiry.id)).toHaveLength(2);
  });

  it("adds an internal note, which is not emailed", async () => {
    const enquiry = await makeEnquiry();
    const empty = await api.post(`/admin/enquiries/${enquiry.id}/notes`, { note: "  " }, content.token);
    expect(empty.json.errors).toEqual({ note: "Note is a required field" });
    const res = await api.post(
      `/admin/enquiries/${enquiry.id}/notes`,
      { note: "Called back, wants a quote" },
      content.token,
    );
    expect(res.json.body.notes).toEqual([
      expect.objectContaining({ kind: "note", body: "Called back, wants a quote", by: content.member.name }),
    ]);
    expect((await auditsOf(enquiry.id))[0]).toMatchObject({ action: "inquiry.note" });
    expect(await api.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, enquiry.email))).toHaveLength(0);
  });

  it("replies by email through the outbox, keeps the reply and moves a new enquiry to in progress", async () => {
    const enquiry = await makeEnquiry();
    const missing = await api.post(
      `/admin/enquiries/${enquiry.id}/replies`,
      { subject: "", message: "" },
      content.token,
    );
    expect(missing.json.errors).toEqual({
      subject: "Subject is a required field",
      message: "Message is a required field",
    });

    const res = await api.post(
      `/admin/enquiries/${enquiry.id}/replies`,
      { subject: "Your dining set", message: "Yes, it seats eight." },
      content.token,
    );
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({
      status: "IN_PROGRESS",
      notes: [{ kind: "reply", body: "Yes, it seats eight." }],
    });
    expect((await auditsOf(enquiry.id))[0]).toMatchObject({
      action: "inquiry.reply",
      before: { status: "NEW" },
      after: { status: "IN_PROGRESS", to: enquiry.email },
    });

    // The email quotes the question under the answer; the enquiry keeps staff's words.
    const body = "Yes, it seats eight.\n\nYou wrote:\n> Can the table seat eight?";
    const [queued] = await api.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, enquiry.email), eq(mailOutbox.kind, "enquiry_reply")));
    expect(queued).toMatchObject({ subject: "Your dining set", body, status: "pending" });
    await deliverMail(api.deps);
    const [mail] = await api.outbox(enquiry.email);
    expect(mail).toMatchObject({ channel: "email", subject: "Your dining set", body });
  });

  it("offers a reply subject that names the enquiry once", async () => {
    const contact = await makeEnquiry();
    const product = await makeEnquiry({ inquiryType: "ENQUIRY", subject: null });
    const dealer = await makeEnquiry({ inquiryType: "BECOME_MEMBER", subject: null });
    const subjectOf = async (id: string) =>
      (await api.get(`/admin/enquiries/${id}`, content.token)).json.body.replySubject;
    expect(await subjectOf(contact.id)).toBe("Re: Dining set");
    expect(await subjectOf(product.id)).toBe("Re: your product enquiry");
    expect(await subjectOf(dealer.id)).toBe("Re: your dealer enquiry");
  });

  it("links the product a product page's enquiry was sent from, and quotes every line of the question", async () => {
    const { id: productId } = await insertRupeeProduct(api.db, "Kesar Teak Bench", "WN-BENCH-07");
    // Renamed since the shopper asked: the old address still finds it, and the link is the current one.
    await api.db.insert(productSlugs).values({ slug: "kesar-bench", productId });
    const enquiry = await makeEnquiry({
      inquiryType: "ENQUIRY",
      subject: null,
      message: `${aboutProductLine("Kesar Bench (SKU WN-BENCH-07)", "/product/kesar-bench")}\nIs it sold in walnut?\n\nWe need two.`,
    });
    const res = await api.post(
      `/admin/enquiries/${enquiry.id}/replies`,
      { subject: "Re: your product enquiry", message: "Yes, in walnut too." },
      content.token,
    );
    expect(res.status).toBe(200);
    const [queued] = await api.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, enquiry.email), eq(mailOutbox.kind, "enquiry_reply")));
    expect(queued.subject).toBe("Re: your product enquiry");
    expect(queued.body).toBe(
      [
        "Yes, in walnut too.",
        "",
        "The product you asked about: Kesar Teak Bench (SKU WN-BENCH-07)",
        new URL("/product/kesar-teak-bench", api.deps.env.STOREFRONT_URL).toString(),
        "",
        "You wrote:",
        "> Is it sold in walnut?",
        ">",
        "> We need two.",
      ].join("\n"),
    );
    expect(res.json.body.notes).toEqual([expect.objectContaining({ kind: "reply", body: "Yes, in walnut too." })]);
  });

  it("leaves the product unlinked when the shop no longer has it", async () => {
    const enquiry = await makeEnquiry({
      inquiryType: "ENQUIRY",
      subject: null,
      message: `${aboutProductLine("Gone Chair (SKU X)", "/product/gone-chair")}\nStill there?`,
    });
    await api.post(
      `/admin/enquiries/${enquiry.id}/replies`,
      { subject: "Re: your product enquiry", message: "Sorry, it is sold out." },
      content.token,
    );
    const [queued] = await api.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, enquiry.email), eq(mailOutbox.kind, "enquiry_reply")));
    expect(queued.body).toBe("Sorry, it is sold out.\n\nYou wrote:\n> Still there?");
  });
});

describe("GET /admin/enquiries/export", () => {
  it("streams the filtered list as CSV, dates in India's time, formulas made harmless", async () => {
    const tag = newId().toLowerCase().slice(0, 8);
    await makeEnquiry({
      name: `Dev ${tag}`,
      message: '=HYPERLINK("http://evil")',
      createdAt: new Date("2026-04-01T20:00:00Z"),
    });
    await makeEnquiry({ name: `Esha ${tag}`, status: "CLOSED" });
    const res = await api.request("GET", `/admin/enquiries/export?q=${tag}&status=NEW`, { token: content.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const lines = (res.json as string)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines[0]).toBe(ENQUIRY_CSV_COLUMNS.join(","));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("2026-04-02 01:30");
    expect(lines[1]).toContain(`Dev ${tag}`);
    expect(lines[1]).toContain(`'=HYPERLINK`);
  });
});
