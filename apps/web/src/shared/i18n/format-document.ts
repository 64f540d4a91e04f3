import { formatCnpj } from '@repasse/core/documents/cnpj';
import type { Country } from '@repasse/core/documents/country';
import { formatCpf } from '@repasse/core/documents/cpf';

/** Brazilian CPF and CNPJ with their usual punctuation; other documents as stored. */
export function formatDocument(country: Country, value: string): string {
  if (country !== 'BR') return value;
  try {
    return value.replace(/\W/g, '').length === 11 ? formatCpf(value) : formatCnpj(value);
  } catch {
    return value;
  }
}
