import type { Locale } from '@repasse/core/i18n/locale';
import type { WithdrawalTemplate } from './templates.ts';

/** The data of an email, already formatted (and escaped, when rendering HTML). */
export type Values = {
  name: string;
  amount: string;
  payout: string;
  fee: string;
  pixKey: string;
  withdrawalId: string;
  reason: string | undefined;
};

type Body = {
  subject(v: Values): string;
  heading(v: Values): string;
  paragraphs(v: Values): string[];
  details(v: Values): [label: string, value: string][];
};

export type Copy = {
  action: string;
  footer: string;
  /** Friendly texts for the failure codes providers send; any other reason is shown as written. */
  reasons: Record<string, string>;
  templates: Record<WithdrawalTemplate, Body>;
};

const en: Copy = {
  action: 'View withdrawal',
  footer: 'This is an automatic message. Please do not reply.',
  reasons: {
    pix_key_not_found: 'the Pix key was not found',
    invalid_key: 'the Pix key is invalid',
    cancelled: 'the transfer was cancelled',
    failed: 'the bank could not complete the transfer',
  },
  templates: {
    'withdrawal.completed': {
      subject: (v) => `Withdrawal completed: ${v.payout} sent to your Pix key`,
      heading: () => 'Your withdrawal is complete',
      paragraphs: (v) => [
        `Hi ${v.name},`,
        `Your withdrawal of ${v.amount} is complete: we sent ${v.payout} to the Pix key ${v.pixKey}.`,
      ],
      details: (v) => [
        ['Amount requested', v.amount],
        ['Withdrawal fee', v.fee],
        ['Amount sent', v.payout],
        ['Pix key', v.pixKey],
        ['Withdrawal ID', v.withdrawalId],
      ],
    },
    'withdrawal.failed': {
      subject: (v) => `Your withdrawal of ${v.amount} could not be completed`,
      heading: () => 'Your withdrawal could not be completed',
      paragraphs: (v) => [
        `Hi ${v.name},`,
        `We could not complete your withdrawal of ${v.amount} to the Pix key ${v.pixKey}.`,
        ...(v.reason ? [`Reason: ${v.reason}.`] : []),
        `The full ${v.amount} is back in your available balance. Please check your Pix key and request a new withdrawal.`,
      ],
      details: (v) => [
        ['Amount requested', v.amount],
        ['Pix key', v.pixKey],
        ['Withdrawal ID', v.withdrawalId],
      ],
    },
    'withdrawal.rejected': {
      subject: (v) => `Your withdrawal request of ${v.amount} was rejected`,
      heading: () => 'Your withdrawal request was rejected',
      paragraphs: (v) => [
        `Hi ${v.name},`,
        `Your withdrawal request of ${v.amount} to the Pix key ${v.pixKey} was rejected.`,
        ...(v.reason ? [`Reason: ${v.reason}.`] : []),
        `The full ${v.amount} is back in your available balance.`,
      ],
      details: (v) => [
        ['Amount requested', v.amount],
        ['Pix key', v.pixKey],
        ['Withdrawal ID', v.withdrawalId],
      ],
    },
  },
};

const ptBR: Copy = {
  action: 'Ver saque',
  footer: 'Esta é uma mensagem automática. Por favor, não responda.',
  reasons: {
    pix_key_not_found: 'a chave Pix não foi encontrada',
    invalid_key: 'a chave Pix é inválida',
    cancelled: 'a transferência foi cancelada',
    failed: 'o banco não conseguiu concluir a transferência',
  },
  templates: {
    'withdrawal.completed': {
      subject: (v) => `Saque concluído: ${v.payout} enviado para sua chave Pix`,
      heading: () => 'Seu saque foi concluído',
      paragraphs: (v) => [
        `Olá, ${v.name},`,
        `Seu saque de ${v.amount} foi concluído: enviamos ${v.payout} para a chave Pix ${v.pixKey}.`,
      ],
      details: (v) => [
        ['Valor solicitado', v.amount],
        ['Tarifa de saque', v.fee],
        ['Valor enviado', v.payout],
        ['Chave Pix', v.pixKey],
        ['ID do saque', v.withdrawalId],
      ],
    },
    'withdrawal.failed': {
      subject: (v) => `Não foi possível concluir seu saque de ${v.amount}`,
      heading: () => 'Não foi possível concluir seu saque',
      paragraphs: (v) => [
        `Olá, ${v.name},`,
        `Não conseguimos concluir seu saque de ${v.amount} para a chave Pix ${v.pixKey}.`,
        ...(v.reason ? [`Motivo: ${v.reason}.`] : []),
        `O valor integral de ${v.amount} voltou para o seu saldo disponível. Confira sua chave Pix e faça um novo pedido de saque.`,
      ],
      details: (v) => [
        ['Valor solicitado', v.amount],
        ['Chave Pix', v.pixKey],
        ['ID do saque', v.withdrawalId],
      ],
    },
    'withdrawal.rejected': {
      subject: (v) => `Seu pedido de saque de ${v.amount} foi recusado`,
      heading: () => 'Seu pedido de saque foi recusado',
      paragraphs: (v) => [
        `Olá, ${v.name},`,
        `Seu pedido de saque de ${v.amount} para a chave Pix ${v.pixKey} foi recusado.`,
        ...(v.reason ? [`Motivo: ${v.reason}.`] : []),
        `O valor integral de ${v.amount} voltou para o seu saldo disponível.`,
      ],
      details: (v) => [
        ['Valor solicitado', v.amount],
        ['Chave Pix', v.pixKey],
        ['ID do saque', v.withdrawalId],
      ],
    },
  },
};

export const copies: Record<Locale, Copy> = { en, 'pt-BR': ptBR };
