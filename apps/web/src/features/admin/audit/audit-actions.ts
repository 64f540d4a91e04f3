/** Actions the server records; each has a label under `audit.actions` (dots become "_"). */
export const auditActions = [
  'account.bank_update',
  'account.email_update',
  'account.password_change',
  'account.profile_update',
  'admin.acquirer.create',
  'admin.acquirer.routing',
  'admin.acquirer.update',
  'admin.discrepancy.resolve',
  'admin.fee_profile.create',
  'admin.fee_profile.default',
  'admin.fee_profile.delete',
  'admin.fee_profile.update',
  'admin.impersonation.start',
  'admin.order.refund',
  'admin.payment_methods',
  'admin.payout_provider.create',
  'admin.payout_provider.default',
  'admin.payout_provider.update',
  'admin.platform_settings.update',
  'admin.session.revoke',
  'admin.user.acquirers',
  'admin.user.auto_withdrawal',
  'admin.user.raw_card_data',
  'admin.user.fee_profile',
  'admin.user.role',
  'admin.withdrawal.approve',
  'admin.withdrawal.notes',
  'admin.withdrawal.reject',
  'card_testing.suspected',
  'integrations.card_token_origins',
  'integrations.key_regenerate',
  'kyc.approve',
  'kyc.refuse',
  'kyc.upload',
  'session.revoke_own',
  'settings.pix_key_update',
] as const;

export const auditActionKey = (action: string) => `audit.actions.${action.replaceAll('.', '_')}`;

export const isKnownAuditAction = (action: string) =>
  (auditActions as readonly string[]).includes(action);
