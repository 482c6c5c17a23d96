import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The storefront reads its environment once, on import: set it first.
process.env.API_URL = "http://127.0.0.1:9/v1";
const { clearApiCache } = await import("./api.server");
const { fetchContactUs } = await import("./site.server");

const request = new Request("http://shop.test/contact-us");

function answerContactUs(body: Record<string, unknown>) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ status: 200, message: "Success", body, errors: {} }))),
  );
}

beforeEach(() => clearApiCache());
afterEach(() => vi.unstubAllGlobals());

describe("fetchContactUs", () => {
  it("keeps web links and drops any other scheme the back office typed", async () => {
    answerContactUs({
      googleMapUrl: "http://maps.example/embed",
      facebook: "https://facebook.com/woodnest",
      twitter: "javascript:alert(1)",
      instagram: "http://instagram.com/woodnest",
      linkedin: "not a url",
      youtube: null,
      inquiryEmail: "hello@woodnest.in",
    });
    expect(await fetchContactUs(request)).toMatchObject({
      googleMapUrl: "",
      facebook: "https://facebook.com/woodnest",
      twitter: null,
      instagram: "http://instagram.com/woodnest",
      linkedin: null,
      youtube: null,
      inquiryEmail: "hello@woodnest.in",
    });
  });

  it("answers null when the API is down, so the page still renders without the details", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await fetchContactUs(request)).toBeNull();
  });
});
