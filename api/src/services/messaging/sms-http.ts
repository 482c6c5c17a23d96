import type { Messenger } from "./messenger";

export type HttpSmsOptions = {
  url: string;
  token?: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
};

/**
 * SMS through a provider that takes `POST {to, message}` as JSON with a bearer token.
 * Errors name only the status: the message holds a code and must not reach a log.
 */
export function httpSmsMessenger({
  url,
  token,
  fetch = globalThis.fetch,
  timeoutMs = 10_000,
}: HttpSmsOptions): Messenger {
  return {
    async send(message) {
      const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
      if (token) headers.authorization = `Bearer ${token}`;
      const res = await fetch(url, {
        method: "POST",
        headers,
        body: JSON.stringify({ to: message.to, message: message.body }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
    },
  };
}
