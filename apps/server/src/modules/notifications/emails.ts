import type { Locale } from '@repasse/core/i18n/locale';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema.ts';
import { smtpMailer } from '../../providers/email/smtp.ts';
import {
  type EmailTemplateData,
  type RenderedEmail,
  renderEmail,
  type WithdrawalTemplate,
} from '../../providers/email/templates.ts';

/**
 * Writes the email to the outbox in the caller's transaction and asks the queue to deliver it, so
 * an email exists exactly when the change it announces committed.
 */
export async function queueEmail(
  app: FastifyInstance,
  tx: DbOrTx,
  email: { to: string; locale: Locale; template: WithdrawalTemplate; data: EmailTemplateData },
) {
  await queueRenderedEmail(
    app,
    tx,
    email.to,
    renderEmail(email.template, email.locale, email.data),
  );
}

/** The outbox and the queue for an email already rendered (alerts with their own words). */
export async function queueRenderedEmail(
  app: FastifyInstance,
  tx: DbOrTx,
  to: string,
  rendered: RenderedEmail,
) {
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      to,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      template: rendered.template,
      createdAt: app.clock.now(),
    })
    .returning({ id: emailOutbox.id });
  if (row)
    await app.queue.send(
      tx,
      'email.send',
      { emailId: row.id },
      { singletonKey: row.id, retryLimit: 10 },
    );
}

/** Job: sends a queued email through SMTP, or leaves it in the outbox when no SMTP server is set. */
export async function deliverEmail(app: FastifyInstance, emailId: string) {
  const [row] = await app.db.select().from(emailOutbox).where(eq(emailOutbox.id, emailId));
  if (!row || row.status === 'sent' || row.status === 'outbox') return;
  if (!app.config.smtpUrl) {
    await app.db
      .update(emailOutbox)
      .set({ status: 'outbox', sentAt: app.clock.now() })
      .where(eq(emailOutbox.id, emailId));
    return;
  }
  try {
    await smtpMailer(app.config.smtpUrl, app.config.mailFrom).send({
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
    });
    await app.db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: app.clock.now(), error: null })
      .where(eq(emailOutbox.id, emailId));
  } catch (error) {
    await app.db
      .update(emailOutbox)
      .set({ status: 'retrying', error: String(error).slice(0, 500) })
      .where(eq(emailOutbox.id, emailId));
    throw error;
  }
}
