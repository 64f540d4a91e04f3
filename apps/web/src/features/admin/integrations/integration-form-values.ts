import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminIntegration,
  type IntegrationFields,
  integrationBannerMaxBytes,
  integrationFieldsSchema,
} from '@repasse/core/contract/integration-catalog';
import type { Resolver } from 'react-hook-form';

export type IntegrationFormValues = {
  title: string;
  subtitle: string;
  description: string;
  active: boolean;
};

export const integrationFormFields = ['title', 'subtitle', 'description', 'active'] as const;

/** The contract's own schema checks the form: the messages are the server's. */
export const integrationResolver = zodResolver(integrationFieldsSchema) as unknown as Resolver<
  IntegrationFormValues,
  unknown,
  IntegrationFields
>;

export const newIntegrationForm = (): IntegrationFormValues => ({
  title: '',
  subtitle: '',
  description: '',
  active: true,
});

export const integrationToForm = (entry: AdminIntegration): IntegrationFormValues => ({
  title: entry.title,
  subtitle: entry.subtitle ?? '',
  description: entry.description ?? '',
  active: entry.active,
});

/** Empty texts are stored as none. */
export const formToFields = (fields: IntegrationFields): IntegrationFields => ({
  ...fields,
  subtitle: fields.subtitle?.trim() ? fields.subtitle.trim() : null,
  description: fields.description?.trim() ? fields.description : null,
});

const signatures = [
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
];

/**
 * The message key of what is wrong with a chosen banner, or null when it may be sent: the server
 * takes JPEG or PNG up to 2 MB, judged by the first bytes.
 */
export async function bannerProblem(file: Blob): Promise<string | null> {
  if (file.size > integrationBannerMaxBytes) return 'validation.imageTooLarge';
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const known = signatures.some(
    (bytes) => head.length >= bytes.length && bytes.every((byte, i) => head[i] === byte),
  );
  return known ? null : 'errors.integration_catalog.invalid_image';
}

/** The file as the `data:image/…;base64,…` URL a new entry carries its banner in. */
export async function bannerDataUrl(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = bytes[0] === 0xff ? 'image/jpeg' : 'image/png';
  let binary = '';
  // In slices: String.fromCharCode takes a bounded number of arguments.
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}

/** The order with the entry at `index` moved one place up (-1) or down (+1). */
export function movedOrder(ids: readonly string[], index: number, step: -1 | 1): string[] {
  const target = index + step;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target] as string, next[index] as string];
  return next;
}
