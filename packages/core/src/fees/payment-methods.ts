/*
 * The methods a buyer pays with, in a module without schemas: the pages of a first visit name
 * them, and fee-profile.ts would build the fee profile's schemas with them (docs/performance.md,
 * finding 17). fee-profile.ts re-exports them.
 */

export const paymentMethods = ['pix', 'boleto', 'card'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const maxInstalments = 12;
