import type { Locale } from '@repasse/core/i18n/locale';
import { formatBRL } from '@repasse/core/money/cents';
import { type Copy, copies, type Values } from './template-copy.ts';

export const emailTemplates = [
  'withdrawal.completed',
  'withdrawal.failed',
  'withdrawal.rejected',
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

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => htmlEscapes[c] ?? c);

function withdrawalLink(data: EmailTemplateData): string | null {
  const base = data.appUrl.trim().replace(/\/+$/, '');
  // Only a web address becomes a link: anything else (javascript:, data:) is dropped.
  if (!/^https?:\/\/[^\s]+$/i.test(base)) return null;
  return `${base}/withdrawals/${encodeURIComponent(data.withdrawalId)}`;
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

function renderText(copy: Copy, template: EmailTemplate, v: Values, link: string | null) {
  const body = copy.templates[template];
  const lines = [
    body.heading(v),
    '',
    ...body.paragraphs(v).flatMap((p) => [p, '']),
    ...body.details(v).map(([label, value]) => `${label}: ${value}`),
    '',
    ...(link ? [`${copy.action}: ${link}`, ''] : []),
    copy.footer,
  ];
  return `${lines.join('\n')}\n`;
}

function renderHtml(
  copy: Copy,
  template: EmailTemplate,
  locale: Locale,
  subject: string,
  v: Values,
  link: string | null,
) {
  const body = copy.templates[template];
  const rows = body
    .details(v)
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;font-weight:normal;color:#52606d;padding:4px 16px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${value}</td></tr>`,
    );
  return [
    '<!doctype html>',
    `<html lang="${locale}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<h1 style="font-size:20px;margin:0 0 16px">${body.heading(v)}</h1>`,
    ...body.paragraphs(v).map((p) => `<p>${p}</p>`),
    `<table role="presentation" style="border-collapse:collapse;margin:16px 0">${rows.join('')}</table>`,
    ...(link
      ? [
          `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1f6feb;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(copy.action)}</a></p>`,
        ]
      : []),
    `<p style="font-size:12px;color:#7b8794">${escapeHtml(copy.footer)}</p>`,
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** Subject, plain text and HTML of one email; every value is escaped in the HTML. */
export function renderEmail(
  template: EmailTemplate,
  locale: Locale,
  data: EmailTemplateData,
): RenderedEmail {
  const copy = copies[locale];
  const raw = values(data, locale, copy);
  const escaped = mapValues(raw, escapeHtml);
  const link = withdrawalLink(data);
  const subject = copy.templates[template].subject(raw).replace(/[\r\n]+/g, ' ');
  return {
    template,
    subject,
    text: renderText(copy, template, raw, link),
    html: renderHtml(copy, template, locale, subject, escaped, link),
  };
}
