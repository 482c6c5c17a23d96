import type { Db } from "@api/db/client";
import type { ApiEnv } from "@api/env";
import type { Clock } from "@api/lib/clock";
import { type Logger, createLogger } from "@api/lib/logger";
import type { Messenger, OutgoingMessage } from "./messenger";
import { outboxMessenger } from "./outbox";
import { httpSmsMessenger } from "./sms-http";
import { createSmtpTransport, smtpMessenger } from "./smtp";
import { whatsAppCloudMessenger } from "./whatsapp-cloud";

/**
 * Email goes through SMTP when SMTP_URL is set and SMS through the HTTP provider when
 * SMS_PROVIDER_URL is set, WhatsApp through Meta's Cloud API when WHATSAPP_TOKEN and
 * WHATSAPP_PHONE_NUMBER_ID are; a channel without a provider falls back to the outbox table.
 */
export function createMessenger(
  env: ApiEnv,
  db: Db,
  clock: Clock,
  logger: Logger = createLogger(env.LOG_LEVEL, env.LOG_FORMAT),
): Messenger {
  const outbox = outboxMessenger(db, () => clock.now());
  const email = env.SMTP_URL ? smtpMessenger(createSmtpTransport(env.SMTP_URL), env.MAIL_FROM) : outbox;
  const sms = env.SMS_PROVIDER_URL
    ? httpSmsMessenger({ url: env.SMS_PROVIDER_URL, token: env.SMS_PROVIDER_TOKEN })
    : outbox;
  const whatsapp =
    env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID
      ? whatsAppCloudMessenger({
          token: env.WHATSAPP_TOKEN,
          phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
          apiVersion: env.WHATSAPP_API_VERSION,
          templatePrefix: env.WHATSAPP_TEMPLATE_PREFIX,
          language: env.WHATSAPP_TEMPLATE_LANGUAGE,
        })
      : outbox;
  const byChannel = { email, sms, whatsapp };

  if (env.NODE_ENV === "production") {
    // Shoppers would wait for codes that only sit in a table: say so loudly at start.
    const missing = [!env.SMTP_URL && "email (set SMTP_URL)", !env.SMS_PROVIDER_URL && "sms (set SMS_PROVIDER_URL)"];
    for (const channel of missing.filter(Boolean)) {
      logger.error("messaging.no_provider", {
        channel,
        note: "messages on this channel are only stored in the outbox table; shoppers will not receive them",
      });
    }
  }

  return {
    send: (message: OutgoingMessage) => byChannel[message.channel].send(message),
  };
}
