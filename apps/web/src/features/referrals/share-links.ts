/** The message a referral link is shared with, in the UI language (the link at its end). */
export type ShareText = { subject: string; body: string };

/** WhatsApp's share address: the text (link included) prefilled, the contact chosen there. */
export const whatsappShareUrl = (text: ShareText) =>
  `https://wa.me/?text=${encodeURIComponent(text.body)}`;

/** An email prefilled with the subject and the text (link included), the recipient chosen there. */
export const emailShareUrl = (text: ShareText) =>
  `mailto:?subject=${encodeURIComponent(text.subject)}&body=${encodeURIComponent(text.body)}`;

/** "2026-03" → the month's name and year in the UI language ("Mar 2026", "mar. de 2026"). */
export function monthLabel(month: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(month);
  if (!match) return month;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
