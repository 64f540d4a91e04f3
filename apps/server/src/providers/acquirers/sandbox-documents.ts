import { createHash } from 'node:crypto';
import { buildBoleto } from '@repasse/core/boleto/build-boleto';
import { dynamicBrCode } from '@repasse/core/pix/br-code';
import { AcquirerTechnicalError } from './types.ts';

export type SandboxMerchant = { merchantName: string; merchantCity: string };

export const defaultSandboxMerchant: SandboxMerchant = {
  merchantName: 'REPASSE PAGAMENTOS',
  merchantCity: 'SAO PAULO',
};

/**
 * Where a payer app would fetch the charge: our own `/pix/qr/<ref>`, written without scheme as
 * field 26-25 wants it. A location needs a dotted host name, so localhost is written as 127.0.0.1.
 */
export function sandboxPixLocation(publicUrl: string, acquirerReference: string): string {
  const url = new URL(publicUrl);
  const host =
    url.hostname === 'localhost' ? `127.0.0.1${url.port ? `:${url.port}` : ''}` : url.host;
  return `${host}${url.pathname.replace(/\/+$/, '')}/pix/qr/${acquirerReference}`;
}

export function sandboxBrCode(
  publicUrl: string,
  merchant: SandboxMerchant,
  acquirerReference: string,
  amount: number,
): string {
  try {
    return dynamicBrCode({
      location: sandboxPixLocation(publicUrl, acquirerReference),
      ...merchant,
      amount,
    });
  } catch (error) {
    throw new AcquirerTechnicalError(`Sandbox cannot write a BR Code: ${String(error)}`, {
      cause: error,
    });
  }
}

/** 25 digits derived from our reference, so the same charge always gets the same boleto. */
export function freeFieldFor(reference: string): string {
  const hash = BigInt(`0x${createHash('sha256').update(reference).digest('hex')}`);
  return (hash % 10n ** 25n).toString().padStart(25, '0');
}

export function sandboxBoleto(
  bankCode: string,
  reference: string,
  amount: number,
  dueDate: string,
) {
  const boleto = buildBoleto({ bankCode, amount, dueDate, freeField: freeFieldFor(reference) });
  return { barcode: boleto.barcode, linhaDigitavel: boleto.linhaDigitavel, dueDate };
}
