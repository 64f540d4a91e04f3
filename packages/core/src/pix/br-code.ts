import type { Cents } from '../money/cents.ts';
import {
  checkLocation,
  checkPixKey,
  checkTxid,
  formatBrCodeAmount,
  merchantText,
  noTxid,
  parseBrCodeAmount,
} from './br-code-fields.ts';
import { crc16 } from './crc16.ts';
import { foldToEmvText } from './emv-text.ts';
import { emvField, emvFieldMap } from './emv-tlv.ts';

const pixGui = 'br.gov.bcb.pix';
const maxPayloadLength = 512;

type Merchant = { merchantName: string; merchantCity: string; amount?: Cents };

export type StaticBrCodeInput = Merchant & {
  /** The key as the DICT stores it (see `normalizePixKey`). */
  key: string;
  /** 1–25 letters and digits; omitted, the payload says "***". */
  txid?: string;
  /** Free text shown to the payer (field 26-02). */
  description?: string;
};

export type DynamicBrCodeInput = Merchant & {
  /** The PSP's payload location without scheme, e.g. "pix.example.com/qr/v2/9d36…". */
  location: string;
};

function merchantAccount(content: string): string {
  if (content.length > 99) {
    throw new RangeError(
      'The key and the description together exceed the 99 characters of field 26',
    );
  }
  return emvField('26', content);
}

function payload(head: string, merchant: Merchant, txid: string): string {
  const body =
    head +
    emvField('52', '0000') +
    emvField('53', '986') +
    (merchant.amount === undefined ? '' : emvField('54', formatBrCodeAmount(merchant.amount))) +
    emvField('58', 'BR') +
    emvField('59', merchantText(merchant.merchantName, 'The merchant name', 25)) +
    emvField('60', merchantText(merchant.merchantCity, 'The merchant city', 15)) +
    emvField('62', emvField('05', txid)) +
    '6304';
  const full = body + crc16(body);
  if (full.length > maxPayloadLength) {
    throw new RangeError(`A BR Code holds at most ${maxPayloadLength} characters`);
  }
  return full;
}

/** A reusable QR code (Pix copia e cola) for a key, with an optional fixed amount. */
export function staticBrCode(input: StaticBrCodeInput): string {
  const description =
    input.description === undefined ? '' : foldToEmvText(input.description, 'The description');
  const account =
    emvField('00', pixGui) +
    emvField('01', checkPixKey(input.key)) +
    (description === '' ? '' : emvField('02', description));
  // Field 01 is left out, as in the manual's example: a static code may be paid many times.
  return payload(emvField('00', '01') + merchantAccount(account), input, checkTxid(input.txid));
}

/** A single-use QR code pointing at a charge the PSP serves; the txid travels in that charge. */
export function dynamicBrCode(input: DynamicBrCodeInput): string {
  const account = emvField('00', pixGui) + emvField('25', checkLocation(input.location));
  return payload(
    emvField('00', '01') + emvField('01', '12') + merchantAccount(account),
    input,
    noTxid,
  );
}

export type ParsedBrCode = {
  /** Every top-level field by id, as written. */
  fields: ReadonlyMap<string, string>;
  /** The Pix merchant account template (26–51 with GUI br.gov.bcb.pix). */
  pixAccount: ReadonlyMap<string, string>;
  additionalData: ReadonlyMap<string, string>;
  /** Field 01 = "12": the code must not be paid twice. */
  singleUse: boolean;
  key: string | undefined;
  location: string | undefined;
  description: string | undefined;
  amount: Cents | undefined;
  merchantName: string;
  merchantCity: string;
  txid: string | undefined;
};

function required(fields: ReadonlyMap<string, string>, id: string, name: string): string {
  const value = fields.get(id);
  if (value === undefined || value === '')
    throw new SyntaxError(`Field ${id} (${name}) is missing`);
  return value;
}

function findPixAccount(fields: ReadonlyMap<string, string>): Map<string, string> {
  for (const [id, value] of fields) {
    const number = Number(id);
    if (number < 26 || number > 51) continue;
    const template = emvFieldMap(value);
    if (template.get('00')?.toLowerCase() === pixGui) return template;
  }
  throw new SyntaxError('The payload has no Pix merchant account (GUI br.gov.bcb.pix)');
}

/** Reads a BR Code and verifies its CRC; throws SyntaxError naming what is wrong. */
export function parseBrCode(text: string): ParsedBrCode {
  const fields = emvFieldMap(text);
  const ids = [...fields.keys()];
  if (ids[0] !== '00' || fields.get('00') !== '01') {
    throw new SyntaxError('A BR Code starts with field 00 (payload format) = "01"');
  }
  const crc = fields.get('63');
  if (ids.at(-1) !== '63' || crc === undefined || !/^[0-9A-Fa-f]{4}$/.test(crc)) {
    throw new SyntaxError('A BR Code ends with field 63, four hex digits of CRC');
  }
  const computed = crc16(text.slice(0, -4));
  if (crc.toUpperCase() !== computed) {
    throw new SyntaxError(`CRC mismatch: the payload says ${crc}, its content gives ${computed}`);
  }
  const pixAccount = findPixAccount(fields);
  if (!pixAccount.get('01') && !pixAccount.get('25')) {
    throw new SyntaxError('The Pix merchant account has neither a key (01) nor a location (25)');
  }
  required(fields, '52', 'merchant category code');
  if (required(fields, '53', 'currency') !== '986')
    throw new SyntaxError('Pix is paid in reais (986)');
  if (required(fields, '58', 'country') !== 'BR')
    throw new SyntaxError('Pix is a Brazilian scheme (BR)');
  const amountText = fields.get('54');
  const additional = fields.get('62');
  const additionalData =
    additional === undefined ? new Map<string, string>() : emvFieldMap(additional);
  return {
    fields,
    pixAccount,
    additionalData,
    singleUse: fields.get('01') === '12',
    key: pixAccount.get('01'),
    location: pixAccount.get('25'),
    description: pixAccount.get('02'),
    amount: amountText === undefined ? undefined : parseBrCodeAmount(amountText),
    merchantName: required(fields, '59', 'merchant name'),
    merchantCity: required(fields, '60', 'merchant city'),
    txid: additionalData.get('05'),
  };
}

export function isValidBrCode(text: string): boolean {
  try {
    parseBrCode(text);
    return true;
  } catch {
    return false;
  }
}
