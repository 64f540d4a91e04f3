import type { Locale } from '@repasse/core/i18n/locale';

/** One email's words: HTML parts arrive escaped, text parts as they are. */
export type EmailParts = {
  subject: string;
  heading: string;
  paragraphs: string[];
  details: [label: string, value: string][];
};

export type EmailAction = { href: string; label: string } | null;

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => htmlEscapes[c] ?? c);

/** Only a web address becomes a link: anything else (javascript:, data:) is dropped. */
export function webLink(base: string, path: string): string | null {
  const trimmed = base.trim().replace(/\/+$/, '');
  return /^https?:\/\/[^\s]+$/i.test(trimmed) ? `${trimmed}${path}` : null;
}

export function renderText(parts: EmailParts, action: EmailAction, footer: string): string {
  const lines = [
    parts.heading,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...parts.details.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(action ? [`${action.label}: ${action.href}`, ''] : []),
    footer,
  ];
  return `${lines.join('\n')}\n`;
}

/** The one HTML shell of every email; `parts` must already be escaped. */
export function renderHtml(
  locale: Locale,
  subject: string,
  parts: EmailParts,
  action: EmailAction,
  footer: string,
): string {
  const rows = parts.details.map(
    ([label, value]) =>
      `<tr><th scope="row" style="text-align:left;font-weight:normal;color:#52606d;padding:4px 16px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${value}</td></tr>`,
  );
  return [
    '<!doctype html>',
    `<html lang="${locale}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<h1 style="font-size:20px;margin:0 0 16px">${parts.heading}</h1>`,
    ...parts.paragraphs.map((p) => `<p>${p}</p>`),
    `<table role="presentation" style="border-collapse:collapse;margin:16px 0">${rows.join('')}</table>`,
    ...(action
      ? [
          `<p><a href="${escapeHtml(action.href)}" style="display:inline-block;background:#1f6feb;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
        ]
      : []),
    `<p style="font-size:12px;color:#7b8794">${escapeHtml(footer)}</p>`,
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
