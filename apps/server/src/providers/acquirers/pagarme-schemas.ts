import { z } from 'zod';

/** Pagar.me sends codes as text, but an integer here and there must not break parsing. */
const code = z
  .union([z.string(), z.number()])
  .transform((value) => String(value))
  .nullish();

/** The fields of `last_transaction` we read, across credit card, Pix and boleto. */
export const pagarmeTransactionSchema = z.object({
  id: z.string().nullish(),
  status: z.string().nullish(),
  acquirer_return_code: code,
  acquirer_message: z.string().nullish(),
  antifraud_response: z.object({ status: z.string().nullish() }).nullish(),
  card: z.object({ brand: z.string().nullish(), last_four_digits: z.string().nullish() }).nullish(),
  qr_code: z.string().nullish(),
  expires_at: z.string().nullish(),
  line: z.string().nullish(),
  barcode: z.string().nullish(),
  due_at: z.string().nullish(),
  pdf: z.string().nullish(),
  url: z.string().nullish(),
});
export type PagarmeTransaction = z.infer<typeof pagarmeTransactionSchema>;

const metadata = z.record(z.string(), z.unknown()).nullish();

export const pagarmeChargeSchema = z.object({
  id: z.string().min(1),
  code: z.string().nullish(),
  status: z.string(),
  payment_method: z.string().nullish(),
  amount: z.number().int().nullish(),
  paid_amount: z.number().int().nullish(),
  canceled_amount: z.number().int().nullish(),
  metadata,
  order: z.object({ id: z.string().nullish(), code: z.string().nullish(), metadata }).nullish(),
  last_transaction: pagarmeTransactionSchema.nullish(),
});
export type PagarmeCharge = z.infer<typeof pagarmeChargeSchema>;

export const pagarmeOrderSchema = z.object({
  id: z.string().min(1),
  code: z.string().nullish(),
  status: z.string(),
  amount: z.number().int().nullish(),
  metadata,
  charges: z.array(pagarmeChargeSchema).nullish(),
});
export type PagarmeOrder = z.infer<typeof pagarmeOrderSchema>;

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** Our reference on an order: the metadata we sent, else the order code (which is it too). */
export const orderReference = (order: PagarmeOrder): string | null =>
  text(order.metadata?.reference) ?? text(order.code);

/** Our reference on a charge: its metadata, else the metadata or code of its order. */
export const chargeReference = (charge: PagarmeCharge): string | null =>
  text(charge.metadata?.reference) ??
  text(charge.order?.metadata?.reference) ??
  text(charge.order?.code);
