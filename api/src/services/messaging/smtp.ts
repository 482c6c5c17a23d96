import nodemailer, { type Transporter } from "nodemailer";
import type { Messenger } from "./messenger";

/** SMTP_URL is nodemailer's connection URL, e.g. smtps://user:pass@smtp.example.com:465. */
export const createSmtpTransport = (smtpUrl: string): Transporter => nodemailer.createTransport(smtpUrl);

/** Email through any nodemailer transport; plain text only, since codes and notices need no HTML. */
export function smtpMessenger(transport: Transporter, from: string): Messenger {
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject ?? "",
        text: message.body,
        headers: message.headers,
      });
    },
  };
}
