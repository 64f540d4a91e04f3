import type { Locale } from '@repasse/core/i18n/locale';
import { formatBRL } from '@repasse/core/money/cents';
import { escapeHtml, renderHtml, renderText } from '../../providers/email/layout.ts';
import type { RenderedEmail } from '../../providers/email/templates.ts';

const copy: Record<
  Locale,
  {
    subject: string;
    heading: string;
    body: (balance: string) => string;
    action: string;
    footer: string;
  }
> = {
  en: {
    subject: 'Recovery outreach paused: top up your balance',
    heading: 'Your recovery messages are waiting',
    body: (balance) =>
      `Your recovery balance (${balance}) cannot pay the next message, so outreach to buyers who did not pay has paused. Top up by Pix and it resumes by itself within a minute.`,
    action: 'Top up',
    footer: 'This is an automatic message. Please do not reply.',
  },
  'pt-BR': {
    subject: 'Recuperação pausada: recarregue seu saldo',
    heading: 'Suas mensagens de recuperação estão esperando',
    body: (balance) =>
      `Seu saldo de recuperação (${balance}) não cobre a próxima mensagem, por isso o contato com compradores que não pagaram foi pausado. Recarregue por Pix e ele volta sozinho em até um minuto.`,
    action: 'Recarregar',
    footer: 'Esta é uma mensagem automática. Por favor, não responda.',
  },
};

/** The email that tells a seller outreach waits for a top-up, with the button to make one. */
export function pausedEmail(locale: Locale, balance: number, topUpUrl: string): RenderedEmail {
  const words = copy[locale];
  const body = words.body(formatBRL(balance, locale));
  const action = { href: topUpUrl, label: words.action };
  const parts = { subject: words.subject, heading: words.heading, paragraphs: [body], details: [] };
  return {
    template: 'recovery.paused',
    subject: words.subject,
    text: renderText(parts, action, words.footer),
    html: renderHtml(
      locale,
      words.subject,
      { ...parts, heading: escapeHtml(words.heading), paragraphs: [escapeHtml(body)] },
      action,
      words.footer,
    ),
  };
}
