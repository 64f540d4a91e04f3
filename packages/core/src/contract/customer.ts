import { z } from 'zod';
import { isValidCnpj } from '../documents/cnpj.ts';
import { isValidCpf } from '../documents/cpf.ts';
import { isValidEmail } from '../documents/email.ts';
import { normalizeDocument } from '../documents/normalize.ts';
import { optionalText, requiredText } from './common.ts';

/*
 * The buyer as a charge names them, in a module of its own: the hosted checkout's form validates
 * with it, and importing it from charges.ts built every schema there on the buyer's phone
 * (docs/performance.md, finding 17).
 */

/** A Brazilian buyer: CPF or CNPJ, either accepted. */
export const buyerDocumentSchema = requiredText(20)
  .transform(normalizeDocument)
  .refine(
    (value) =>
      value.length === 11 ? isValidCpf(value) : value.length === 14 && isValidCnpj(value),
    'validation.buyerDocument',
  );

export const customerInputSchema = z.object({
  name: requiredText(160),
  email: requiredText(254)
    .refine(isValidEmail, 'validation.email')
    .transform((value) => value.toLowerCase()),
  document: buyerDocumentSchema,
  phone: optionalText(20),
});
