import { type Locale, locales } from '@repasse/core/i18n/locale';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { type products, users } from '../../db/schema.ts';
import { escapeHtml, renderHtml, renderText } from '../../providers/email/layout.ts';
import { queueRenderedEmail } from '../notifications/emails.ts';

type Product = typeof products.$inferSelect;
type Words = { subject: string; heading: string; body: string; action: string; footer: string };

const copy: Record<
  Locale,
  (name: string, reason: string) => Record<'deactivated' | 'reactivated', Words>
> = {
  en: (name, reason) => ({
    deactivated: {
      subject: `${name} was taken off sale`,
      heading: 'A product of yours was taken off sale',
      body: `Our team took ${name} off sale: its checkout no longer accepts payments. Reason: ${reason} Reply through support if you think this is a mistake.`,
      action: 'See your products',
      footer: 'This is an automatic message. Please do not reply.',
    },
    reactivated: {
      subject: `${name} is on sale again`,
      heading: 'Your product is back on sale',
      body: `Our team put ${name} back on sale: its checkout accepts payments again.`,
      action: 'See your products',
      footer: 'This is an automatic message. Please do not reply.',
    },
  }),
  'pt-BR': (name, reason) => ({
    deactivated: {
      subject: `${name} foi retirado de venda`,
      heading: 'Um produto seu foi retirado de venda',
      body: `Nossa equipe retirou ${name} de venda: o checkout dele não aceita mais pagamentos. Motivo: ${reason} Fale com o suporte se achar que é um engano.`,
      action: 'Ver meus produtos',
      footer: 'Esta é uma mensagem automática. Por favor, não responda.',
    },
    reactivated: {
      subject: `${name} voltou a ser vendido`,
      heading: 'Seu produto voltou à venda',
      body: `Nossa equipe colocou ${name} de volta à venda: o checkout dele volta a aceitar pagamentos.`,
      action: 'Ver meus produtos',
      footer: 'Esta é uma mensagem automática. Por favor, não responda.',
    },
  }),
};

/** The seller learns that an admin took their product off sale (with the reason), or put it back. */
export async function tellSellerOfBlock(
  app: FastifyInstance,
  tx: DbOrTx,
  product: Product,
  what: 'deactivated' | 'reactivated',
) {
  const [seller] = await tx
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, product.sellerId));
  if (!seller) return;
  const locale: Locale = (locales as readonly string[]).includes(seller.locale)
    ? (seller.locale as Locale)
    : 'pt-BR';
  const words = copy[locale](product.name, product.blockedReason ?? '')[what];
  const parts = {
    subject: words.subject,
    heading: words.heading,
    paragraphs: [words.body],
    details: [],
  };
  const action = { href: `${app.config.publicUrl}/integrations?tab=products`, label: words.action };
  await queueRenderedEmail(app, tx, seller.email, {
    template: 'products.blocked',
    subject: words.subject,
    text: renderText(parts, action, words.footer),
    html: renderHtml(
      locale,
      words.subject,
      { ...parts, heading: escapeHtml(words.heading), paragraphs: [escapeHtml(words.body)] },
      action,
      words.footer,
    ),
  });
}
