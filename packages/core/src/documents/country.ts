export const countries = ['BR', 'US', 'PT'] as const;
export type Country = (typeof countries)[number];

export const countryInfo: Record<
  Country,
  {
    dialCode: string;
    personDocument: 'cpf' | 'ssn' | 'nif';
    companyDocument: 'cnpj' | 'ein' | 'nipc';
    phoneDigits: { min: number; max: number };
  }
> = {
  BR: {
    dialCode: '+55',
    personDocument: 'cpf',
    companyDocument: 'cnpj',
    phoneDigits: { min: 10, max: 11 },
  },
  US: {
    dialCode: '+1',
    personDocument: 'ssn',
    companyDocument: 'ein',
    phoneDigits: { min: 10, max: 10 },
  },
  PT: {
    dialCode: '+351',
    personDocument: 'nif',
    companyDocument: 'nipc',
    phoneDigits: { min: 9, max: 9 },
  },
};

/** Accepts the code with or without the leading plus (`+55`, `55`). */
export function countryFromDialCode(dialCode: string): Country | undefined {
  const match = /^\+?(\d{1,4})$/.exec(dialCode.trim());
  if (!match) return undefined;
  const normalized = `+${match[1]}`;
  return countries.find((country) => countryInfo[country].dialCode === normalized);
}
