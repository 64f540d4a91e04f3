import type { Locale } from '@repasse/core/i18n/locale';
import { formatBRL } from '@repasse/core/money/cents';
import { type EmailParts, escapeHtml, renderHtml, renderText, webLink } from './layout.ts';
import { type Copy, copies, type Values } from './template-copy.ts';

export { escapeHtml };

export const withdrawalTemplates = [
  'withdrawal.completed',
  'withdrawal.failed',
  'withdrawal.rejected',
] as const;
export type WithdrawalTemplate = (typeof withdrawalTemplates)[number];

export const emailTemplates = [
  ...withdrawalTemplates,
  'security.card_testing',
  'recovery.message',
  'recovery.paused',
  'affiliates.request',
  'affiliates.decision',
  'affiliates.terms',
  'awards.reached',
  'awards.claim_requested',
  'awards.claim_approved',
  'awards.claim_shipped',
  'awards.claim_delivered',
  'awards.claim_refused',
  'products.blocked',
] as const;
export type EmailTemplate = (typeof emailTemplates)[number];

/** Amounts in centavos. */
export type EmailTemplateData = {
  sellerName: string;
  amount: number;
  payout: number;
  fee: number;
  pixKey: string;
  reason?: string | undefined;
  withdrawalId: string;
  appUrl: string;
};

export type RenderedEmail = {
  template: EmailTemplate;
  subject: string;
  text: string;
  html: string;
};

function withdrawalLink(data: EmailTemplateData): string | null {
  return webLink(data.appUrl, `/withdrawals/${encodeURIComponent(data.withdrawalId)}`);
}

function values(data: EmailTemplateData, locale: Locale, copy: Copy): Values {
  const reason = data.reason?.trim().replace(/\.+$/, '');
  return {
    name: data.sellerName.trim(),
    amount: formatBRL(data.amount, locale),
    payout: formatBRL(data.payout, locale),
    fee: formatBRL(data.fee, locale),
    pixKey: data.pixKey,
    withdrawalId: data.withdrawalId,
    reason:
      reason && Object.hasOwn(copy.reasons, reason) ? copy.reasons[reason] : reason || undefined,
  };
}

const mapValues = (v: Values, f: (s: string) => string): Values => ({
  name: f(v.name),
  amount: f(v.amount),
  payout: f(v.payout),
  fee: f(v.fee),
  pixKey: f(v.pixKey),
  withdrawalId: f(v.withdrawalId),
  reason: v.reason === undefined ? undefined : f(v.reason),
});

function partsOf(copy: Copy, template: WithdrawalTemplate, v: Values): EmailParts {
  const body = copy.templates[template];
  return {
    subject: body.subject(v),
    heading: body.heading(v),
    paragraphs: body.paragraphs(v),
    details: body.details(v),
  };
}

/** Subject, plain text and HTML of one email; every value is escaped in the HTML. */
export function renderEmail(
  template: WithdrawalTemplate,
  locale: Locale,
  data: EmailTemplateData,
): RenderedEmail {
  const copy = copies[locale];
  const raw = values(data, locale, copy);
  const escaped = mapValues(raw, escapeHtml);
  const link = withdrawalLink(data);
  const action = link ? { href: link, label: copy.action } : null;
  const subject = copy.templates[template].subject(raw).replace(/[\r\n]+/g, ' ');
  return {
    template,
    subject,
    text: renderText(partsOf(copy, template, raw), action, copy.footer),
    html: renderHtml(locale, subject, partsOf(copy, template, escaped), action, copy.footer),
  };
}
