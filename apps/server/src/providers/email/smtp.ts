import { createTransport } from 'nodemailer';
import type { EmailMessage, Mailer } from './types.ts';

/**
 * Sends through the SMTP server of a URL such as `smtp://user:pass@host:587` (STARTTLS when the
 * server offers it) or `smtps://user:pass@host:465` (TLS from the start). Nodemailer reads extra
 * options from the query, e.g. `?tls.rejectUnauthorized=false` for a self-signed test server.
 */
export function smtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transport = createTransport(smtpUrl);
  return {
    async send(message: EmailMessage) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    close: () => transport.close(),
  };
}
