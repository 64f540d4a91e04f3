/**
 * Every error code the API answers, with its HTTP status. The message a caller reads is
 * `errors.<code>` in the shared locales (a test checks each code has one in every language).
 * The server throws only codes listed here (type-checked), so clients can rely on them.
 */
export const errorCatalogue = {
  // Generic answers, also given by the framework itself.
  bad_request: 400,
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,

  'auth.invalid_credentials': 401,
  'auth.wrong_password': 400,
  'auth.rate_limited': 429,
  'registration.email_taken': 409,

  'impersonation.forbidden_action': 403,
  'impersonation.target_admin': 403,
  'impersonation.target_self': 403,
  'admin.role_requires_super_admin': 403,
  'admin.own_role': 403,
  'admin.target_super_admin': 403,

  'kyc.file_missing': 400,
  'kyc.invalid_file_type': 400,
  'kyc.not_required': 400,
  'kyc.file_too_large': 413,
  'kyc.not_reviewable': 409,
  'kyc.already_approved': 409,

  'api.invalid_key': 401,
  'api.live_disabled': 403,
  'api.live_key_required': 403,
  'api_public.invalid_key': 401,
  'integration_catalog.invalid_image': 400,
  'integration_catalog.order_stale': 409,
  'idempotency.invalid_key': 400,
  'idempotency.mismatch': 409,
  'idempotency.in_progress': 409,
  'outbound_url.invalid': 400,
  'outbound_url.credentials': 400,
  'outbound_url.internal_address': 400,
  'outbound_url.unresolvable': 400,

  'card.raw_not_allowed': 400,
  'card_token.not_found': 400,
  'card_token.used': 400,
  'card_token.expired': 400,
  'card_token.origin_not_allowed': 403,
  'card_token.slowed': 429,

  'sale.below_minimum': 400,
  'sale.above_maximum': 400,
  'sale.net_not_positive': 400,
  'sale.invalid_instalments': 400,
  'payments.method_inactive': 400,
  'payments.live_disabled': 403,
  'payments.simulation_test_only': 403,
  'payments.not_refundable': 409,
  'payments.invalid_transition': 409,
  'payments.not_simulatable': 409,
  'payments.acquirer_refund_refused': 422,
  'products.invalid_image': 400,

  'refund.amount_required': 400,
  'refund.above_refundable': 400,
  'refund.already_refunded': 409,
  'refund.in_progress': 409,
  'reconciliation.already_resolved': 409,
  'webhook.invalid_signature': 401,
  'webhook.unknown_charge': 409,

  'ledger.insufficient_funds': 409,
  'anticipation.nothing_to_anticipate': 409,
  'fees.unique_id_taken': 409,
  'fees.in_use': 409,
  'fees.default_profile': 409,
  'payouts.default_inactive': 409,

  'withdrawal.amount_required': 400,
  'withdrawal.below_minimum': 400,
  'withdrawal.above_maximum': 400,
  'withdrawal.insufficient_funds': 400,
  'withdrawal.not_above_fee': 400,
  'withdrawal.negative_balance': 400,
  'withdrawal.no_pix_key': 400,
  'withdrawal.documents_not_approved': 403,
  'withdrawal.invalid_transition': 409,
  'exchange_rates.unavailable': 503,
  'recovery.topup_below_minimum': 400,
  'recovery.topup_above_maximum': 400,
  'recovery.topup_unavailable': 503,
  'recovery.documents_not_approved': 403,
  'affiliates.own_product': 409,
  'affiliates.already_requested': 409,
  'affiliates.invalid_transition': 409,
  'awards.recipient_minor': 400,
  'awards.not_physical': 409,
  'awards.not_reached': 409,
  'awards.already_claimed': 409,
  'awards.invalid_transition': 409,
  'payments.sales_paused': 503,
  'withdrawal.paused': 503,
  'registration.paused': 503,
  'products.blocked': 409,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorCatalogue;
export type ErrorStatus = (typeof errorCatalogue)[ErrorCode];
/** The codes answered with one status, e.g. `ErrorCodeWith<409>`. */
export type ErrorCodeWith<S extends ErrorStatus> = {
  [C in ErrorCode]: (typeof errorCatalogue)[C] extends S ? C : never;
}[ErrorCode];

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];
export const isErrorCode = (value: string): value is ErrorCode =>
  Object.hasOwn(errorCatalogue, value);
export const errorMessageKey = (code: ErrorCode) => `errors.${code}` as const;
