import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage } from './message.js';

/** Sends mail over SMTP. Absent when SMTP_URL is not set (mail then stays in the outbox table). */
export interface Mailer {
  send(message: MailMessage & { from: string; messageId: string }): Promise<{ messageId: string }>;
  close(): void;
}

/** An SMTP mailer for `smtp://user:pass@host:port` or `smtps://…` URLs. */
export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      const info = (await transport.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html !== undefined && { html: message.html }),
        ...(message.replyTo !== undefined && { replyTo: message.replyTo }),
        ...(message.listUnsubscribe !== undefined && {
          headers: {
            'List-Unsubscribe': `<${message.listUnsubscribe}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }),
        messageId: message.messageId,
      })) as { messageId: string };
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
