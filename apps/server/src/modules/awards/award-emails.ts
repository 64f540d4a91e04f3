import type { AwardClaimStatus, AwardKind } from '@repasse/core/contract/awards';
import { type Locale, locales } from '@repasse/core/i18n/locale';
import { formatBRL } from '@repasse/core/money/cents';
import { escapeHtml, renderHtml, renderText } from '../../providers/email/layout.ts';
import type { EmailTemplate, RenderedEmail } from '../../providers/email/templates.ts';

type Words = {
  subject: string;
  heading: string;
  paragraphs: string[];
  details: [string, string][];
  action: string;
};

const footer: Record<Locale, string> = {
  en: 'This is an automatic message. Please do not reply.',
  'pt-BR': 'Esta é uma mensagem automática. Por favor, não responda.',
};

/** The user's language for emails; anything unknown reads Portuguese, the platform's own. */
export const emailLocaleOf = (value: string): Locale =>
  (locales as readonly string[]).includes(value) ? (value as Locale) : 'pt-BR';

function rendered(
  template: EmailTemplate,
  locale: Locale,
  words: Words,
  href: string,
): RenderedEmail {
  const subject = words.subject.replace(/[\r\n]+/g, ' ');
  const action = { href, label: words.action };
  const parts = {
    subject,
    heading: words.heading,
    paragraphs: words.paragraphs,
    details: words.details,
  };
  const escaped = {
    subject,
    heading: escapeHtml(words.heading),
    paragraphs: words.paragraphs.map(escapeHtml),
    details: words.details.map(([label, value]) => [label, escapeHtml(value)] as [string, string]),
  };
  return {
    template,
    subject,
    text: renderText(parts, action, footer[locale]),
    html: renderHtml(locale, subject, escaped, action, footer[locale]),
  };
}

type ReachedTier = { name: string; threshold: number; kind: AwardKind };

/** A seller reached one or more tiers: the highest leads, every one is listed. */
export function reachedEmail(locale: Locale, tiers: ReachedTier[], href: string): RenderedEmail {
  const sorted = [...tiers].sort((a, b) => a.threshold - b.threshold);
  const top = sorted[sorted.length - 1] as ReachedTier;
  const physical = sorted.some((tier) => tier.kind === 'physical');
  const amount = formatBRL(top.threshold, locale);
  const names = sorted.map((tier) => `${tier.name} (${formatBRL(tier.threshold, locale)})`);
  const words: Record<Locale, Words> = {
    en: {
      subject: `You reached the ${top.name} award`,
      heading: 'Congratulations on your milestone!',
      paragraphs: [
        `Your sales passed ${amount}, net of refunds and chargebacks. You reached: ${names.join(', ')}.`,
        physical
          ? 'A physical award is waiting for you: open Awards and tell us where to ship it.'
          : 'Your badge is already in Awards.',
      ],
      details: [],
      action: physical ? 'Claim your award' : 'See your awards',
    },
    'pt-BR': {
      subject: `Você conquistou o prêmio ${top.name}`,
      heading: 'Parabéns pela conquista!',
      paragraphs: [
        `Suas vendas passaram de ${amount}, descontados reembolsos e chargebacks. Você conquistou: ${names.join(', ')}.`,
        physical
          ? 'Um prêmio físico espera por você: abra Premiações e diga para onde enviá-lo.'
          : 'Seu selo já está em Premiações.',
      ],
      details: [],
      action: physical ? 'Resgatar meu prêmio' : 'Ver minhas premiações',
    },
  };
  return rendered('awards.reached', locale, words[locale], href);
}

export type ClaimNews = {
  status: AwardClaimStatus;
  tierName: string;
  carrier: string | null;
  trackingCode: string | null;
  reason: string | null;
};

const claimTemplates = {
  requested: 'awards.claim_requested',
  approved: 'awards.claim_approved',
  shipped: 'awards.claim_shipped',
  delivered: 'awards.claim_delivered',
  refused: 'awards.claim_refused',
} as const satisfies Record<AwardClaimStatus, EmailTemplate>;

function claimWords(locale: Locale, news: ClaimNews): Words {
  const { tierName: award } = news;
  const tracking: [string, string][] =
    news.status === 'shipped'
      ? locale === 'en'
        ? [
            ['Carrier', news.carrier ?? ''],
            ['Tracking code', news.trackingCode ?? ''],
          ]
        : [
            ['Transportadora', news.carrier ?? ''],
            ['Código de rastreio', news.trackingCode ?? ''],
          ]
      : [];
  const reason = news.reason ?? '';
  const en: Record<AwardClaimStatus, Omit<Words, 'details' | 'action'>> = {
    requested: {
      subject: `We received your claim of the ${award} award`,
      heading: 'Your claim is in',
      paragraphs: [
        `Our team will check the recipient's identity and age before approving the shipment of ${award}. We will email you at every step.`,
      ],
    },
    approved: {
      subject: `Your ${award} award was approved`,
      heading: 'Your award is being prepared',
      paragraphs: [`We approved your claim of ${award}. We will email you when it ships.`],
    },
    shipped: {
      subject: `Your ${award} award is on its way`,
      heading: 'Your award has shipped',
      paragraphs: [`${award} is on its way. Follow it with the tracking code below.`],
    },
    delivered: {
      subject: `Your ${award} award was delivered`,
      heading: 'Your award arrived',
      paragraphs: [`${award} was delivered. Congratulations once more on your results!`],
    },
    refused: {
      subject: `Your claim of the ${award} award was refused`,
      heading: 'We could not approve your claim',
      paragraphs: [`Reason: ${reason}`, 'The claim and its timeline are in Awards.'],
    },
  };
  const pt: typeof en = {
    requested: {
      subject: `Recebemos seu pedido do prêmio ${award}`,
      heading: 'Seu pedido foi recebido',
      paragraphs: [
        `Nossa equipe vai conferir a identidade e a idade do destinatário antes de aprovar o envio de ${award}. Avisaremos você por email a cada etapa.`,
      ],
    },
    approved: {
      subject: `Seu prêmio ${award} foi aprovado`,
      heading: 'Seu prêmio está sendo preparado',
      paragraphs: [`Aprovamos seu pedido de ${award}. Avisaremos quando for enviado.`],
    },
    shipped: {
      subject: `Seu prêmio ${award} está a caminho`,
      heading: 'Seu prêmio foi enviado',
      paragraphs: [`${award} está a caminho. Acompanhe com o código de rastreio abaixo.`],
    },
    delivered: {
      subject: `Seu prêmio ${award} foi entregue`,
      heading: 'Seu prêmio chegou',
      paragraphs: [`${award} foi entregue. Parabéns mais uma vez pelos resultados!`],
    },
    refused: {
      subject: `Seu pedido do prêmio ${award} foi recusado`,
      heading: 'Não pudemos aprovar seu pedido',
      paragraphs: [`Motivo: ${reason}`, 'O pedido e seu histórico estão em Premiações.'],
    },
  };
  const words = (locale === 'en' ? en : pt)[news.status];
  return {
    ...words,
    details: tracking,
    action: locale === 'en' ? 'See your awards' : 'Ver minhas premiações',
  };
}

/** The seller learns where their claim stands, at every step. */
export function claimEmail(locale: Locale, news: ClaimNews, href: string): RenderedEmail {
  return rendered(claimTemplates[news.status], locale, claimWords(locale, news), href);
}
