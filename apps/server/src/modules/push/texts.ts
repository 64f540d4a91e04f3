import type { NotificationEvent } from '@repasse/core/contract/notifications';
import type { Locale } from '@repasse/core/i18n/locale';
import { formatBRL } from '@repasse/core/money/cents';

/** What an event says, with the figures it needs; the text is written in the user's language. */
export type PushData =
  | { event: 'sale_approved'; chargeId: string; amountCents: number }
  | { event: 'withdrawal_completed'; withdrawalId: string; amountCents: number }
  | { event: 'withdrawal_failed'; withdrawalId: string; amountCents: number }
  | { event: 'document_reviewed'; approved: boolean }
  | { event: 'award_reached'; tierName: string }
  | { event: 'recovery_balance_low'; balanceCents: number };

export type PushText = { title: string; body: string; url: string | null };

type Words = { [E in NotificationEvent]: (data: Extract<PushData, { event: E }>) => PushText };

const words: Record<Locale, Words> = {
  'pt-BR': {
    sale_approved: (d) => ({
      title: `Venda aprovada! ${formatBRL(d.amountCents, 'pt-BR')}`,
      body: 'Toque para ver o pedido.',
      url: `/order?id=${encodeURIComponent(d.chargeId)}`,
    }),
    withdrawal_completed: (d) => ({
      title: `Saque concluído: ${formatBRL(d.amountCents, 'pt-BR')}`,
      body: 'O dinheiro foi enviado para a sua conta.',
      url: '/financial',
    }),
    withdrawal_failed: (d) => ({
      title: `Saque não concluído: ${formatBRL(d.amountCents, 'pt-BR')}`,
      body: 'O valor voltou para o seu saldo. Confira os dados bancários.',
      url: '/financial',
    }),
    document_reviewed: (d) => ({
      title: d.approved ? 'Documentos aprovados!' : 'Documentos recusados',
      body: d.approved
        ? 'Sua conta está liberada para vender.'
        : 'Veja o motivo e envie novamente.',
      url: '/validation',
    }),
    award_reached: (d) => ({
      title: `Você alcançou ${d.tierName}!`,
      body: 'Parabéns pela marca de vendas.',
      url: '/awards',
    }),
    recovery_balance_low: (d) => ({
      title: 'Saldo de recuperação baixo',
      body: `Restam ${formatBRL(d.balanceCents, 'pt-BR')} para mensagens de recuperação.`,
      url: '/recovery',
    }),
  },
  en: {
    sale_approved: (d) => ({
      title: `Sale approved! ${formatBRL(d.amountCents, 'en')}`,
      body: 'Tap to see the order.',
      url: `/order?id=${encodeURIComponent(d.chargeId)}`,
    }),
    withdrawal_completed: (d) => ({
      title: `Withdrawal completed: ${formatBRL(d.amountCents, 'en')}`,
      body: 'The money was sent to your account.',
      url: '/financial',
    }),
    withdrawal_failed: (d) => ({
      title: `Withdrawal failed: ${formatBRL(d.amountCents, 'en')}`,
      body: 'The amount is back in your balance. Check your bank details.',
      url: '/financial',
    }),
    document_reviewed: (d) => ({
      title: d.approved ? 'Documents approved!' : 'Documents refused',
      body: d.approved ? 'Your account can now sell.' : 'See why and send them again.',
      url: '/validation',
    }),
    award_reached: (d) => ({
      title: `You reached ${d.tierName}!`,
      body: 'Congratulations on the sales milestone.',
      url: '/awards',
    }),
    recovery_balance_low: (d) => ({
      title: 'Recovery balance low',
      body: `${formatBRL(d.balanceCents, 'en')} left for recovery messages.`,
      url: '/recovery',
    }),
  },
};

export function pushText(locale: Locale, data: PushData): PushText {
  const write = words[locale][data.event] as (d: PushData) => PushText;
  return write(data);
}
