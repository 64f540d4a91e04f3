import type { Locale } from '@repasse/core/i18n/locale';
import { type EmailParts, escapeHtml, renderHtml, renderText, webLink } from './layout.ts';
import type { RenderedEmail } from './templates.ts';

/** What admins are told when a public key looks used for card testing. */
export type CardTestingAlert = {
  sellerName: string;
  sellerEmail: string;
  declines: number;
  windowMinutes: number;
  tokensPerWindow: number;
  appUrl: string;
};

type Words = {
  action: string;
  footer: string;
  parts(v: Omit<CardTestingAlert, 'appUrl'>): EmailParts;
};

const words: Record<Locale, Words> = {
  en: {
    action: 'Open the users panel',
    footer: 'This is an automatic message. Please do not reply.',
    parts: (v) => ({
      subject: `Card testing suspected on ${v.sellerName}'s public key`,
      heading: 'Card testing suspected',
      paragraphs: [
        `${v.declines} card charges made with tokens of the public key of ${v.sellerName} (${v.sellerEmail}) were declined within ${v.windowMinutes} minutes.`,
        `The key is slowed to ${v.tokensPerWindow} card tokens per 15 minutes for now. Review the seller's recent orders and, if the pattern is abuse, ask them to regenerate the key and protect their checkout page (for example with a captcha).`,
      ],
      details: [
        ['Seller', v.sellerName],
        ['Email', v.sellerEmail],
        ['Declined charges', String(v.declines)],
      ],
    }),
  },
  'pt-BR': {
    action: 'Abrir o painel de usuários',
    footer: 'Esta é uma mensagem automática. Por favor, não responda.',
    parts: (v) => ({
      subject: `Suspeita de teste de cartões na chave pública de ${v.sellerName}`,
      heading: 'Suspeita de teste de cartões',
      paragraphs: [
        `${v.declines} cobranças com cartão feitas com tokens da chave pública de ${v.sellerName} (${v.sellerEmail}) foram recusadas em ${v.windowMinutes} minutos.`,
        `A chave está limitada a ${v.tokensPerWindow} tokens de cartão a cada 15 minutos por enquanto. Revise os pedidos recentes do vendedor e, se for abuso, peça que ele gere uma nova chave e proteja a página de checkout (com um captcha, por exemplo).`,
      ],
      details: [
        ['Vendedor', v.sellerName],
        ['E-mail', v.sellerEmail],
        ['Cobranças recusadas', String(v.declines)],
      ],
    }),
  },
};

export function renderCardTestingAlert(locale: Locale, alert: CardTestingAlert): RenderedEmail {
  const copy = words[locale];
  const raw = copy.parts(alert);
  const escaped = copy.parts({
    ...alert,
    sellerName: escapeHtml(alert.sellerName),
    sellerEmail: escapeHtml(alert.sellerEmail),
  });
  const href = webLink(alert.appUrl, '/admin?tab=management&panel=users');
  const action = href ? { href, label: copy.action } : null;
  const subject = raw.subject.replace(/[\r\n]+/g, ' ');
  return {
    template: 'security.card_testing',
    subject,
    text: renderText(raw, action, copy.footer),
    html: renderHtml(locale, subject, escaped, action, copy.footer),
  };
}
