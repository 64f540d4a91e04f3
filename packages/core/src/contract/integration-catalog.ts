import { z } from 'zod';
import { optionalText } from './common.ts';
import { apiKeySchema } from './integrations.ts';

/**
 * The integrations catalog (Admin → Settings → Integrations): ready-made integrations sellers set
 * up from /integrations, each with its setup instructions and keys made for it alone.
 */

/** A banner is a JPEG or PNG of up to 2 MB, as product images are. */
export const integrationBannerMaxBytes = 2 * 1024 * 1024;
export const integrationBannerAccept = 'image/jpeg,image/png,.jpg,.jpeg,.png';
export const integrationTitleMax = 80;
export const integrationSubtitleMax = 160;
/** The setup instructions, in Markdown. */
export const integrationDescriptionMax = 20_000;

const bannerPrefix = /^data:image\/(png|jpeg);base64,/;
/** The longest data URL a 2 MB image makes: its base64 and the longest prefix. */
const bannerDataUrlMax =
  'data:image/jpeg;base64,'.length + Math.ceil(integrationBannerMaxBytes / 3) * 4;

/** What the admin edits of an entry; the banner is sent apart (created with it, replaced alone). */
export const integrationFieldsSchema = z
  .object({
    title: z
      .string({ error: 'validation.integrationTitle' })
      .trim()
      .min(1, 'validation.integrationTitle')
      .max(integrationTitleMax, 'validation.tooLong'),
    subtitle: optionalText(integrationSubtitleMax),
    description: optionalText(integrationDescriptionMax),
    active: z.boolean().default(true),
  })
  .meta({ id: 'IntegrationCatalogRequest' });
export type IntegrationFieldsInput = z.input<typeof integrationFieldsSchema>;
export type IntegrationFields = z.output<typeof integrationFieldsSchema>;

/**
 * A new entry carries its banner: a `data:image/png;base64,…` (or jpeg) URL of the file, so an
 * entry never exists without one and one request creates it whole. The server checks the bytes.
 */
export const integrationBannerDataSchema = z
  .string({ error: 'validation.integrationBanner' })
  .min(1, 'validation.integrationBanner')
  .max(bannerDataUrlMax, 'validation.imageTooLarge')
  .refine(
    (value) =>
      bannerPrefix.test(value) &&
      /^[A-Za-z0-9+/]*={0,2}$/.test(value.slice(value.indexOf(',') + 1)),
    'errors.integration_catalog.invalid_image',
  );

export const integrationCreateSchema = integrationFieldsSchema
  .extend({ banner: integrationBannerDataSchema })
  .meta({ id: 'IntegrationCatalogCreateRequest' });
export type IntegrationCreateInput = z.input<typeof integrationCreateSchema>;
export type IntegrationCreate = z.output<typeof integrationCreateSchema>;

/** The catalog's order as the admin wants it: every entry's id, first shown first. */
export const integrationOrderSchema = z
  .object({
    ids: z
      .array(z.string().uuid({ error: 'validation.invalid' }))
      .min(1, 'validation.required')
      .max(500, 'validation.tooMany'),
  })
  .meta({ id: 'IntegrationCatalogOrder' });
export type IntegrationOrder = z.infer<typeof integrationOrderSchema>;

export const adminIntegrationSchema = z
  .object({
    id: z.string().uuid(),
    title: z.string(),
    subtitle: z.string().nullable(),
    description: z.string().nullable(),
    active: z.boolean(),
    position: z.number().int(),
    /**
     * Changes whenever the banner is replaced. Admins read the banner (of inactive entries too)
     * from `GET /web/admin/integrations/{id}/banner`.
     */
    bannerVersion: z.string(),
    /** How many sellers hold an active key made for it. */
    sellersConnected: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminIntegration' });
export type AdminIntegration = z.infer<typeof adminIntegrationSchema>;

export const adminIntegrationsSchema = z.object({ items: z.array(adminIntegrationSchema) });
export type AdminIntegrations = z.infer<typeof adminIntegrationsSchema>;

/** An active entry as sellers see it in the catalog. */
export const catalogIntegrationSchema = z
  .object({
    id: z.string().uuid(),
    title: z.string(),
    subtitle: z.string().nullable(),
    /** The public banner address (versioned: a replaced banner gets a new one). */
    bannerUrl: z.string(),
    /** The seller holds at least one active key made for it. */
    connected: z.boolean(),
    /**
     * False once the admin switched the entry off: the seller still sees it while they hold keys
     * made for it (they keep working until revoked), and can make no new one.
     */
    offered: z.boolean(),
  })
  .meta({ id: 'CatalogIntegration' });
export type CatalogIntegration = z.infer<typeof catalogIntegrationSchema>;

export const catalogIntegrationsSchema = z.object({ items: z.array(catalogIntegrationSchema) });
export type CatalogIntegrations = z.infer<typeof catalogIntegrationsSchema>;

/** One entry opened by a seller: its instructions and the seller's keys made for it. */
export const catalogIntegrationDetailSchema = z
  .object({
    integration: catalogIntegrationSchema.extend({ description: z.string().nullable() }),
    /** Active keys only, secrets masked. */
    keys: z.array(apiKeySchema),
    /** Live keys work only once the seller's documents are approved. */
    liveEnabled: z.boolean(),
  })
  .meta({ id: 'CatalogIntegrationDetail' });
export type CatalogIntegrationDetail = z.infer<typeof catalogIntegrationDetailSchema>;

export const integrationKeyParamsSchema = z.object({
  id: z.string().uuid({ error: 'validation.invalid' }),
  keyId: z.string().uuid({ error: 'validation.invalid' }),
});
export type IntegrationKeyParams = z.infer<typeof integrationKeyParamsSchema>;
