import { registerAdminPanel } from './admin-panels.ts';

// One line per admin panel that exists; each panel lives in features/admin/<panel>/.
void registerAdminPanel;
registerAdminPanel('revenue', () => import('./analytics/revenue-panel.tsx'));
registerAdminPanel('transactions', () => import('./analytics/transactions-panel.tsx'));
registerAdminPanel('balances', () => import('./analytics/balances-panel.tsx'));
registerAdminPanel('rankings', () => import('./analytics/rankings-panel.tsx'));
registerAdminPanel('users', () => import('./users/users-panel.tsx'));
registerAdminPanel('documents', () => import('./documents/documents-panel.tsx'));
registerAdminPanel('sessions', () => import('./sessions/sessions-panel.tsx'));
registerAdminPanel('administrators', () => import('./audit/administrators-panel.tsx'));
registerAdminPanel('fees', () => import('./fees/fees-panel.tsx'));
registerAdminPanel(
  'platformSettings',
  () => import('./platform-settings/platform-settings-panel.tsx'),
);
registerAdminPanel('financialMovements', () => import('./movements/movements-panel.tsx'));
registerAdminPanel('acquirers', () => import('./acquirers/acquirers-panel.tsx'));
registerAdminPanel('multiAcquiring', () => import('./multi-acquiring/multi-acquiring-panel.tsx'));
registerAdminPanel('paymentMethods', () => import('./payment-methods/payment-methods-panel.tsx'));
registerAdminPanel('withdrawals', () => import('./withdrawals/withdrawals-panel.tsx'));
registerAdminPanel(
  'payoutProviders',
  () => import('./payout-providers/payout-providers-panel.tsx'),
);
registerAdminPanel('emailOutbox', () => import('./email-outbox/email-outbox-panel.tsx'));
registerAdminPanel('pushOutbox', () => import('./push-outbox/push-outbox-panel.tsx'));
registerAdminPanel('reconciliation', () => import('./reconciliation/reconciliation-panel.tsx'));
registerAdminPanel('recovery', () => import('./recovery/recovery-panel.tsx'));
registerAdminPanel('awards', () => import('./awards/awards-panel.tsx'));
registerAdminPanel('integrations', () => import('./integrations/integrations-panel.tsx'));
registerAdminPanel('products', () => import('./products/admin-products-panel.tsx'));
registerAdminPanel('switches', () => import('./platform-switches/platform-switches-panel.tsx'));
