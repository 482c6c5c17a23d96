import { afterEach, describe, expect, it, vi } from "vitest";
import { CONTACT_INVALID, TRACKING_NOT_FOUND } from "@api/validation/order-tracking";

process.env.API_URL = "http://api.test/v1";
const { trackOrder } = await import("./order-tracking.server");

const form = (fields: Record<string, string>) =>
  new Request("http://shop.test/order-tracking", { method: "POST", body: new URLSearchParams(fields) });

function apiAnswers(status: number, message: string, body: unknown = null) {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ status, message, body, errors: {} }), { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** The action's answer as the page reads it. */
async function answerTo(fields: Record<string, string>) {
  const answer = await trackOrder(form(fields));
  return "data" in answer ? { status: answer.init?.status ?? 200, ...answer.data } : { status: 200, ...answer };
}

afterEach(() => vi.unstubAllGlobals());

describe("the order tracking action", () => {
  it("refuses a malformed contact next to its field without asking the API, keeping what was typed", async () => {
    const fetch = apiAnswers(200, "Success");
    const answer = await answerTo({ orderId: "fs100001", contact: "98765" });
    expect(fetch).not.toHaveBeenCalled();
    expect(answer.status).toBe(400);
    expect(answer.result.error).toEqual({ contact: [CONTACT_INVALID] });
    expect(answer.result.initialValue).toEqual({ orderId: "fs100001", contact: "98765" });
  });

  it("shows a wrong pair and the rate limit as the whole form's error, keeping what was typed", async () => {
    for (const [status, message] of [
      [404, TRACKING_NOT_FOUND],
      [429, "Too many requests. Please try again in 600 seconds."],
    ] as const) {
      apiAnswers(status, message);
      const answer = await answerTo({ orderId: "FS100001", contact: "9876543210" });
      expect(answer.status).toBe(status);
      expect(answer.tracked).toBeNull();
      expect(answer.result.error).toEqual({ "": [message] });
      expect(answer.result.initialValue).toEqual({ orderId: "FS100001", contact: "9876543210" });
    }
  });

  it("asks the API with the order id in capitals and hands back what it found", async () => {
    const tracked = { orderId: "FS100001", statusLabel: "Confirmed" };
    const fetch = apiAnswers(200, "Success", tracked);
    const answer = await answerTo({ orderId: " fs100001 ", contact: "asha@example.in" });
    expect(answer.tracked).toEqual(tracked);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("http://api.test/v1/order-tracking");
    expect(JSON.parse(String(init.body))).toEqual({ orderId: "FS100001", contact: "asha@example.in" });
  });
});
