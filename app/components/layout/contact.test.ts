import { describe, expect, it } from "vitest";
import type { ContactUs, Settings } from "~/lib/site.server";
import { shopContact, telHref, whatsappHref } from "./contact";

const settings = {
  contactUs: {
    supportMobile: "+91 98110 42424",
    whatsappNumber: "+91 98110 42425",
    supportEmail: "support@shop.example",
  },
  openingHours: [{ days: "Mon - Sat", hours: "10AM - 7PM" }],
  openingNote: "",
} as Settings;
const contactUs = {
  supportNumber: "+91 11 4150 2200",
  supportEmail: "care@shop.example",
  facebook: "https://facebook.example/shop",
  twitter: null,
  instagram: "https://instagram.example/shop",
  linkedin: null,
  youtube: "https://youtube.example/shop",
} as ContactUs;

describe("shopContact", () => {
  it("prefers the settings' support line and lists only the social links that are set, in a fixed order", () => {
    expect(shopContact(settings, contactUs)).toEqual({
      phone: "+91 98110 42424",
      whatsapp: "+91 98110 42425",
      email: "support@shop.example",
      social: [
        { network: "facebook", label: "Facebook", url: "https://facebook.example/shop" },
        { network: "instagram", label: "Instagram", url: "https://instagram.example/shop" },
        { network: "youtube", label: "YouTube", url: "https://youtube.example/shop" },
      ],
      openingHours: [{ days: "Mon - Sat", hours: "10AM - 7PM" }],
      openingNote: null,
    });
  });

  it("falls back to the contact page's fields, and to nothing, when the settings did not load", () => {
    expect(shopContact(null, contactUs)).toMatchObject({ phone: "+91 11 4150 2200", email: "care@shop.example" });
    expect(shopContact(null, null)).toEqual({
      phone: null,
      whatsapp: null,
      email: null,
      social: [],
      openingHours: [],
      openingNote: null,
    });
  });
});

describe("whatsappHref", () => {
  it("keeps only the digits, country code included", () => {
    expect(whatsappHref("+91 98110 42425")).toBe("https://wa.me/919811042425");
  });
});

describe("telHref", () => {
  it("keeps only the digits and the leading plus", () => {
    expect(telHref("+91 98110-42424")).toBe("tel:+919811042424");
    expect(telHref("(011) 4150 2200")).toBe("tel:01141502200");
  });
});
