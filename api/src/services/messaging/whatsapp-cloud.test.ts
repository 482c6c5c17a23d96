import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readApiEnv } from "@api/env";
import { createTestApi, type TestApi } from "@api/test/harness";
import { createMessenger } from "./create-messenger";
import { whatsAppCloudMessenger } from "./whatsapp-cloud";

const options = {
  token: "wa-token",
  phoneNumberId: "106540352242922",
  apiVersion: "v21.0",
  templatePrefix: "woodnest_order_",
  language: "en",
};
const message = {
  channel: "whatsapp" as const,
  to: "919876543210",
  body: "Hi Asha, your Woodnest order FS100001 has shipped. Track it here: https://courier.test/t/1",
  template: { key: "shipped", parameters: ["Asha", "FS100001", "https://courier.test/t/1"] },
};

const answering = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));

describe("the WhatsApp Cloud API adapter", () => {
  it("posts the event's approved template with its body values and the bearer token", async () => {
    const fetch = answering(200, { messaging_product: "whatsapp", messages: [{ id: "wamid.1" }] });
    await whatsAppCloudMessenger({ ...options, fetch }).send(message);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("https://graph.facebook.com/v21.0/106540352242922/messages");
    expect(init?.method).toBe("POST");
    expect(init?.headers).toMatchObject({ authorization: "Bearer wa-token", "content-type": "application/json" });
    expect(JSON.parse(String(init?.body))).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "919876543210",
      type: "template",
      template: {
        name: "woodnest_order_shipped",
        language: { code: "en" },
        components: [
          {
            type: "body",
            parameters: [
              { type: "text", text: "Asha" },
              { type: "text", text: "FS100001" },
              { type: "text", text: "https://courier.test/t/1" },
            ],
          },
        ],
      },
    });
  });

  it("throws with Meta's status and error code, never the message's text", async () => {
    const fetch = answering(400, { error: { message: "Template name does not exist", code: 132001 } });
    const failure = await whatsAppCloudMessenger({ ...options, fetch })
      .send(message)
      .catch((e: Error) => e);
    expect((failure as Error).message).toBe("WhatsApp Cloud API answered 400 (error 132001)");
    expect((failure as Error).message).not.toContain("courier.test");
  });

  it("refuses a message without a template (the API takes no free text from a business first)", async () => {
    const fetch = answering(200, {});
    await expect(
      whatsAppCloudMessenger({ ...options, fetch }).send({ ...message, template: undefined }),
    ).rejects.toThrow(/needs a template/);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("createMessenger's WhatsApp channel", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ seed: false });
  });
  afterAll(() => api.close());

  it("keeps WhatsApp messages in the outbox without credentials, and sends them to Meta with them", async () => {
    await createMessenger(readApiEnv({ NODE_ENV: "development" }), api.db, api.clock).send(message);
    const [stored] = await api.outbox("919876543210");
    expect(stored).toMatchObject({ channel: "whatsapp", body: message.body });

    const fetch = answering(200, { messages: [{ id: "wamid.2" }] });
    vi.stubGlobal("fetch", fetch);
    try {
      const env = readApiEnv({ NODE_ENV: "development", WHATSAPP_TOKEN: "tok", WHATSAPP_PHONE_NUMBER_ID: "42" });
      await createMessenger(env, api.db, api.clock).send({ ...message, to: "919800000001" });
      expect(fetch.mock.calls[0][0]).toBe("https://graph.facebook.com/v21.0/42/messages");
      expect(await api.outbox("919800000001")).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
