import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readApiEnv } from "@api/env";
import type { Logger } from "@api/lib/logger";
import { createTestApi, type TestApi } from "@api/test/harness";
import { createMessenger } from "./create-messenger";
import { httpSmsMessenger } from "./sms-http";
import { smtpMessenger } from "./smtp";

const code = "4821";
const otpText = `${code} is your Woodnest verification code. It expires in 10 minutes. Do not share it with anyone.`;

function fakeFetch(status: number) {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ ok: status < 300 }), { status }));
}

describe("the HTTP SMS adapter", () => {
  it("posts {to, message} as JSON with the bearer token", async () => {
    const fetch = fakeFetch(202);
    await httpSmsMessenger({ url: "https://sms.example/send", token: "sms-token", fetch }).send({
      channel: "sms",
      to: "9812345678",
      body: otpText,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("https://sms.example/send");
    expect(init?.method).toBe("POST");
    expect(init?.headers).toMatchObject({ authorization: "Bearer sms-token", "content-type": "application/json" });
    expect(JSON.parse(String(init?.body))).toEqual({ to: "9812345678", message: otpText });
  });

  it("throws on a non-2xx answer without repeating the message", async () => {
    const sms = httpSmsMessenger({ url: "https://sms.example/send", token: "t", fetch: fakeFetch(503) });
    const failure = await sms.send({ channel: "sms", to: "9812345678", body: otpText }).catch((e: Error) => e);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe("SMS provider answered 503");
    expect((failure as Error).message).not.toContain(code);
  });
});

describe("the SMTP adapter", () => {
  it("hands nodemailer a plain-text mail from MAIL_FROM", async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sendMail = vi.spyOn(transport, "sendMail");
    await smtpMessenger(transport, "Woodnest <no-reply@woodnest.example>").send({
      channel: "email",
      to: "priya@example.in",
      subject: "Your Woodnest verification code",
      body: otpText,
    });
    const info = await (sendMail.mock.results[0].value as Promise<{ message: string }>);
    const mail = JSON.parse(info.message);
    expect(mail).toMatchObject({
      from: { address: "no-reply@woodnest.example", name: "Woodnest" },
      to: [{ address: "priya@example.in", name: "" }],
      subject: "Your Woodnest verification code",
      text: otpText,
    });
  });
});

describe("createMessenger", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ seed: false });
  });
  afterAll(() => api.close());

  const capture = () => {
    const lines: string[] = [];
    const logger: Logger = {
      info: (event, fields) => lines.push(JSON.stringify({ level: "info", event, ...fields })),
      error: (event, fields) => lines.push(JSON.stringify({ level: "error", event, ...fields })),
    };
    return { lines, logger };
  };

  it("keeps both channels in the outbox when no provider is set", async () => {
    const { lines, logger } = capture();
    const messenger = createMessenger(readApiEnv({ NODE_ENV: "development" }), api.db, api.clock, logger);
    await messenger.send({ channel: "sms", to: "9800000009", body: "by sms" });
    await messenger.send({ channel: "email", to: "outbox@example.in", subject: "s", body: "by email" });
    expect((await api.outbox("9800000009"))[0].body).toBe("by sms");
    expect((await api.outbox("outbox@example.in"))[0].body).toBe("by email");
    expect(lines).toEqual([]);
  });

  it("sends SMS through the provider when SMS_PROVIDER_URL is set", async () => {
    const fetch = fakeFetch(200);
    vi.stubGlobal("fetch", fetch);
    try {
      const env = readApiEnv({
        NODE_ENV: "development",
        SMS_PROVIDER_URL: "https://sms.example/send",
        SMS_PROVIDER_TOKEN: "tok",
      });
      const messenger = createMessenger(env, api.db, api.clock, capture().logger);
      await messenger.send({ channel: "sms", to: "9800000010", body: otpText });
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(await api.outbox("9800000010")).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("warns at start in production for each channel without a provider, naming no secret", async () => {
    const { lines, logger } = capture();
    const env = readApiEnv({
      NODE_ENV: "production",
      AUTH_SECRET: "a-very-long-production-secret-value",
      ORDER_LINK_SECRET: "a-long-production-order-link-secret",
      NEWSLETTER_LINK_SECRET: "a-long-production-newsletter-link-secret",
      STAFF_TOTP_KEY: "another-long-production-secret-value",
      SMS_PROVIDER_URL: "https://sms.example/send",
      SMS_PROVIDER_TOKEN: "secret-sms-token",
    });
    createMessenger(env, api.db, api.clock, logger);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("messaging.no_provider");
    expect(lines[0]).toContain("SMTP_URL");
    expect(lines.join("\n")).not.toContain("secret-sms-token");
    expect(lines.join("\n")).not.toContain("a-very-long-production-secret-value");
  });
});
