import { isValidCnpj } from '../documents/cnpj.ts';
import { isValidCpf } from '../documents/cpf.ts';
import { isValidEmail } from '../documents/email.ts';
import { normalizeDocument } from '../documents/normalize.ts';

export const pixKeyTypes = ['cpf', 'cnpj', 'phone', 'email', 'random'] as const;
export type PixKeyType = (typeof pixKeyTypes)[number];

// The DICT stores phone keys in E.164 with the plus sign; random keys (EVP) are UUIDs.
const e164 = /^\+[1-9]\d{7,14}$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The key as the Central Bank's directory stores it. */
export function normalizePixKey(type: PixKeyType, value: string): string {
  const trimmed = value.trim();
  switch (type) {
    case 'cpf':
    case 'cnpj':
      return normalizeDocument(trimmed);
    case 'phone':
      return `+${trimmed.replace(/\D/g, '')}`;
    case 'email':
    case 'random':
      return trimmed.toLowerCase();
  }
}

export function isValidPixKey(type: PixKeyType, value: string): boolean {
  const key = normalizePixKey(type, value);
  switch (type) {
    case 'cpf':
      return /^\d{11}$/.test(key) && isValidCpf(key);
    case 'cnpj':
      return key.length === 14 && isValidCnpj(key);
    case 'phone':
      return e164.test(key) && value.trim().startsWith('+');
    case 'email':
      return key.length <= 77 && isValidEmail(key);
    case 'random':
      return uuid.test(key);
  }
}
