import { describe, expect, it } from "vitest";
import { addressLines, indianNumber, lineTotal, orderStatusText, supportLinks, variantText } from "./account";

describe("supportLinks (spec 2: a call, WhatsApp with the order id, an email)", () => {
  const contacts = {
    supportMobile: "+91 98110 42424",
    whatsappNumber: "+91 98110 42425",
    supportEmail: "support@woodnest.example",
  };

  it("builds the three links from the settings as people write numbers", () => {
    expect(supportLinks("FS100042", contacts)).toEqual({
      call: "tel:+919811042424",
      whatsapp: "https://wa.me/919811042425?text=Hello%20Woodnest%2C%20I%20need%20help%20with%20my%20order%20FS100042",
      email: "mailto:support@woodnest.example?subject=Help%20with%20my%20order%20FS100042",
    });
  });

  it("leaves out a contact the settings do not have", () => {
    expect(supportLinks("FS1", { supportEmail: "help@example.in" })).toEqual({
      email: "mailto:help@example.in?subject=Help%20with%20my%20order%20FS1",
    });
    expect(supportLinks("FS1", { supportMobile: "", whatsappNumber: null })).toEqual({});
    expect(supportLinks("FS1", { supportMobile: "call us" })).toEqual({});
  });
});

describe("indianNumber", () => {
  it.each([
    ["9811042425", "919811042425"],
    ["098110 42425", "919811042425"],
    ["+91 98110-42425", "919811042425"],
    ["91 98110 42425", "919811042425"],
  ])("%s is %s", (written, international) => {
    expect(indianNumber(written)).toBe(international);
  });
});

describe("order lines", () => {
  it("multiplies to the paisa without floating-point crumbs", () => {
    expect(lineTotal({ sellingPrice: 13999, quantity: 2 })).toBe(27998);
    expect(lineTotal({ sellingPrice: 0.1, quantity: 3 })).toBe(0.3);
    expect(lineTotal({ sellingPrice: 1249.9, quantity: 3 })).toBe(3749.7);
  });

  it("names the colour and size of a variant", () => {
    expect(variantText({ colorName: "Grey", sizeName: "King" })).toBe("Colour: Grey, Size: King");
    expect(variantText({ colorName: "Grey", sizeName: null })).toBe("Colour: Grey");
    expect(variantText({ colorName: null, sizeName: null })).toBe("");
  });

  it("says every status in words", () => {
    expect(orderStatusText("ORDERPLACED")).toBe("Order placed");
    expect(orderStatusText("CANCELLED")).toBe("Cancelled");
    expect(orderStatusText("PAYMENT_PENDING")).toBe("Awaiting payment");
  });
});

describe("addressLines", () => {
  const address = {
    name: "Asha Verma",
    mobile: "9811122233",
    email: "asha@example.in",
    address: "12 Janpath",
    landmark: "",
    locality: "Connaught Place",
    addressType: "HOME" as const,
    country: "India",
    state: "Delhi",
    city: "New Delhi",
    pincode: "110001",
  };

  it("prints the address as a label, without empty parts", () => {
    expect(addressLines(address)).toEqual(["12 Janpath", "Connaught Place", "New Delhi, Delhi 110001", "India"]);
    expect(addressLines({ ...address, locality: "" })).toEqual(["12 Janpath", "New Delhi, Delhi 110001", "India"]);
    expect(addressLines({ ...address, landmark: "Near Palika Bazaar" })[1]).toBe("Near Palika Bazaar, Connaught Place");
  });
});
