import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { faqs, siteContent, testimonials } from "@api/db/schema";
import { type TestApi, createTestApi } from "@api/test/harness";
import { DEFAULT_OPENING_HOURS, DEFAULT_OPENING_NOTE } from "./content.schemas";

let api: TestApi;
const image = (name: string) => ({ url: `/images/content/${name}.webp`, width: 1600, height: 700 });

const settings = {
  slider: [
    { image: image("slide-1"), title: "Festive Sale", subTitle: "Up to 40% off", webpageUrl: "/shop/living-room" },
    { image: image("slide-2"), title: "New Beds", subTitle: "Sheesham and teak", webpageUrl: "/shop/bedroom" },
  ],
  promotionBanner: [
    {
      image: image("promo"),
      webpageUrl: "/shop/decor",
      title: "Diwali decor",
      text: "Brass lamps and diyas",
      linkLabel: "Shop decor",
    },
  ],
  offerBanner: [
    {
      image: image("offer"),
      webpageUrl: "/shop/storage",
      title: "Storage sale",
      text: "Up to 45% off",
      linkLabel: "Shop storage",
    },
  ],
  contactUs: { supportMobile: "9810012345", whatsappNumber: "9810012345", supportEmail: "care@woodnest.example" },
  popupImage: image("popup"),
  popupOffer: {
    title: "Welcome",
    text: "10% off with WELCOME10",
    linkLabel: "Start shopping",
    webpageUrl: "/shop/living-room",
  },
  popupDelay: 10,
};
const contactUs = {
  seoTitle: "Contact Woodnest",
  seoDescription: "Write or call us",
  seoKeywords: "contact",
  googleMapUrl: "https://maps.example/woodnest",
  regOfficeAddress: { address: "12 Kirti Nagar, New Delhi 110015" },
  factoryAddress: { address: "Plot 7, Sector 5, Bawana, Delhi 110039" },
  inquiryEmail: "hello@woodnest.example",
  supportEmail: "care@woodnest.example",
  inquiryNumber: "01140000000",
  supportNumber: "9810012345",
  facebook: "https://facebook.com/woodnest",
  twitter: "",
  linkedin: null,
  instagram: "https://instagram.com/woodnest",
};
const policy = (title: string) => ({
  title,
  description: `<p>${title} text.</p>`,
  seoTitle: title,
  seoDescription: null,
  seoKeywords: null,
});
const aboutUs = {
  title: "About Woodnest",
  description: "<p>Since 2009.</p>",
  whatWeDoTitle: "What we do",
  whatWeDoDescription: "Furniture",
  missionTitle: "Our mission",
  missionDescription: "Good wood",
  visionTitle: "Our vision",
  visionDescription: "Every home",
  seoTitle: "About us",
  seoDescription: "Who we are",
  seoKeywords: "about",
};

beforeAll(async () => {
  api = await createTestApi({ seed: false });
  await api.db.insert(siteContent).values([
    { key: "settings", body: { ...settings, popupDelay: undefined } },
    { key: "contactUs", body: contactUs },
    { key: "privacyPolicy", body: policy("Privacy Policy") },
    { key: "termsConditions", body: policy("Terms & Conditions") },
    { key: "aboutUs", body: aboutUs },
    { key: "returnRefunds", body: { title: "Returns" } },
  ]);
  await api.db.insert(testimonials).values([
    {
      id: "t-2",
      name: "Priya Nair",
      image: image("priya"),
      designation: "Architect, Kochi",
      comment: "Lovely finish.",
      position: 2,
    },
    {
      id: "t-1",
      name: "Arjun Mehta",
      image: image("arjun"),
      designation: "Homeowner, Pune",
      comment: "On time.",
      position: 1,
    },
  ]);
  await api.db.insert(faqs).values([
    { id: "f-2", question: "Do you assemble?", answer: "Yes, free in Delhi NCR.", position: 2 },
    { id: "f-1", question: "How long is delivery?", answer: "3 to 10 days.", position: 1 },
  ]);
});
afterAll(() => api.close());

describe("content documents", () => {
  it("serves settings, with the popup's delay, its on/off, the opening times and the free-shipping threshold defaulting", async () => {
    const res = await api.get("/settings");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=1, stale-while-revalidate=1");
    const defaults = {
      popupEnabled: true,
      openingHours: DEFAULT_OPENING_HOURS,
      openingNote: DEFAULT_OPENING_NOTE,
      freeShippingOver: 10_000,
    };
    expect(res.json).toEqual({ status: 200, message: "Success", body: { ...settings, ...defaults }, errors: {} });
  });

  it("serves the offers' words, and null for words and a popup offer that a document leaves out", async () => {
    const older = await createTestApi({ seed: false });
    try {
      const { popupOffer: _offer, ...withoutOffer } = settings;
      const bare = { image: image("offer"), webpageUrl: "/shop/storage" };
      await older.db.insert(siteContent).values([
        {
          key: "settings",
          body: { ...withoutOffer, promotionBanner: [bare], offerBanner: [{ ...bare, title: "", text: null }] },
        },
      ]);
      const body = (await older.get("/settings")).json.body;
      const wordless = { ...bare, title: null, text: null, linkLabel: null };
      expect(body.promotionBanner).toEqual([wordless]);
      expect(body.offerBanner).toEqual([wordless]);
      expect(body.popupOffer).toBeNull();
    } finally {
      await older.close();
    }
  });

  it("serves contact details with unset social links as null", async () => {
    const res = await api.get("/contactUs");
    expect(res.json.body).toEqual({ ...contactUs, twitter: null, linkedin: null, youtube: null });
  });

  it("serves the policy pages and about us", async () => {
    expect((await api.get("/privacyPolicy")).json.body).toEqual(policy("Privacy Policy"));
    expect((await api.get("/termsConditions")).json.body).toEqual(policy("Terms & Conditions"));
    expect((await api.get("/aboutUs")).json.body).toEqual(aboutUs);
  });

  it("answers 500, not a broken shape, when a stored document is malformed", async () => {
    const res = await api.get("/returnRefunds");
    expect(res.status).toBe(500);
    expect(res.json).toMatchObject({ status: 500, body: null });
    expect(res.headers.get("cache-control")).toBeNull();
  });

  it("answers 404 when a document is missing", async () => {
    const fresh = await createTestApi({ seed: false });
    try {
      const res = await fresh.get("/aboutUs");
      expect(res.status).toBe(404);
      expect(res.json).toEqual({
        status: 404,
        code: "NOT_FOUND",
        message: "About us not found",
        body: null,
        errors: {},
      });
      expect((await fresh.get("/settings")).json.message).toBe("Settings not found");
    } finally {
      await fresh.close();
    }
  });
});

describe("content lists", () => {
  it("lists testimonials in order", async () => {
    const res = await api.get("/testimonials");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 200, errors: {}, page: 1, totalPages: 1, totalRecords: 2 });
    expect(res.json.body).toEqual([
      { _id: "t-1", name: "Arjun Mehta", image: image("arjun"), designation: "Homeowner, Pune", comment: "On time." },
      {
        _id: "t-2",
        name: "Priya Nair",
        image: image("priya"),
        designation: "Architect, Kochi",
        comment: "Lovely finish.",
      },
    ]);
  });

  it("lists FAQs in order", async () => {
    const res = await api.get("/faqs");
    expect(res.json).toMatchObject({ status: 200, totalRecords: 2 });
    expect(res.json.body).toEqual([
      { _id: "f-1", question: "How long is delivery?", answer: "3 to 10 days." },
      { _id: "f-2", question: "Do you assemble?", answer: "Yes, free in Delhi NCR." },
    ]);
  });
});
