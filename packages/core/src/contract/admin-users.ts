import { z } from 'zod';
import { countries } from '../documents/country.ts';
import { sessionSchema } from './account.ts';
import { roles, userDocumentStatuses } from './common.ts';
import { kycDocumentSchema } from './kyc.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';

export const adminUserRowSchema = z
  .object({
    id: z.string().uuid(),
    email: z.string(),
    fullName: z.string(),
    personDocument: z.string(),
    companyDocument: z.string().nullable(),
    tradeName: z.string(),
    nationality: z.enum(countries),
    role: z.enum(roles),
    documentStatus: z.enum(userDocumentStatuses),
    autoWithdrawal: z.boolean(),
    /** Allowed to send raw card data to /v1/charges (the seller's own PCI DSS attestation). */
    rawCardAllowed: z.boolean(),
    /** Null: the platform's default fee profile. */
    feeProfileId: z.string().uuid().nullable(),
    /** Centavos: buyers' totals of paid live sales, less refunds. */
    totalInvoiced: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminUserRow' });
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUsersQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  role: z.enum(roles, { error: 'validation.invalid' }).optional(),
  documentStatus: z.enum(userDocumentStatuses, { error: 'validation.invalid' }).optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;
export const adminUsersPageSchema = pageOf(adminUserRowSchema);
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

export const adminUserDetailSchema = z
  .object({
    user: adminUserRowSchema.extend({
      phoneCountryCode: z.string(),
      phoneNumber: z.string(),
      corporateName: z.string().nullable(),
      websiteUrl: z.string(),
      city: z.string(),
      state: z.string(),
    }),
    documents: z.array(kycDocumentSchema),
    sessions: z.array(sessionSchema),
  })
  .meta({ id: 'AdminUserDetail' });
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const setRoleSchema = z.object({ role: z.enum(roles, { error: 'validation.required' }) });
export type SetRole = z.infer<typeof setRoleSchema>;
export const roleResponseSchema = z.object({ role: z.enum(roles) });
export type RoleResponse = z.infer<typeof roleResponseSchema>;

/** An admin's on/off switch on a user (automatic withdrawals, raw card data). */
export const setSwitchSchema = z.object({
  enabled: z.boolean({ error: 'validation.required' }),
});
export type SetSwitch = z.infer<typeof setSwitchSchema>;
export const setAutoWithdrawalSchema = setSwitchSchema;
export const switchResponseSchema = z.object({ enabled: z.boolean() });
export type SwitchResponse = z.infer<typeof switchResponseSchema>;

export const impersonationResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: z.object({ id: z.string().uuid(), email: z.string(), fullName: z.string() }),
});
export type ImpersonationResponse = z.infer<typeof impersonationResponseSchema>;

export const adminSessionSchema = sessionSchema.omit({ current: true }).extend({
  user: z.object({
    id: z.string().uuid(),
    email: z.string(),
    fullName: z.string(),
    role: z.enum(roles),
  }),
  impersonator: z.object({ id: z.string().uuid(), email: z.string() }).nullable(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const adminSessionsQuerySchema = pageQuerySchema.extend({
  userId: z.string().uuid({ error: 'validation.invalid' }).optional(),
});
export type AdminSessionsQuery = z.infer<typeof adminSessionsQuerySchema>;
export const adminSessionsPageSchema = pageOf(adminSessionSchema);
export type AdminSessionsPage = z.infer<typeof adminSessionsPageSchema>;

export const auditEntrySchema = z
  .object({
    id: z.string().uuid(),
    createdAt: z.string(),
    action: z.string(),
    actor: z.object({ id: z.string().uuid(), email: z.string() }).nullable(),
    impersonatorId: z.string().uuid().nullable(),
    targetType: z.string(),
    targetId: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
    ip: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = pageQuerySchema.extend({
  action: z.string().trim().max(100).optional(),
  targetId: z.string().uuid({ error: 'validation.invalid' }).optional(),
  /** Only what this admin did. */
  actorId: z.string().uuid({ error: 'validation.invalid' }).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
