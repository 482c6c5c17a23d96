import type { Messenger } from "./messenger";

export type WhatsAppCloudOptions = {
  token: string;
  phoneNumberId: string;
  /** The Graph API version in the URL, e.g. v21.0. */
  apiVersion: string;
  /** Template names are this prefix and the message's template key. */
  templatePrefix: string;
  /** The templates' language code, e.g. en or en_US. */
  language: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
};

/**
 * WhatsApp through Meta's Business Cloud API. A business may start a conversation only with an
 * approved template, so each message is sent as `type: "template"` with its body parameters:
 * POST https://graph.facebook.com/{version}/{phone-number-id}/messages with a bearer token.
 * Errors name the status and Meta's error code, never the message (it may hold a link).
 */
export function whatsAppCloudMessenger(options: WhatsAppCloudOptions): Messenger {
  const { fetch = globalThis.fetch, timeoutMs = 10_000 } = options;
  const url = `https://graph.facebook.com/${options.apiVersion}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  return {
    async send(message) {
      if (!message.template) throw new Error("A WhatsApp message needs a template");
      const res = await fetch(url, {
        method: "POST",
        headers: {
          authorization: `Bearer ${options.token}`,
          "content-type": "application/json",
          accept: "application/json",
        },
        body: JSON.stringify({
          messaging_product: "whatsapp",
          recipient_type: "individual",
          to: message.to,
          type: "template",
          template: {
            name: `${options.templatePrefix}${message.template.key}`,
            language: { code: options.language },
            components: [
              { type: "body", parameters: message.template.parameters.map((text) => ({ type: "text", text })) },
            ],
          },
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) {
        const answer = (await res.json().catch(() => null)) as { error?: { code?: number } } | null;
        const code = answer?.error?.code;
        throw new Error(`WhatsApp Cloud API answered ${res.status}${code ? ` (error ${code})` : ""}`);
      }
    },
  };
}
