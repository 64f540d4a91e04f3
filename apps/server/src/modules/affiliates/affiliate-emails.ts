import type { CommissionTerms } from '@repasse/core/fees/affiliate';
import { type Locale, locales } from '@repasse/core/i18n/locale';
import { formatBRL } from '@repasse/core/money/cents';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { affiliations, type products, users } from '../../db/schema.ts';
import { ofSellerRow } from '../../db/seller-row.ts';
import { escapeHtml, renderHtml, renderText } from '../../providers/email/layout.ts';
import type { EmailTemplate, RenderedEmail } from '../../providers/email/templates.ts';
import { queueRenderedEmail } from '../notifications/emails.ts';

type Product = Pick<typeof products.$inferSelect, 'id' | 'name' | 'sellerId'>;
type Words = { subject: string; heading: string; body: string; action: string };

const footer: Record<Locale, string> = {
  en: 'This is an automatic message. Please do not reply.',
  'pt-BR': 'Esta é uma mensagem automática. Por favor, não responda.',
};

const termsText = (terms: CommissionTerms, locale: Locale) =>
  terms.fixed > 0
    ? `${terms.percentage}% + ${formatBRL(terms.fixed, locale)}`
    : `${terms.percentage}%`;

const dateText = (at: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  }).format(at);

function rendered(
  template: EmailTemplate,
  locale: Locale,
  words: Words,
  href: string,
): RenderedEmail {
  const parts = {
    subject: words.subject,
    heading: words.heading,
    paragraphs: [words.body],
    details: [],
  };
  const action = { href, label: words.action };
  return {
    template,
    subject: words.subject,
    text: renderText(parts, action, footer[locale]),
    html: renderHtml(
      locale,
      words.subject,
      { ...parts, heading: escapeHtml(words.heading), paragraphs: [escapeHtml(words.body)] },
      action,
      footer[locale],
    ),
  };
}

async function contactOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ email: users.email, locale: users.locale, tradeName: users.tradeName })
    .from(users)
    .where(eq(users.id, userId));
  return row
    ? {
        ...row,
        locale: (locales as readonly string[]).includes(row.locale)
          ? (row.locale as Locale)
          : 'pt-BR',
      }
    : undefined;
}

/** The producer learns that someone asked to promote their product. */
export async function tellProducerOfRequest(
  app: FastifyInstance,
  tx: DbOrTx,
  product: Product,
  affiliateId: string,
) {
  const producer = await contactOf(tx, product.sellerId);
  const affiliate = await contactOf(tx, affiliateId);
  if (!producer || !affiliate) return;
  const words: Record<Locale, Words> = {
    en: {
      subject: `New affiliate request for ${product.name}`,
      heading: 'Someone wants to promote your product',
      body: `${affiliate.tradeName} asked to become an affiliate of ${product.name}. Approve or refuse the request in Affiliates.`,
      action: 'Review the request',
    },
    'pt-BR': {
      subject: `Novo pedido de afiliação para ${product.name}`,
      heading: 'Alguém quer divulgar seu produto',
      body: `${affiliate.tradeName} pediu para ser afiliado de ${product.name}. Aprove ou recuse o pedido em Afiliados.`,
      action: 'Ver o pedido',
    },
  };
  const href = `${app.config.publicUrl}/affiliates?tab=producer`;
  await queueRenderedEmail(
    app,
    tx,
    producer.email,
    rendered('affiliates.request', producer.locale, words[producer.locale], href),
  );
}

/** The affiliate learns the producer's decision on their affiliation. */
export async function tellAffiliateOfDecision(
  app: FastifyInstance,
  tx: DbOrTx,
  product: Product,
  affiliateId: string,
  decision: { status: 'approved' | 'refused' | 'blocked'; reason: string | null },
) {
  const affiliate = await contactOf(tx, affiliateId);
  if (!affiliate) return;
  const reason = decision.reason ?? '';
  const words: Record<Locale, Record<typeof decision.status, Words>> = {
    en: {
      approved: {
        subject: `You are an affiliate of ${product.name}`,
        heading: 'Your affiliation was approved',
        body: `Your link for ${product.name} is ready in Affiliates: every sale through it pays your commission.`,
        action: 'Get your link',
      },
      refused: {
        subject: `Your affiliation to ${product.name} was refused`,
        heading: 'Your affiliation was refused',
        body: `The seller of ${product.name} refused your request. Reason: ${reason}`,
        action: 'See other products',
      },
      blocked: {
        subject: `Your affiliation to ${product.name} was blocked`,
        heading: 'Your affiliation was blocked',
        body: `The seller of ${product.name} blocked your link: new sales through it no longer pay a commission. Reason: ${reason}`,
        action: 'Open Affiliates',
      },
    },
    'pt-BR': {
      approved: {
        subject: `Você é afiliado de ${product.name}`,
        heading: 'Sua afiliação foi aprovada',
        body: `Seu link de ${product.name} está pronto em Afiliados: cada venda por ele paga sua comissão.`,
        action: 'Pegar meu link',
      },
      refused: {
        subject: `Sua afiliação a ${product.name} foi recusada`,
        heading: 'Sua afiliação foi recusada',
        body: `O vendedor de ${product.name} recusou seu pedido. Motivo: ${reason}`,
        action: 'Ver outros produtos',
      },
      blocked: {
        subject: `Sua afiliação a ${product.name} foi bloqueada`,
        heading: 'Sua afiliação foi bloqueada',
        body: `O vendedor de ${product.name} bloqueou seu link: novas vendas por ele não pagam mais comissão. Motivo: ${reason}`,
        action: 'Abrir Afiliados',
      },
    },
  };
  const href = `${app.config.publicUrl}/affiliates?tab=links`;
  await queueRenderedEmail(
    app,
    tx,
    affiliate.email,
    rendered(
      'affiliates.decision',
      affiliate.locale,
      words[affiliate.locale][decision.status],
      href,
    ),
  );
}

/** Every approved affiliate of the product learns of a change of commission before it applies. */
export async function tellAffiliates(
  app: FastifyInstance,
  tx: DbOrTx,
  product: Product,
  change: { terms: CommissionTerms; effectiveFrom: Date },
) {
  const rows = await tx
    .select({ affiliateId: affiliations.affiliateId })
    .from(affiliations)
    .where(
      and(
        ofSellerRow(affiliations.productId, affiliations.sellerId, product),
        eq(affiliations.status, 'approved'),
      ),
    );
  const href = `${app.config.publicUrl}/affiliates?tab=links`;
  for (const { affiliateId } of rows) {
    const affiliate = await contactOf(tx, affiliateId);
    if (!affiliate) continue;
    const { locale } = affiliate;
    const terms = termsText(change.terms, locale);
    const when = dateText(change.effectiveFrom, locale);
    const words: Record<Locale, Words> = {
      en: {
        subject: `The commission of ${product.name} changes on ${when}`,
        heading: 'A commission is changing',
        body: `From ${when}, new clicks on your link for ${product.name} earn ${terms}. Clicks made before then keep the commission they were made with.`,
        action: 'See your links',
      },
      'pt-BR': {
        subject: `A comissão de ${product.name} muda em ${when}`,
        heading: 'Uma comissão vai mudar',
        body: `A partir de ${when}, novos cliques no seu link de ${product.name} rendem ${terms}. Cliques feitos antes disso mantêm a comissão com que foram feitos.`,
        action: 'Ver meus links',
      },
    };
    await queueRenderedEmail(
      app,
      tx,
      affiliate.email,
      rendered('affiliates.terms', locale, words[locale], href),
    );
  }
}
