import { z } from 'zod';
import { feeProfileSchema } from '../fees/fee-profile.ts';
import { platformSettingsSchema } from '../fees/platform-settings.ts';
import { percentageSchema } from '../money/percentage.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';

/** Create and update both send every field. */
export const feeProfileBodySchema = feeProfileSchema.meta({ id: 'FeeProfileBody' });
export type FeeProfileBody = z.infer<typeof feeProfileBodySchema>;

export const feeProfileResponseSchema = feeProfileSchema
  .extend({
    id: z.string().uuid(),
    isDefault: z.boolean(),
    usersCount: z.number().int(),
  })
  .meta({ id: 'FeeProfile' });
export type FeeProfileResponse = z.infer<typeof feeProfileResponseSchema>;

export const feeProfilesQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});
export type FeeProfilesQuery = z.infer<typeof feeProfilesQuerySchema>;
export const feeProfilesPageSchema = pageOf(feeProfileResponseSchema);
export type FeeProfilesPage = z.infer<typeof feeProfilesPageSchema>;

/** A random unique id the admin may take for a new profile. */
export const generatedUniqueIdSchema = z.object({ uniqueId: z.string() });
export type GeneratedUniqueId = z.infer<typeof generatedUniqueIdSchema>;

/** The profile a user is charged with; null is the platform default. */
export const userFeeProfileBodySchema = z.object({
  feeProfileId: z.string().uuid({ error: 'validation.invalid' }).nullable(),
});
export type UserFeeProfileBody = z.infer<typeof userFeeProfileBodySchema>;
export const userFeeProfileResponseSchema = z.object({
  feeProfileId: z.string().uuid().nullable(),
});
export type UserFeeProfileResponse = z.infer<typeof userFeeProfileResponseSchema>;

export const platformSettingsBodySchema = platformSettingsSchema.meta({
  id: 'PlatformSettingsBody',
});
export type PlatformSettingsBody = z.infer<typeof platformSettingsBodySchema>;

export const platformSettingsResponseSchema = platformSettingsSchema.meta({
  id: 'PlatformSettings',
});
export type PlatformSettingsResponse = z.infer<typeof platformSettingsResponseSchema>;

/** Card funds to anticipate: the given orders, or every pending card order when none are given. */
export const anticipationSimulationRequestSchema = z
  .object({
    orderIds: z
      .array(z.string().uuid({ error: 'validation.invalid' }), { error: 'validation.invalid' })
      .max(500, 'validation.tooLong')
      .optional(),
  })
  .meta({ id: 'AnticipationSimulationRequest' });
export type AnticipationSimulationRequest = z.infer<typeof anticipationSimulationRequestSchema>;

const anticipationTotalsSchema = z.object({
  gross: z.number().int(),
  fee: z.number().int(),
  net: z.number().int(),
});

export const anticipationSimulationResponseSchema = z
  .object({
    anticipationFee: percentageSchema,
    simulatedAt: z.string(),
    items: z.array(
      anticipationTotalsSchema.extend({
        orderId: z.string().uuid(),
        releaseAt: z.string(),
        days: z.number().int(),
      }),
    ),
    totals: anticipationTotalsSchema,
  })
  .meta({ id: 'AnticipationSimulation' });
export type AnticipationSimulationResponse = z.infer<typeof anticipationSimulationResponseSchema>;
