/** The ways a payment link reaches the customer: offered by the draft order and the order (balance due) screens. */
export const CHANNEL_OPTIONS = [
  { value: "sms", label: "SMS" },
  { value: "whatsapp", label: "WhatsApp" },
  { value: "email", label: "Email" },
] as const;
