import { z } from 'zod';
import { countries } from '../documents/country.ts';
import { isValidEmail } from '../documents/email.ts';
import { isValidWebsiteUrl } from '../documents/website.ts';
import { isValidPixKey, pixKeyTypes } from '../pix/pix-key.ts';
import { bankAccountTypes, businessModels } from './auth.ts';
import { optionalText, requiredText, roles, userDocumentStatuses } from './common.ts';

export const accountSchema = z
  .object({
    id: z.string().uuid(),
    email: z.string(),
    role: z.enum(roles),
    documentStatus: z.enum(userDocumentStatuses),
    nationality: z.enum(countries),
    fullName: z.string(),
    personDocument: z.string(),
    companyDocument: z.string().nullable(),
    phoneCountryCode: z.string(),
    phoneNumber: z.string(),
    motherName: z.string(),
    birthDate: z.string(),
    corporateName: z.string().nullable(),
    tradeName: z.string(),
    businessModel: z.enum(businessModels),
    websiteUrl: z.string(),
    postalCode: z.string(),
    address: z.string(),
    number: z.string(),
    complement: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    bank: z.string(),
    branch: z.string(),
    accountNumber: z.string(),
    accountCheckDigit: z.string(),
    accountType: z.enum(bankAccountTypes),
    createdAt: z.string(),
  })
  .meta({ id: 'Account' });
export type Account = z.infer<typeof accountSchema>;

const currentPassword = z
  .string({ error: 'validation.required' })
  .min(1, 'validation.required')
  .max(128);

/** Safe to edit without the password: contact, business and address data. */
export const updateProfileSchema = z
  .object({
    phoneCountryCode: requiredText(5),
    phoneNumber: requiredText(20),
    tradeName: requiredText(160),
    businessModel: z.enum(businessModels, { error: 'validation.required' }),
    websiteUrl: requiredText(300).refine(isValidWebsiteUrl, 'validation.website'),
    postalCode: requiredText(12),
    address: requiredText(200),
    number: requiredText(20),
    complement: optionalText(100),
    city: requiredText(100),
    state: requiredText(60),
  })
  .meta({ id: 'UpdateProfile' });
export type UpdateProfile = z.input<typeof updateProfileSchema>;

/** Bank data moves money: changing it asks for the password. */
export const updateBankSchema = z
  .object({
    currentPassword,
    bank: requiredText(100),
    branch: requiredText(6).regex(/^\d{1,6}$/, 'validation.branch'),
    accountNumber: requiredText(20).regex(/^\d{1,20}$/, 'validation.accountNumber'),
    accountCheckDigit: requiredText(2).regex(/^[0-9Xx]{1,2}$/, 'validation.invalid'),
    accountType: z.enum(bankAccountTypes, { error: 'validation.required' }),
  })
  .meta({ id: 'UpdateBank' });
export type UpdateBank = z.input<typeof updateBankSchema>;

export const updateEmailSchema = z
  .object({
    currentPassword,
    email: requiredText(254)
      .refine(isValidEmail, 'validation.email')
      .transform((value) => value.toLowerCase()),
  })
  .meta({ id: 'UpdateEmail' });
export type UpdateEmail = z.input<typeof updateEmailSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword,
    newPassword: z
      .string({ error: 'validation.required' })
      .min(1, 'validation.required')
      .min(6, 'validation.passwordMin')
      .max(128, 'validation.tooLong'),
    confirmation: z.string({ error: 'validation.required' }).min(1, 'validation.required'),
  })
  .refine((value) => value.newPassword === value.confirmation, {
    path: ['confirmation'],
    message: 'validation.passwordMatch',
  })
  .meta({ id: 'ChangePassword' });
export type ChangePassword = z.input<typeof changePasswordSchema>;

export const pixKeySchema = z
  .object({
    type: z.enum(pixKeyTypes, { error: 'validation.required' }),
    key: requiredText(100),
  })
  .superRefine((value, ctx) => {
    if (!isValidPixKey(value.type, value.key)) {
      ctx.addIssue({ code: 'custom', path: ['key'], message: `validation.pixKey.${value.type}` });
    }
  })
  .meta({ id: 'PixKey' });
export type PixKeyInput = z.input<typeof pixKeySchema>;

export const pixKeyResponseSchema = z.object({
  pixKey: z
    .object({ type: z.enum(pixKeyTypes), key: z.string(), updatedAt: z.string() })
    .nullable(),
});
export type PixKeyResponse = z.infer<typeof pixKeyResponseSchema>;

export const sessionSchema = z
  .object({
    id: z.string().uuid(),
    createdAt: z.string(),
    lastSeenAt: z.string(),
    expiresAt: z.string(),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    impersonated: z.boolean(),
    current: z.boolean(),
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof sessionSchema>;

/** The caller's active sessions, the one asking marked `current`. */
export const mySessionsResponseSchema = z.object({ items: z.array(sessionSchema) });
export type MySessionsResponse = z.infer<typeof mySessionsResponseSchema>;
