/** Sends a one-time code or a notice to a shopper. */
export type OutgoingMessage = {
  channel: "sms" | "email";
  to: string;
  subject?: string;
  body: string;
};

export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
}
