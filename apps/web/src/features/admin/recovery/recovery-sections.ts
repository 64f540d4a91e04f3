/** The admin's recovery panel's sections; the address keeps the open one (`&section=providers`). */
export const adminRecoverySections = ['balances', 'messages', 'providers'] as const;
export type AdminRecoverySection = (typeof adminRecoverySections)[number];

export const adminRecoverySectionOf = (value: string | null): AdminRecoverySection =>
  (adminRecoverySections as readonly string[]).includes(value ?? '')
    ? (value as AdminRecoverySection)
    : 'balances';
