import type { RecoveryChannel } from '@repasse/core/contract/recovery';
import type { RecoveryTemplateVariable } from '@repasse/core/contract/recovery-outreach';
import type { Locale } from '@repasse/core/i18n/locale';
import { formatBRL } from '@repasse/core/money/cents';
import { escapeHtml, renderHtml } from '../../providers/email/layout.ts';
import type { RenderedEmail } from '../../providers/email/templates.ts';

/** What a message speaks of: one buyer, one product, one seller. */
export type MessageContext = {
  locale: Locale;
  buyerName: string;
  product: string;
  amount: number;
  seller: string;
  /** The recovery link: the checkout reopened for this buyer, counting the click. */
  link: string;
  optOutUrl: string;
};

export const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? fullName;

function values(context: MessageContext): Record<RecoveryTemplateVariable, string> {
  return {
    first_name: firstName(context.buyerName),
    product: context.product,
    amount: formatBRL(context.amount, context.locale),
    link: context.link,
    seller: context.seller,
  };
}

/**
 * The template with its variables filled in. Unknown names cannot reach here (the contract refuses
 * them), but a `{name}` left as written is safer than an empty gap.
 */
export function fillTemplate(template: string, context: MessageContext): string {
  const filled = values(context);
  return template.replace(/\{([a-z_]+)\}/g, (whole, name: string) =>
    name in filled ? filled[name as RecoveryTemplateVariable] : whole,
  );
}

/*
 * Every message says how to stop them (LGPD): phones by a reply, which the providers' webhooks
 * honour, and by the opt-out page; emails by the page.
 */
const copy: Record<
  Locale,
  { stopReply: string; stopLink: string; subject: string; action: string; footer: string }
> = {
  'pt-BR': {
    stopReply: 'Responda PARE ou acesse {url} para não receber mais mensagens.',
    stopLink: 'Para não receber mais mensagens de {seller}: {url}',
    subject: '{product}: seu pedido está esperando',
    action: 'Concluir minha compra',
    footer: 'Você recebeu esta mensagem porque iniciou uma compra com {seller}.',
  },
  en: {
    stopReply: 'Reply STOP or open {url} to receive no more messages.',
    stopLink: 'To receive no more messages from {seller}: {url}',
    subject: '{product}: your order is waiting',
    action: 'Finish my purchase',
    footer: 'You received this message because you started a purchase with {seller}.',
  },
};

const fill = (text: string, fields: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => fields[name] ?? whole);

/** An SMS or WhatsApp text: the filled template and how to stop, by a reply or the link. */
export function phoneText(template: string, context: MessageContext): string {
  const stop = fill(copy[context.locale].stopReply, { url: context.optOutUrl });
  return `${fillTemplate(template, context)}\n\n${stop}`;
}

/** The text an email's subject line carries. */
export function emailSubject(context: MessageContext): string {
  // A header must hold one line, whatever the product's name holds.
  return fill(copy[context.locale].subject, { product: context.product }).replace(/[\r\n]+/g, ' ');
}

/**
 * An outreach email from its written text: the seller's words (escaped: they are the seller's
 * text and the buyer's name), a button to the recovery link, and the opt-out link.
 */
export function recoveryEmail(
  body: string,
  subject: string,
  context: { locale: Locale; seller: string; link: string; optOutUrl: string },
): RenderedEmail {
  const words = copy[context.locale];
  const optOut = fill(words.stopLink, { seller: context.seller, url: context.optOutUrl });
  const footer = fill(words.footer, { seller: context.seller });
  const text = `${body}\n\n${words.action}: ${context.link}\n\n${optOut}\n${footer}\n`;
  const optOutHtml = `${escapeHtml(fill(words.stopLink, { seller: context.seller, url: '' }))}<a href="${escapeHtml(context.optOutUrl)}">${escapeHtml(context.optOutUrl)}</a>`;
  const html = renderHtml(
    context.locale,
    subject,
    {
      subject: escapeHtml(subject),
      heading: escapeHtml(context.seller),
      paragraphs: [escapeHtml(body).replace(/\n/g, '<br>'), optOutHtml],
      details: [],
    },
    { href: context.link, label: words.action },
    footer,
  );
  return { template: 'recovery.message', subject, text, html };
}

/** How the text of a message is stored and shown, per channel. */
export function messageBody(
  channel: RecoveryChannel,
  template: string,
  context: MessageContext,
): { subject: string | null; body: string } {
  if (channel === 'email')
    return { subject: emailSubject(context), body: fillTemplate(template, context) };
  return { subject: null, body: phoneText(template, context) };
}
