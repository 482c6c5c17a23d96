/** Sends a one-time code or a notice to a shopper. */
export type OutgoingMessage = {
  channel: "sms" | "email" | "whatsapp";
  to: string;
  subject?: string;
  /** The text as the shopper reads it (WhatsApp: the approved template filled in). */
  body: string;
  /**
   * WhatsApp only: a message the shop starts must be an approved template, named by its key
   * (the event, e.g. "shipped") under WHATSAPP_TEMPLATE_PREFIX, with its body's {{1}}, {{2}}... values.
   */
  template?: { key: string; parameters: string[] };
  /** Email only: extra headers (a newsletter's List-Unsubscribe). */
  headers?: Record<string, string>;
};

export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
}
