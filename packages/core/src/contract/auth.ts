import { z } from 'zod';
import { countries, countryFromDialCode, countryInfo } from '../documents/country.ts';
import { isValidEmail } from '../documents/email.ts';
import { isValidCompanyDocument, isValidPersonDocument } from '../documents/person-document.ts';
import { isValidPhone } from '../documents/phone.ts';
import { isValidPostalCode } from '../documents/postal-code.ts';
import { isValidWebsiteUrl } from '../documents/website.ts';
import { optionalText, requiredText } from './common.ts';
import { sessionUserSchema } from './session.ts';

export const businessModels = [
  'digital_products',
  'online_courses',
  'physical_products',
  'services',
  'subscriptions',
  'other',
] as const;
export const bankAccountTypes = ['checking', 'savings', 'payment'] as const;

const email = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(254, 'validation.tooLong')
  .refine(isValidEmail, 'validation.email')
  .transform((value) => value.toLowerCase());

const password = z
  .string({ error: 'validation.required' })
  .min(1, 'validation.required')
  .min(6, 'validation.passwordMin')
  .max(128, 'validation.tooLong');

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function isAdultOn(birthDate: string, today: Date): boolean | 'invalid' {
  if (!isoDate.test(birthDate)) return 'invalid';
  const parsed = new Date(`${birthDate}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== birthDate)
    return 'invalid';
  if (parsed.getUTCFullYear() < 1900 || parsed > today) return 'invalid';
  const eighteenth = new Date(parsed);
  eighteenth.setUTCFullYear(parsed.getUTCFullYear() + 18);
  return eighteenth <= today;
}

type Ctx = z.core.$RefinementCtx;
const issue = (ctx: Ctx, path: string, message: string) =>
  ctx.addIssue({ code: 'custom', path: [path], message });

const nationality = z.enum(countries, { error: 'validation.required' });

const personalFields = z.object({
  nationality,
  email,
  password,
  passwordConfirmation: z.string({ error: 'validation.required' }).min(1, 'validation.required'),
  fullName: requiredText(160),
  personDocument: requiredText(20),
  phoneCountryCode: requiredText(5),
  phoneNumber: requiredText(20),
  motherName: requiredText(160),
  birthDate: requiredText(10),
});
type PersonalFields = z.infer<typeof personalFields>;

function checkPersonal(value: PersonalFields, ctx: Ctx) {
  const info = countryInfo[value.nationality];
  if (!isValidPersonDocument(value.nationality, value.personDocument)) {
    issue(ctx, 'personDocument', `validation.${info.personDocument}`);
  }
  const phoneCountry = countryFromDialCode(value.phoneCountryCode);
  if (!phoneCountry) issue(ctx, 'phoneCountryCode', 'validation.invalid');
  else if (!isValidPhone(phoneCountry, value.phoneNumber))
    issue(ctx, 'phoneNumber', 'validation.phone');
  const adult = isAdultOn(value.birthDate, new Date());
  if (adult === 'invalid') issue(ctx, 'birthDate', 'validation.birthDate');
  else if (!adult) issue(ctx, 'birthDate', 'validation.adult');
  if (value.password !== value.passwordConfirmation) {
    issue(ctx, 'passwordConfirmation', 'validation.passwordMatch');
  }
}

const companyFields = z.object({
  nationality,
  companyDocument: optionalText(20),
  corporateName: optionalText(160),
  tradeName: requiredText(160),
  businessModel: z.enum(businessModels, { error: 'validation.required' }),
  websiteUrl: requiredText(300).refine(isValidWebsiteUrl, 'validation.website'),
});
type CompanyFields = z.infer<typeof companyFields>;

function checkCompany(value: CompanyFields, ctx: Ctx) {
  if (!value.companyDocument) return;
  if (!isValidCompanyDocument(value.nationality, value.companyDocument)) {
    issue(ctx, 'companyDocument', `validation.${countryInfo[value.nationality].companyDocument}`);
  }
  if (!value.corporateName) issue(ctx, 'corporateName', 'validation.corporateNameRequired');
}

const addressFields = z.object({
  nationality,
  postalCode: requiredText(12),
  address: requiredText(200),
  number: requiredText(20),
  complement: optionalText(100),
  city: requiredText(100),
  state: requiredText(60),
});
type AddressFields = z.infer<typeof addressFields>;

function checkAddress(value: AddressFields, ctx: Ctx) {
  if (!isValidPostalCode(value.nationality, value.postalCode))
    issue(ctx, 'postalCode', 'validation.postalCode');
}

const bankFields = z.object({
  bank: requiredText(100),
  branch: requiredText(6).regex(/^\d{1,6}$/, 'validation.branch'),
  accountNumber: requiredText(20).regex(/^\d{1,20}$/, 'validation.accountNumber'),
  accountCheckDigit: requiredText(2).regex(/^[0-9Xx]{1,2}$/, 'validation.invalid'),
  accountType: z.enum(bankAccountTypes, { error: 'validation.required' }),
});

/** One schema per wizard step, so each step reports its own cross-field errors. */
export const registrationSteps = {
  personal: personalFields.superRefine(checkPersonal),
  company: companyFields.superRefine(checkCompany),
  address: addressFields.superRefine(checkAddress),
  bank: bankFields,
} as const;
export type RegistrationStep = keyof typeof registrationSteps;

export const registerRequestSchema = personalFields
  .extend(companyFields.shape)
  .extend(addressFields.shape)
  .extend(bankFields.shape)
  .extend({
    /**
     * The referral link's code the new seller came through (/join/<code>); one that names nobody
     * is ignored rather than refused: the seller came to register, not to be referred.
     */
    referralCode: z.string().max(40, 'validation.tooLong').optional(),
  })
  .superRefine((value, ctx) => {
    checkPersonal(value, ctx);
    checkCompany(value, ctx);
    checkAddress(value, ctx);
  })
  .meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.input<typeof registerRequestSchema>;
/** A registration as the server reads it: trimmed, the email in lower case. */
export type Registration = z.output<typeof registerRequestSchema>;

export const registerResponseSchema = z.object({ user: sessionUserSchema });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const loginRequestSchema = z
  .object({
    email,
    password: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(128),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.input<typeof loginRequestSchema>;
export type Credentials = z.output<typeof loginRequestSchema>;

export const loginResponseSchema = z
  .object({
    token: z.string(),
    expiresAt: z.string(),
    user: sessionUserSchema,
  })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export {
  type MeResponse,
  meResponseSchema,
  type SessionUser,
  sessionUserSchema,
} from './session.ts';
