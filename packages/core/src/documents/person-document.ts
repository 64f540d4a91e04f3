import { isValidCnpj } from './cnpj.ts';
import { type Country, countryInfo } from './country.ts';
import { isValidCpf } from './cpf.ts';
import { isValidEin } from './ein.ts';
import { isValidNif, isValidNipc } from './nif.ts';
import { isValidSsn } from './ssn.ts';

type CountryDetails = (typeof countryInfo)[Country];
type Validator = (value: string) => boolean;

const personDocumentValidators: Record<CountryDetails['personDocument'], Validator> = {
  cpf: isValidCpf,
  ssn: isValidSsn,
  nif: isValidNif,
};

const companyDocumentValidators: Record<CountryDetails['companyDocument'], Validator> = {
  cnpj: isValidCnpj,
  ein: isValidEin,
  nipc: isValidNipc,
};

export function isValidPersonDocument(country: Country, value: string): boolean {
  return personDocumentValidators[countryInfo[country].personDocument](value);
}

export function isValidCompanyDocument(country: Country, value: string): boolean {
  return companyDocumentValidators[countryInfo[country].companyDocument](value);
}
