import { adminProductActionSchema } from '@repasse/core/contract/admin-products';

export type ReasonCheck = { ok: true; reason: string } | { ok: false; messageKey: string };

/** The reason typed to take a product off sale, checked by the contract the server runs. */
export function checkDeactivationReason(text: string): ReasonCheck {
  const parsed = adminProductActionSchema.safeParse({ action: 'deactivate', reason: text });
  if (parsed.success && parsed.data.reason) return { ok: true, reason: parsed.data.reason };
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  return { ok: false, messageKey: issue?.message ?? 'validation.required' };
}
