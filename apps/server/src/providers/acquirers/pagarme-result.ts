import { summarizeCard } from './card-summary.ts';
import type { PagarmeCharge, PagarmeOrder, PagarmeTransaction } from './pagarme-schemas.ts';
import {
  AcquirerTechnicalError,
  type CardData,
  type ChargeRequest,
  type ChargeResult,
} from './types.ts';

type DeclineReason = Extract<ChargeResult, { status: 'declined' }>['reason'];

/*
 * Issuer return codes. Since 28 August 2026 Pagar.me's API v5 returns the ABECS codes of the card
 * brand in `acquirer_return_code` ("Códigos de retorno padrão ABECS"); before, its own codes
 * (1016 = not sufficient funds, 1002 = suspected fraud). Both are read so either works.
 * ABECS: 51 insufficient balance/limit (Elo, Visa, Mastercard), 116/121 the same for Amex,
 * 59 suspected fraud.
 */
const insufficientFundsCodes = new Set(['51', '116', '121', '1016']);
const fraudCodes = new Set(['59', '1002']);

const normalizeCode = (code: string) => code.trim().replace(/^0+(?=\d)/, '');

function declineReason(transaction: PagarmeTransaction | null | undefined): DeclineReason {
  if (transaction?.antifraud_response?.status === 'reproved') return 'fraud';
  const code = transaction?.acquirer_return_code
    ? normalizeCode(transaction.acquirer_return_code)
    : '';
  if (insufficientFundsCodes.has(code)) return 'insufficient_funds';
  if (fraudCodes.has(code)) return 'fraud';
  const message = transaction?.acquirer_message?.toLowerCase() ?? '';
  if (/insuficiente|insufficient/.test(message)) return 'insufficient_funds';
  if (/fraud/.test(message)) return 'fraud';
  return 'generic';
}

function cardSummary(transaction: PagarmeTransaction | null | undefined, card?: CardData) {
  const ours = summarizeCard(card);
  const lastFour = transaction?.card?.last_four_digits;
  if (!lastFour) return ours;
  return { brand: transaction.card?.brand?.toLowerCase() ?? ours?.brand ?? 'unknown', lastFour };
}

const dateOf = (value: string | null | undefined) => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

function cardResult(charge: PagarmeCharge, request: ChargeRequest): ChargeResult {
  const transaction = charge.last_transaction;
  const card = cardSummary(transaction, request.card);
  const withCard = card ? { card } : {};
  if (charge.status === 'paid' || transaction?.status === 'captured')
    return { status: 'paid', acquirerReference: charge.id, ...withCard };
  // The issuer never saw it, or never answered: another acquirer may try.
  if (transaction?.status === 'with_error')
    throw new AcquirerTechnicalError(
      `Pagar.me charge ${charge.id} failed with error: ${transaction.acquirer_message ?? ''}`,
    );
  if (charge.status === 'failed' || charge.status === 'canceled')
    return {
      status: 'declined',
      acquirerReference: charge.id,
      reason: declineReason(transaction),
      ...withCard,
    };
  // pending/processing (e.g. under manual antifraud review): the webhook will tell.
  return { status: 'pending', acquirerReference: charge.id };
}

function pixResult(charge: PagarmeCharge): ChargeResult {
  const transaction = charge.last_transaction;
  const expiresAt = dateOf(transaction?.expires_at);
  if (charge.status !== 'pending' || !transaction?.qr_code || !expiresAt)
    throw new AcquirerTechnicalError(`Pagar.me Pix charge ${charge.id} is ${charge.status}`);
  return {
    status: 'pending',
    acquirerReference: charge.id,
    pix: { brCode: transaction.qr_code, expiresAt },
  };
}

function boletoResult(charge: PagarmeCharge): ChargeResult {
  const transaction = charge.last_transaction;
  const dueDate = transaction?.due_at?.slice(0, 10);
  if (charge.status !== 'pending' || !transaction?.line || !transaction.barcode || !dueDate)
    throw new AcquirerTechnicalError(`Pagar.me boleto charge ${charge.id} is ${charge.status}`);
  const url = transaction.pdf ?? transaction.url;
  return {
    status: 'pending',
    acquirerReference: charge.id,
    boleto: {
      barcode: transaction.barcode.replace(/\D/g, ''),
      linhaDigitavel: transaction.line.replace(/\D/g, ''),
      dueDate,
      ...(url ? { url } : {}),
    },
  };
}

/**
 * What an order created with one payment means for us. A Pix or boleto charge that failed was
 * refused by Pagar.me itself (the buyer has done nothing yet), so another acquirer may try.
 */
export function chargeResultOf(order: PagarmeOrder, request: ChargeRequest): ChargeResult {
  const charge = order.charges?.[0];
  if (!charge) throw new AcquirerTechnicalError(`Pagar.me order ${order.id} has no charge`);
  switch (request.method) {
    case 'card':
      return cardResult(charge, request);
    case 'pix':
      return pixResult(charge);
    case 'boleto':
      return boletoResult(charge);
  }
}
