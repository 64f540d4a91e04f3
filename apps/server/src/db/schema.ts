import { bankAccountTypes } from '@repasse/core/contract/auth';
import { roles, userDocumentStatuses } from '@repasse/core/contract/common';
import { recoveryTopUpStatuses } from '@repasse/core/contract/recovery';
import { countries } from '@repasse/core/documents/country';
import { paymentMethods } from '@repasse/core/fees/fee-profile';
import { pixKeyTypes } from '@repasse/core/pix/pix-key';
import { documentStatuses, documentTypes } from '@repasse/core/states/document';
import {
  messagingProviderKinds,
  recoveryEvents,
  recoveryMessageStatuses,
  recoveryRunStatuses,
  recoveryStopReasons,
} from '@repasse/core/states/recovery';
import { refundStatuses } from '@repasse/core/states/refund';
import { transactionStatuses } from '@repasse/core/states/transaction';
import { withdrawalStatuses } from '@repasse/core/states/withdrawal';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  inet,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Database enums are built from the arrays the contract exports, so the two cannot drift.
export const roleEnum = pgEnum('user_role', roles);
export const userDocumentStatusEnum = pgEnum('user_document_status', userDocumentStatuses);
export const countryEnum = pgEnum('country', countries);
export const bankAccountTypeEnum = pgEnum('bank_account_type', bankAccountTypes);
export const pixKeyTypeEnum = pgEnum('pix_key_type', pixKeyTypes);
export const documentTypeEnum = pgEnum('document_type', documentTypes);
export const withdrawalStatusEnum = pgEnum('withdrawal_status', withdrawalStatuses);
export const transactionStatusEnum = pgEnum('transaction_status', transactionStatuses);
export const documentStatusEnum = pgEnum('document_status', documentStatuses);
export const paymentMethodEnum = pgEnum('payment_method', paymentMethods);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull().default('seller'),
    documentStatus: userDocumentStatusEnum('document_status').notNull().default('not_validate'),
    nationality: countryEnum('nationality').notNull(),
    fullName: text('full_name').notNull(),
    personDocument: text('person_document').notNull(),
    companyDocument: text('company_document'),
    phoneCountryCode: text('phone_country_code').notNull(),
    phoneNumber: text('phone_number').notNull(),
    motherName: text('mother_name').notNull(),
    birthDate: date('birth_date').notNull(),
    corporateName: text('corporate_name'),
    tradeName: text('trade_name').notNull(),
    businessModel: text('business_model').notNull(),
    websiteUrl: text('website_url').notNull(),
    postalCode: text('postal_code').notNull(),
    address: text('address').notNull(),
    addressNumber: text('address_number').notNull(),
    complement: text('complement'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    bank: text('bank').notNull(),
    branch: text('branch').notNull(),
    accountNumber: text('account_number').notNull(),
    accountCheckDigit: text('account_check_digit').notNull(),
    accountType: bankAccountTypeEnum('account_type').notNull(),
    autoWithdrawal: boolean('auto_withdrawal').notNull().default(false),
    /** Per method, the acquirer this user's payments go to instead of the routing list. */
    customAcquirers: jsonb('custom_acquirers')
      .$type<Partial<Record<'pix' | 'card' | 'boleto', string>>>()
      .notNull()
      .default({}),
    /** Language of the emails the user receives. */
    locale: text('locale').notNull().default('pt-BR'),
    pixKeyType: pixKeyTypeEnum('pix_key_type'),
    pixKey: text('pix_key'),
    pixKeyUpdatedAt: timestamp('pix_key_updated_at', { withTimezone: true }),
    /**
     * An admin confirmed the seller's own PCI DSS attestation: /v1/charges then accepts raw card
     * data from their servers (still vaulted at once). Everyone else sends card tokens.
     */
    rawCardAllowed: boolean('raw_card_allowed').notNull().default(false),
    /** Web origins (scheme://host[:port]) whose pages may create card tokens with this seller's public key. */
    cardTokenOrigins: jsonb('card_token_origins').$type<string[]>().notNull().default([]),
    /** Null means the platform's default fee profile. */
    feeProfileId: uuid('fee_profile_id').references((): AnyPgColumn => feeProfiles.id, {
      onDelete: 'restrict',
    }),
    /** The code of the user's referral link (/join/<code>), made the first time they open it. */
    referralCode: text('referral_code'),
    /** Who referred this seller (first touch), and when they registered through it. */
    referredBy: uuid('referred_by').references((): AnyPgColumn => users.id),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_referral_code_key').on(table.referralCode),
    index('users_referred_by_idx').on(table.referredBy).where(sql`referred_by is not null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: inet('ip'),
    userAgent: text('user_agent'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The admin acting as this user; null for the user's own sessions. */
    impersonatorId: uuid('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_user_id_idx').on(table.userId),
  ],
);

/** Every login attempt, kept to rate-limit by IP and by account across all API instances. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    ip: inet('ip'),
    succeeded: boolean('succeeded').notNull(),
    /** `login`, or `current_password` for changes that ask for it again (bank, email, password). */
    purpose: text('purpose').notNull().default('login'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_attempts_email_idx').on(table.email, table.createdAt),
    index('login_attempts_ip_idx').on(table.ip, table.createdAt),
  ],
);

/** The current file of each KYC document type per seller; a new upload replaces it and resets review. */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: documentTypeEnum('type').notNull(),
    status: documentStatusEnum('status').notNull().default('pending'),
    refusalReason: text('refusal_reason'),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    originalName: text('original_name'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('kyc_documents_seller_type_key').on(table.sellerId, table.type),
    index('kyc_documents_status_idx').on(table.status, table.uploadedAt),
  ],
);

/** Every admin action and every sensitive change: who, what, when, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: entries written in the same millisecond still read back in order. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    impersonatorId: uuid('impersonator_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: inet('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_target_idx').on(table.targetId),
  ],
);

/**
 * Ledger accounts. Seller accounts keep a running balance in the same statement as their entries:
 * debits on this row under its lock, credits in `ledger_credit_slots` (decision 0023). Platform,
 * acquirer, provider and external accounts are touched by every sale, so their balances are
 * derived from entries and never locked.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    ownerType: text('owner_type').notNull(),
    ownerId: text('owner_id'),
    kind: text('kind').notNull(),
    sellerId: uuid('seller_id').references(() => users.id),
    balance: bigint('balance', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_code_key').on(table.code),
    index('ledger_accounts_seller_idx').on(table.sellerId),
  ],
);

/**
 * Credits to a guarded account, spread over a few rows per account (docs/money.md §11): a guarded
 * account's balance is its `balance` plus the sum of its slots. A credit adds to one slot picked
 * at random and locks only that row, so concurrent sales of one seller rarely wait on each other
 * (issue 14's hot row); debits still lock the account's own row and check the whole balance.
 * Slots only ever grow, so a debit that reads them before a concurrent credit commits errs on the
 * safe side.
 */
export const ledgerCreditSlots = pgTable(
  'ledger_credit_slots',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** The account's seller: every seller-owned row carries it (docs/scaling.md). */
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    slot: smallint('slot').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.slot] })],
);

/** One business event; `reference` makes posting it twice impossible. Append-only (trigger). */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    type: text('type').notNull(),
    sellerId: uuid('seller_id').references(() => users.id),
    description: text('description'),
    metadata: jsonb('metadata'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('ledger_transactions_reference_key').on(table.reference),
    index('ledger_transactions_seller_idx').on(table.sellerId, table.createdAt),
  ],
);

/** Signed entries: every transaction's entries add up to zero (deferred trigger). Append-only. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    // The posting's seller, null for the platform's own (docs/scaling.md: what a shard by seller
    // places entries by). Equal to the transaction's, which ledger:check proves; no foreign key
    // of its own, which would cost every entry a lookup the transaction's already made.
    sellerId: uuid('seller_id'),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('ledger_entries_account_idx').on(table.accountId, table.id),
    index('ledger_entries_transaction_idx').on(table.transactionId),
    // Analytics' balance rollup reads the last days' entries (migration 0019).
    index('ledger_entries_created_brin').using('brin', table.createdAt),
  ],
);

/**
 * Funds waiting in pending or reserve until a date; the release job moves them to available. A
 * released row is history: a trigger refuses to update or delete it (migration 0016).
 */
export const ledgerReleases = pgTable(
  'ledger_releases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    saleReference: text('sale_reference').notNull(),
    method: text('method').notNull(),
    bucket: text('bucket').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    releaseAt: timestamp('release_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** Set when the seller anticipated these funds (card only) instead of waiting. */
    anticipatedAt: timestamp('anticipated_at', { withTimezone: true }),
    anticipationFee: bigint('anticipation_fee', { mode: 'number' }),
    /** Set when a refund or chargeback took these funds back before release. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Set while the sale is in protest: the funds wait until the protest is decided. */
    heldAt: timestamp('held_at', { withTimezone: true }),
    /**
     * The release job's posting that moved these funds (one per seller and bucket in a batch,
     * docs/money.md §6), set in the statement that marks the row released. Not a foreign key: the
     * rows are marked before their postings are written under the sellers' account locks, and a
     * deferred check cost 5–15 µs a row at commit, with those locks held; `checkLedger` proves
     * every link instead.
     */
    releaseTransactionId: uuid('release_transaction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'ledger_releases_linked_when_released',
      sql`${table.releaseTransactionId} is null or ${table.releasedAt} is not null`,
    ),
    index('ledger_releases_due_idx')
      .on(table.releaseAt)
      .where(sql`released_at is null and cancelled_at is null`),
    index('ledger_releases_seller_idx').on(table.sellerId, table.releaseAt),
    index('ledger_releases_sale_idx').on(table.saleReference),
    index('ledger_releases_anticipated_idx')
      .on(table.releaseAt)
      .where(sql`anticipated_at is not null`),
  ],
);

const percentage = (name: string) => numeric(name, { precision: 9, scale: 4 }).notNull();

/** Fee profiles (docs/money.md §3): percentages are numeric(9,4), amounts bigint centavos. */
export const feeProfiles = pgTable(
  'fee_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uniqueId: text('unique_id').notNull(),
    referenceCode: text('reference_code'),
    isDefault: boolean('is_default').notNull().default(false),
    pixPercentage: percentage('pix_percentage'),
    pixFixed: bigint('pix_fixed', { mode: 'number' }).notNull(),
    boletoPercentage: percentage('boleto_percentage'),
    boletoFixed: bigint('boleto_fixed', { mode: 'number' }).notNull(),
    cardPercentage: percentage('card_percentage'),
    cardFixed: bigint('card_fixed', { mode: 'number' }).notNull(),
    instalmentFees: numeric('instalment_fees', { precision: 9, scale: 4 }).array().notNull(),
    withdrawalFee: bigint('withdrawal_fee', { mode: 'number' }).notNull(),
    retentionPix: percentage('retention_pix'),
    retentionBoleto: percentage('retention_boleto'),
    retentionCard: percentage('retention_card'),
    anticipationFee: percentage('anticipation_fee'),
    releaseDaysPix: integer('release_days_pix').notNull(),
    releaseDaysBoleto: integer('release_days_boleto').notNull(),
    releaseDaysCard: integer('release_days_card').notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('fee_profiles_unique_id_key').on(sql`lower(${table.uniqueId})`),
    uniqueIndex('fee_profiles_one_default').on(table.isDefault).where(sql`is_default`),
  ],
);

/** The platform's settings: one row, validated by the core schema on every write. */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: smallint('id').primaryKey().default(1),
    settings: jsonb('settings').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [check('platform_settings_single_row', sql`${table.id} = 1`)],
);

/** BaaS providers that pay withdrawals out; tokens are AES-256-GCM ciphertexts (lib/secrets.ts). */
export const payoutProviders = pgTable(
  'payout_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    apiUrl: text('api_url'),
    tokens: jsonb('tokens').$type<(string | null)[]>().notNull().default([]),
    fixedFee: bigint('fixed_fee', { mode: 'number' }).notNull().default(0),
    percentageFee: numeric('percentage_fee', { precision: 9, scale: 4 }).notNull().default('0'),
    active: boolean('active').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('payout_providers_one_default').on(table.isDefault).where(sql`is_default`),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull(),
    status: withdrawalStatusEnum('status').notNull().default('pending'),
    type: text('type').notNull().default('pix'),
    pixKeyType: pixKeyTypeEnum('pix_key_type').notNull(),
    pixKey: text('pix_key').notNull(),
    description: text('description'),
    notes: text('notes'),
    rejectionReason: text('rejection_reason'),
    failureReason: text('failure_reason'),
    providerId: uuid('provider_id').references(() => payoutProviders.id),
    providerReference: text('provider_reference'),
    providerCost: bigint('provider_cost', { mode: 'number' }),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    sendAttempts: integer('send_attempts').notNull().default(0),
    expectedArrivalAt: timestamp('expected_arrival_at', { withTimezone: true }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    processingAt: timestamp('processing_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('withdrawals_seller_idx').on(table.sellerId, table.requestedAt),
    index('withdrawals_status_idx').on(table.status, table.requestedAt),
    uniqueIndex('withdrawals_idempotency_key').on(table.sellerId, table.idempotencyKey),
  ],
);

/** The timeline of a withdrawal: every transition with its time and actor. */
export const withdrawalEvents = pgTable(
  'withdrawal_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    withdrawalId: uuid('withdrawal_id')
      .notNull()
      .references(() => withdrawals.id),
    /** The withdrawal's seller (docs/scaling.md), proved equal to it by ledger:check. */
    sellerId: uuid('seller_id').notNull(),
    status: withdrawalStatusEnum('status').notNull(),
    actorType: text('actor_type').notNull(),
    actorId: uuid('actor_id'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('withdrawal_events_withdrawal_idx').on(table.withdrawalId, table.id)],
);

/** Webhooks received from providers, kept to make replays harmless. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source').notNull(),
    eventId: text('event_id').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('webhook_events_source_event_key').on(table.source, table.eventId)],
);

/** The sandbox BaaS provider's own book of payouts: it behaves like a remote service with state. */
export const sandboxPayouts = pgTable('sandbox_payouts', {
  reference: text('reference').primaryKey(),
  providerReference: text('provider_reference').notNull(),
  providerId: uuid('provider_id').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  pixKey: text('pix_key').notNull(),
  status: text('status').notNull(),
  failureReason: text('failure_reason'),
  scenario: text('scenario').notNull(),
  settleAt: timestamp('settle_at', { withTimezone: true }).notNull(),
  webhookSentAt: timestamp('webhook_sent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Emails: sent through SMTP by a job, or kept here as the outbox when no SMTP server is set. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    template: text('template').notNull(),
    status: text('status').notNull().default('queued'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('email_outbox_created_idx').on(table.createdAt)],
);

/** Sellers' API keys: secret keys are stored as SHA-256 hashes, shown once; public keys are public. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    mode: text('mode').notNull(),
    kind: text('kind').notNull(),
    /** The public key itself, or for a secret key only its hash. */
    publicValue: text('public_value'),
    secretHash: text('secret_hash'),
    lastFour: text('last_four').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * The catalog integration this key was made for (issue 18): the seller can revoke one
     * integration's access without touching their own keys. Null for the seller's own keys.
     */
    integrationId: uuid('integration_id').references((): AnyPgColumn => integrationCatalog.id),
  },
  (table) => [
    uniqueIndex('api_keys_secret_hash_key').on(table.secretHash),
    uniqueIndex('api_keys_one_active')
      .on(table.sellerId, table.mode, table.kind)
      .where(sql`revoked_at is null and integration_id is null`),
    uniqueIndex('api_keys_one_active_per_integration')
      .on(table.sellerId, table.integrationId, table.mode, table.kind)
      .where(sql`revoked_at is null and integration_id is not null`),
  ],
);

/** Raw bytes: what the card vault sealed (never a card number in any readable form). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Card tokens and the card vault (decision 0007). The number and holder are sealed under
 * CARD_VAULT_KEY, the security code apart until the authorisation attempt, then destroyed; what
 * stays readable is the summary (brand, first six, last four, expiry) and a keyed fingerprint.
 */
export const cardTokens = pgTable(
  'card_tokens',
  {
    /** `tok_` and 24 random characters: what browsers and sellers' servers hold. */
    id: text('id').primaryKey(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    /** The public key that made it; null when the platform vaulted raw card data itself. */
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id),
    livemode: boolean('livemode').notNull(),
    brand: text('brand').notNull(),
    firstSix: text('first_six').notNull(),
    lastFour: text('last_four').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    fingerprint: text('fingerprint').notNull(),
    fingerprintKeyId: text('fingerprint_key_id').notNull(),
    vaultKeyId: text('vault_key_id').notNull(),
    /** Number and holder name, sealed; dropped at expiry when the token was never used. */
    cardSealed: bytea('card_sealed'),
    /** The security code, sealed; destroyed right after the authorisation attempt or at expiry. */
    securityCodeSealed: bytea('security_code_sealed'),
    ip: inet('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    transactionId: uuid('transaction_id').references((): AnyPgColumn => transactions.id),
  },
  (table) => [
    index('card_tokens_fingerprint_idx').on(table.fingerprint, table.createdAt),
    index('card_tokens_expiring_idx')
      .on(table.expiresAt)
      .where(
        sql`security_code_sealed is not null or (card_sealed is not null and used_at is null)`,
      ),
    index('card_tokens_vault_key_idx').on(table.vaultKeyId),
  ],
);

/** Fixed-window counters shared by every API process (card tokens: per key, IP and card). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bucket, table.windowStart] }),
    index('rate_limit_hits_window_idx').on(table.windowStart),
  ],
);

/** Stripe-style idempotency for POSTs on /v1: same key and body replay the answer for 24 hours. */
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    sellerId: uuid('seller_id').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sellerId, table.key] }),
    index('idempotency_expires_idx').on(table.expiresAt),
  ],
);

/** Where a seller wants to hear about events, signed with the endpoint's secret. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    events: jsonb('events').$type<string[]>().notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (table) => [index('webhook_endpoints_seller_idx').on(table.sellerId)],
);

/** Every event sent (or to be sent) to a seller's endpoint, with its attempts: the delivery log. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id').notNull(),
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  },
  (table) => [index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt)],
);

/** The sandbox acquirer's own book of charges: it behaves like a remote acquirer with state. */
export const sandboxCharges = pgTable('sandbox_charges', {
  reference: text('reference').primaryKey(),
  acquirerReference: text('acquirer_reference').notNull(),
  acquirerId: uuid('acquirer_id').notNull(),
  method: text('method').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  status: text('status').notNull(),
  refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** Demo mode pays Pix and boleto by itself at this time; tests pay on demand instead. */
  autoPayAt: timestamp('auto_pay_at', { withTimezone: true }),
  webhookSentAt: timestamp('webhook_sent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Acquirers the platform routes payments to; tokens are AES-256-GCM ciphertexts. */
export const acquirers = pgTable('acquirers', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  active: boolean('active').notNull().default(true),
  apiUrl: text('api_url'),
  tokens: jsonb('tokens').$type<(string | null)[]>().notNull().default([]),
  methods: jsonb('methods').$type<string[]>().notNull(),
  /** Per method, the share the acquirer holds back (decimal strings). */
  retention: jsonb('retention').$type<Record<string, string>>().notNull(),
  /** The acquirer's own fees: the platform's cost (decimal strings and centavos). */
  fees: jsonb('fees').$type<AcquirerFees>().notNull(),
  maxInstalments: integer('max_instalments').notNull().default(12),
  ...timestamps,
});

export type AcquirerFees = {
  pix: { percentage: string; fixed: number };
  boleto: { percentage: string; fixed: number };
  card: { percentage: string; fixed: number };
  instalments: string[];
};

/** Multi-acquiring: per method, the acquirers to try in order. */
export const acquirerRoutes = pgTable(
  'acquirer_routes',
  {
    method: text('method').notNull(),
    position: integer('position').notNull(),
    acquirerId: uuid('acquirer_id')
      .notNull()
      .references(() => acquirers.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.method, table.position] })],
);

/** Platform payment methods that can be switched off. */
export const paymentMethodSettings = pgTable('payment_methods', {
  method: text('method').primaryKey(),
  active: boolean('active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    description: text('description'),
    price: bigint('price', { mode: 'number' }).notNull(),
    imageKey: text('image_key'),
    methods: jsonb('methods').$type<string[]>().notNull(),
    maxInstalments: integer('max_instalments').notNull().default(12),
    active: boolean('active').notNull().default(true),
    /**
     * An admin took the product off sale, with the reason the seller was told: only an admin puts
     * it back on sale (issue 18).
     */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
    blockedBy: uuid('blocked_by').references((): AnyPgColumn => users.id),
    ...timestamps,
  },
  (table) => [index('products_seller_idx').on(table.sellerId)],
);

/** Orders / transactions (docs/product.md §3): one charge of a buyer, with its fee breakdown. */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    productId: uuid('product_id').references(() => products.id),
    livemode: boolean('livemode').notNull(),
    status: transactionStatusEnum('status').notNull().default('pending'),
    method: paymentMethodEnum('method').notNull(),
    instalments: integer('instalments').notNull().default(1),
    description: text('description').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    buyerTotal: bigint('buyer_total', { mode: 'number' }).notNull(),
    instalmentFee: bigint('instalment_fee', { mode: 'number' }).notNull(),
    instalmentFeePayer: text('instalment_fee_payer').notNull(),
    sellerFee: bigint('seller_fee', { mode: 'number' }).notNull(),
    net: bigint('net', { mode: 'number' }).notNull(),
    reserve: bigint('reserve', { mode: 'number' }).notNull(),
    platformRevenue: bigint('platform_revenue', { mode: 'number' }).notNull(),
    acquirerCost: bigint('acquirer_cost', { mode: 'number' }),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    /** Refunds requested or sent and not yet confirmed: held back from what may still be refunded. */
    refundPendingAmount: bigint('refund_pending_amount', { mode: 'number' }).notNull().default(0),
    /** The schedule in force when the charge was created: payment posts it whatever changed since. */
    releaseDays: integer('release_days').notNull(),
    reserveDays: integer('reserve_days').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerDocument: text('buyer_document').notNull(),
    buyerPhone: text('buyer_phone'),
    cardBrand: text('card_brand'),
    cardLastFour: text('card_last_four'),
    pixBrCode: text('pix_br_code'),
    pixExpiresAt: timestamp('pix_expires_at', { withTimezone: true }),
    boletoBarcode: text('boleto_barcode'),
    boletoLine: text('boleto_line'),
    boletoDueDate: date('boleto_due_date'),
    acquirerId: uuid('acquirer_id').references(() => acquirers.id),
    acquirerReference: text('acquirer_reference'),
    recovered: boolean('recovered').notNull().default(false),
    /**
     * The recovery message that won this sale: the one whose link the buyer paid through (set when
     * the charge is made), or the last one sent to the buyer within the attribution window before
     * payment (set by the outreach job).
     */
    recoveryMessageId: uuid('recovery_message_id').references(
      (): AnyPgColumn => recoveryMessages.id,
    ),
    /**
     * The affiliate the sale is attributed to (the click that won it) and their commission, fixed
     * when the charge is created like the rest of the breakdown (docs/money.md §13).
     */
    affiliationId: uuid('affiliation_id').references((): AnyPgColumn => affiliations.id),
    affiliateId: uuid('affiliate_id').references(() => users.id),
    affiliateClickId: uuid('affiliate_click_id'),
    affiliateCommission: bigint('affiliate_commission', { mode: 'number' }).notNull().default(0),
    /** The seller who referred this sale's seller, and their share of the seller's fee. */
    referrerId: uuid('referrer_id').references(() => users.id),
    referralShare: bigint('referral_share', { mode: 'number' }).notNull().default(0),
    metadata: jsonb('metadata'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('transactions_seller_created_idx').on(table.sellerId, table.createdAt),
    index('transactions_affiliate_idx')
      .on(table.affiliateId, table.createdAt)
      .where(sql`affiliate_id is not null`),
    index('transactions_referrer_idx')
      .on(table.referrerId, table.createdAt)
      .where(sql`referrer_id is not null`),
    // The order list filtered by status and method (docs/performance.md, finding 7): the page's
    // ids read in its own order (created_at, id) and its total counted from the index alone;
    // livemode last, so /v1's lists filter it in the index too. The price: pending → paid is no
    // longer a HOT update (about 0.02 ms more for a charge's writes; unmeasurable with durable
    // commits).
    index('transactions_seller_status_method_idx').on(
      table.sellerId,
      table.status,
      table.method,
      table.createdAt,
      table.id,
      table.livemode,
    ),
    index('transactions_seller_document_idx').on(table.sellerId, table.buyerDocument),
    index('transactions_acquirer_ref_idx').on(table.acquirerId, table.acquirerReference),
  ],
);

export const refundStatusEnum = pgEnum('refund_status', refundStatuses);

/**
 * Every refund of a charge, reserved under the charge's lock before the acquirer is called
 * (docs/money.md §9): in-flight refunds count against what is still refundable, and only a
 * confirmed refund has its ledger posting (reference `refund:<id>`).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: refundStatusEnum('status').notNull().default('requested'),
    /** `platform`: asked through us; `acquirer`: made on the acquirer's side and reported to us. */
    origin: text('origin').notNull(),
    actorType: text('actor_type').notNull(),
    actorId: uuid('actor_id'),
    acquirerRefundId: text('acquirer_refund_id'),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('refunds_transaction_idx').on(table.transactionId, table.createdAt),
    index('refunds_in_flight_idx')
      .on(table.lastAttemptAt)
      .where(sql`status in ('requested', 'sent')`),
  ],
);

/**
 * What an acquirer told us that does not reconcile with the ledger (a refund larger than what is
 * left, a paid amount that is not the charge's): kept for an admin, never applied.
 */
export const acquirerDiscrepancies = pgTable(
  'acquirer_discrepancies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    acquirerId: uuid('acquirer_id').references(() => acquirers.id),
    transactionId: uuid('transaction_id').references(() => transactions.id),
    /** The charge's seller when the notice named one (docs/scaling.md; ledger:check proves it). */
    sellerId: uuid('seller_id'),
    eventId: text('event_id'),
    eventType: text('event_type').notNull(),
    reason: text('reason').notNull(),
    reportedAmount: bigint('reported_amount', { mode: 'number' }),
    expectedAmount: bigint('expected_amount', { mode: 'number' }),
    status: text('status').notNull().default('open'),
    note: text('note'),
    resolvedBy: uuid('resolved_by').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('acquirer_discrepancies_status_idx').on(table.status, table.createdAt)],
);

/** Each acquirer a charge was sent to, and how it answered. */
export const transactionAttempts = pgTable(
  'transaction_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id),
    /** The charge's seller (docs/scaling.md), proved equal to it by ledger:check. */
    sellerId: uuid('seller_id').notNull(),
    acquirerId: uuid('acquirer_id').references(() => acquirers.id),
    outcome: text('outcome').notNull(),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('transaction_attempts_tx_idx').on(table.transactionId),
    index('transaction_attempts_created_brin').using('brin', table.createdAt),
  ],
);

/** The order's timeline. */
export const transactionEvents = pgTable(
  'transaction_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id),
    /** The charge's seller (docs/scaling.md), proved equal to it by ledger:check. */
    sellerId: uuid('seller_id').notNull(),
    type: text('type').notNull(),
    status: transactionStatusEnum('status').notNull(),
    amount: bigint('amount', { mode: 'number' }),
    actorType: text('actor_type').notNull(),
    actorId: uuid('actor_id'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('transaction_events_tx_idx').on(table.transactionId, table.id),
    // The analytics job finds a day's activity by its events (docs/analytics.md): rows only ever
    // appended, in time order, so block ranges stay tight, and a row landing in the table's
    // last, unsummarised range costs its insert nothing.
    index('transaction_events_created_brin').using('brin', table.createdAt),
  ],
);

/**
 * Admin → Analytics → Balances: the net change of each seller account kind, and of anticipated
 * funds (`anticipated`), per São Paulo day over all sellers. Derived from the ledger by a job
 * (modules/analytics/balance-rollups.ts); a balance at a day's end is the sum through that day.
 */
export const ledgerDaily = pgTable(
  'ledger_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    change: bigint('change', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ name: 'ledger_daily_pkey', columns: [table.day, table.kind] })],
);

/** The last day of `ledger_daily` that is complete; the job recomputes every day after it. */
export const ledgerDailyWatermark = pgTable(
  'ledger_daily_watermark',
  {
    id: smallint('id').primaryKey().default(1),
    completeThrough: date('complete_through', { mode: 'string' }).notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('ledger_daily_watermark_single', sql`${table.id} = 1`)],
);

/**
 * The exchange-rate widget's cache, one row per currency, shared by every process: the last rates
 * the provider gave (null until it first answers), when it last did, and when it was last asked.
 * `attempted_at` is claimed before asking, so concurrent requests ask the provider once.
 */
export const exchangeRateQuotes = pgTable(
  'exchange_rate_quotes',
  {
    currency: text('currency').primaryKey(),
    buy: numeric('buy', { precision: 12, scale: 4 }),
    sell: numeric('sell', { precision: 12, scale: 4 }),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [
    check(
      'exchange_rate_quotes_complete',
      sql`(${table.buy} is null) = (${table.sell} is null) and (${table.buy} is null) = (${table.quotedAt} is null) and (${table.buy} is null) = (${table.fetchedAt} is null)`,
    ),
  ],
);

/** The sandbox rates provider's switch: while `failing`, it answers errors (for tests and demos). */
export const sandboxExchangeRates = pgTable(
  'sandbox_exchange_rates',
  {
    id: smallint('id').primaryKey().default(1),
    failing: boolean('failing').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('sandbox_exchange_rates_single_row', sql`${table.id} = 1`)],
);

// ------------------------------------------------------------------ Analytics rollups (issue 15)
// Derived from transactions, refunds, events, attempts and withdrawals, which stay the truth: a
// day's rows are deleted and written again from them (modules/analytics/rollups.ts,
// docs/analytics.md). Every row is one São Paulo day of one mode.

const rollupCount = (name: string) => integer(name).notNull().default(0);
const rollupCents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** The last São Paulo day the rollups hold for good; the job recomputes every day after it. */
export const analyticsState = pgTable(
  'analytics_state',
  {
    id: smallint('id').primaryKey(),
    completeThrough: date('complete_through', { mode: 'string' }),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('analytics_state_single_row', sql`${table.id} = 1`)],
);

/** The platform grain: revenue and transactions by day, mode, method and acquirer. */
export const analyticsSalesDaily = pgTable(
  'analytics_sales_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    livemode: boolean('livemode').notNull(),
    method: paymentMethodEnum('method').notNull(),
    acquirerId: uuid('acquirer_id'),
    createdCount: rollupCount('created_count'),
    createdAmount: rollupCents('created_amount'),
    paidCount: rollupCount('paid_count'),
    gross: rollupCents('gross'),
    net: rollupCents('net'),
    sellerFees: rollupCents('seller_fees'),
    instalmentFees: rollupCents('instalment_fees'),
    platformRevenue: rollupCents('platform_revenue'),
    acquirerCosts: rollupCents('acquirer_costs'),
    refundsCount: rollupCount('refunds_count'),
    refunds: rollupCents('refunds'),
    chargebacksCount: rollupCount('chargebacks_count'),
    chargebacks: rollupCents('chargebacks'),
    cardFallbacks: rollupCount('card_fallbacks'),
  },
  (table) => [index('analytics_sales_daily_day_idx').on(table.livemode, table.day)],
);

/** How many charges reached each status on a day, and for how much of their totals. */
export const analyticsStatusDaily = pgTable(
  'analytics_status_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    livemode: boolean('livemode').notNull(),
    status: transactionStatusEnum('status').notNull(),
    count: rollupCount('count'),
    amount: rollupCents('amount'),
  },
  (table) => [primaryKey({ columns: [table.day, table.livemode, table.status] })],
);

/** Attempts at acquirers by their raw outcome (`paid`, `pending`, `declined:<reason>`…). */
export const analyticsAttemptsDaily = pgTable(
  'analytics_attempts_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    livemode: boolean('livemode').notNull(),
    acquirerId: uuid('acquirer_id'),
    outcome: text('outcome').notNull(),
    count: rollupCount('count'),
  },
  (table) => [index('analytics_attempts_daily_day_idx').on(table.livemode, table.day)],
);

/** What BaaS providers charged for the withdrawals completed on a day (live money only). */
export const analyticsPayoutsDaily = pgTable('analytics_payouts_daily', {
  day: date('day', { mode: 'string' }).primaryKey(),
  count: rollupCount('count'),
  providerCosts: rollupCents('provider_costs'),
});

/** The seller grain: the dashboard and the sellers' ranking. */
export const analyticsSellerDaily = pgTable(
  'analytics_seller_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    livemode: boolean('livemode').notNull(),
    sellerId: uuid('seller_id').notNull(),
    method: paymentMethodEnum('method').notNull(),
    createdCount: rollupCount('created_count'),
    paidCount: rollupCount('paid_count'),
    gross: rollupCents('gross'),
    net: rollupCents('net'),
    refundsCount: rollupCount('refunds_count'),
    refunds: rollupCents('refunds'),
    chargebacksCount: rollupCount('chargebacks_count'),
    chargebacks: rollupCents('chargebacks'),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.livemode, table.sellerId, table.method] }),
    index('analytics_seller_daily_seller_idx').on(table.sellerId, table.livemode, table.day),
  ],
);

/**
 * The seller grain's running totals: through each day a seller had charges created or paid, what
 * every day up to it added, so any period's sums are two index probes a seller (the rankings).
 */
export const analyticsSellerRunning = pgTable(
  'analytics_seller_running',
  {
    livemode: boolean('livemode').notNull(),
    sellerId: uuid('seller_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    cumCreated: rollupCents('cum_created'),
    cumPaid: rollupCents('cum_paid'),
    cumGross: rollupCents('cum_gross'),
  },
  (table) => [
    primaryKey({ columns: [table.livemode, table.sellerId, table.day] }),
    index('analytics_seller_running_day_idx').on(table.day),
  ],
);

/**
 * Each seller's latest running totals, one row per mode and seller: what a ranking ending on or
 * after that day reads instead of probing the running totals (and a seller idle since before the
 * period is skipped outright). Derived from analytics_seller_running by the same refresh.
 */
export const analyticsSellerLatest = pgTable(
  'analytics_seller_latest',
  {
    livemode: boolean('livemode').notNull(),
    sellerId: uuid('seller_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    cumCreated: rollupCents('cum_created'),
    cumPaid: rollupCents('cum_paid'),
    cumGross: rollupCents('cum_gross'),
  },
  (table) => [primaryKey({ columns: [table.livemode, table.sellerId] })],
);

/** The product grain: the products' ranking and the seller's top products. */
export const analyticsProductDaily = pgTable(
  'analytics_product_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    livemode: boolean('livemode').notNull(),
    productId: uuid('product_id').notNull(),
    sellerId: uuid('seller_id').notNull(),
    createdCount: rollupCount('created_count'),
    paidCount: rollupCount('paid_count'),
    gross: rollupCents('gross'),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.livemode, table.productId] }),
    index('analytics_product_daily_seller_idx').on(table.sellerId, table.livemode, table.day),
  ],
);

/** The product grain's running totals, as the seller grain's. */
export const analyticsProductRunning = pgTable(
  'analytics_product_running',
  {
    livemode: boolean('livemode').notNull(),
    productId: uuid('product_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    cumCreated: rollupCents('cum_created'),
    cumPaid: rollupCents('cum_paid'),
    cumGross: rollupCents('cum_gross'),
  },
  (table) => [
    primaryKey({ columns: [table.livemode, table.productId, table.day] }),
    index('analytics_product_running_day_idx').on(table.day),
  ],
);

/** Each product's latest running totals (see analyticsSellerLatest). */
export const analyticsProductLatest = pgTable(
  'analytics_product_latest',
  {
    livemode: boolean('livemode').notNull(),
    productId: uuid('product_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    cumCreated: rollupCents('cum_created'),
    cumPaid: rollupCents('cum_paid'),
    cumGross: rollupCents('cum_gross'),
  },
  (table) => [primaryKey({ columns: [table.livemode, table.productId] })],
);

// ------------------------------------------------------------------ Balances: releases ahead (issue 15)

/**
 * Admin → Analytics → Balances: what becomes available from pending and from reserve (`bucket`)
 * on each of the next 90 São Paulo days, as of the balance job's last run. Derived from
 * `ledger_releases` and replaced whole by each run (modules/analytics/balance-rollups.ts).
 */
export const ledgerReleasesAhead = pgTable(
  'ledger_releases_ahead',
  {
    day: date('day', { mode: 'string' }).notNull(),
    bucket: text('bucket').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'ledger_releases_ahead_pkey', columns: [table.day, table.bucket] }),
  ],
);

// ------------------------------------------------------------------ Recovery balance (issue 16)

/**
 * A seller's top-up of their recovery balance: a Pix charge the platform makes to the seller
 * (docs/money.md §13). Paid, it posts `recovery_topup`; it is never a sale.
 */
export const recoveryTopUps = pgTable(
  'recovery_topups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: recoveryTopUpStatuses }).notNull().default('pending'),
    idempotencyKey: text('idempotency_key'),
    acquirerId: uuid('acquirer_id').references(() => acquirers.id),
    acquirerReference: text('acquirer_reference'),
    brCode: text('br_code'),
    pixExpiresAt: timestamp('pix_expires_at', { withTimezone: true }),
    acquirerCost: bigint('acquirer_cost', { mode: 'number' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('recovery_topups_amount_positive', sql`${table.amount} > 0`),
    check(
      'recovery_topups_status',
      sql`${table.status} in ('pending', 'paid', 'expired', 'failed')`,
    ),
    uniqueIndex('recovery_topups_idempotency_key').on(table.sellerId, table.idempotencyKey),
    uniqueIndex('recovery_topups_acquirer_reference').on(table.acquirerId, table.acquirerReference),
    index('recovery_topups_seller_idx').on(table.sellerId, table.createdAt, table.id),
    index('recovery_topups_pending_expiry_idx')
      .on(table.pixExpiresAt)
      .where(sql`status = 'pending'`),
  ],
);

/*
 * Smart recovery's outreach (issue 16, docs/decisions/0021-recovery-outreach.md).
 */

/**
 * A buyer who filled the hosted checkout's name and contact: the seed of an abandoned-checkout
 * run when no payment follows. The checkout keeps its `token` to update the lead as the buyer
 * types and to tie the charge it makes to it.
 */
export const recoveryLeads = pgTable(
  'recovery_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token: text('token').notNull(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    livemode: boolean('livemode').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email'),
    buyerPhone: text('buyer_phone'),
    locale: text('locale').notNull(),
    /** The charge the buyer went on to make from this checkout, if any. */
    chargeId: uuid('charge_id').references(() => transactions.id),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('recovery_leads_token').on(table.token),
    index('recovery_leads_seller_idx').on(table.sellerId, table.createdAt, table.id),
    // The job enrolls leads idle long enough and with no charge: oldest first.
    index('recovery_leads_open_idx').on(table.updatedAt).where(sql`charge_id is null`),
  ],
);

/**
 * A seller's sequence for one event: whether it runs, and its steps (channel, delay after the
 * event, text in each language). No row means the defaults, switched off.
 */
export const recoverySequences = pgTable(
  'recovery_sequences',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    event: text('event', { enum: recoveryEvents }).notNull(),
    enabled: boolean('enabled').notNull().default(false),
    steps: jsonb('steps').$type<RecoveryStepRow[]>().notNull(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.sellerId, table.event] })],
);

export type RecoveryStepRow = {
  channel: 'email' | 'sms' | 'whatsapp';
  delayMinutes: number;
  templates: { en: string; 'pt-BR': string };
};

/**
 * One run of a sequence for one buyer: of a lead (abandoned checkout) or of a charge. `nextAt` is
 * when step `nextStep` is due; the outreach job claims due runs with SKIP LOCKED.
 */
export const recoveryRuns = pgTable(
  'recovery_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    event: text('event', { enum: recoveryEvents }).notNull(),
    livemode: boolean('livemode').notNull(),
    leadId: uuid('lead_id').references(() => recoveryLeads.id),
    chargeId: uuid('charge_id').references(() => transactions.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email'),
    buyerPhone: text('buyer_phone'),
    locale: text('locale').notNull(),
    /** What the buyer was to pay (the template's amount). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: recoveryRunStatuses }).notNull().default('active'),
    stopReason: text('stop_reason', { enum: recoveryStopReasons }),
    nextStep: integer('next_step').notNull().default(0),
    nextAt: timestamp('next_at', { withTimezone: true }),
    /** When the event happened: step delays count from it. */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The buyer's payment this run won (see transactions.recoveryMessageId). */
    recoveredChargeId: uuid('recovered_charge_id').references(() => transactions.id),
    ...timestamps,
  },
  (table) => [
    check('recovery_runs_subject', sql`(lead_id is null) <> (charge_id is null)`),
    uniqueIndex('recovery_runs_lead').on(table.leadId),
    uniqueIndex('recovery_runs_charge_event').on(table.chargeId, table.event),
    index('recovery_runs_due_idx').on(table.nextAt).where(sql`status in ('active', 'paused')`),
    index('recovery_runs_seller_idx').on(table.sellerId, table.createdAt, table.id),
    // A payment finds the runs of its product to stop and to credit.
    index('recovery_runs_product_idx').on(table.productId, table.sellerId),
  ],
);

/**
 * Every outreach message. A live one debits its channel's price from the seller's recovery
 * balance in the transaction that writes it (`recovery_charge:<id>`); one the provider refused
 * before sending gives it back (`recovery_refund:<id>`). `linkToken` opens the recovery link and
 * counts the click; `optOutToken` the opt-out page.
 */
export const recoveryMessages = pgTable(
  'recovery_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    runId: uuid('run_id')
      .notNull()
      .references(() => recoveryRuns.id),
    livemode: boolean('livemode').notNull(),
    step: integer('step').notNull(),
    channel: text('channel', { enum: ['email', 'sms', 'whatsapp'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    status: text('status', { enum: recoveryMessageStatuses }).notNull().default('queued'),
    price: bigint('price', { mode: 'number' }).notNull(),
    refunded: boolean('refunded').notNull().default(false),
    providerId: uuid('provider_id').references(() => messagingProviders.id),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    /** Sends tried: a provider's passing failures are retried a few times, then the message fails. */
    sendAttempts: integer('send_attempts').notNull().default(0),
    linkToken: text('link_token').notNull(),
    optOutToken: text('opt_out_token').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    check('recovery_messages_price', sql`${table.price} >= 0`),
    uniqueIndex('recovery_messages_run_step').on(table.runId, table.step),
    uniqueIndex('recovery_messages_link_token').on(table.linkToken),
    uniqueIndex('recovery_messages_opt_out_token').on(table.optOutToken),
    uniqueIndex('recovery_messages_provider_message').on(table.providerId, table.providerMessageId),
    index('recovery_messages_seller_idx').on(table.sellerId, table.createdAt, table.id),
    // At most one message per buyer and channel an hour; attribution finds a buyer's messages.
    index('recovery_messages_recipient_idx').on(table.recipient, table.channel, table.createdAt),
    index('recovery_messages_created_idx').on(table.createdAt, table.id),
  ],
);

/**
 * Buyers who asked a seller to stop (the opt-out link, a PARE / STOP reply, or the seller): no
 * message of that seller reaches that contact again, on any channel (LGPD).
 */
export const recoveryOptOuts = pgTable(
  'recovery_opt_outs',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    /** A lower-cased email or an E.164 phone. */
    contact: text('contact').notNull(),
    source: text('source', { enum: ['link', 'reply', 'seller'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.sellerId, table.contact] })],
);

/**
 * Per seller: since when outreach waits for the recovery balance, and when the seller was told
 * (once per pause, in the app and by email).
 */
export const recoverySellerState = pgTable('recovery_seller_state', {
  sellerId: uuid('seller_id')
    .primaryKey()
    .references(() => users.id),
  pausedSince: timestamp('paused_since', { withTimezone: true }),
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The outreach job's watermark over charge events and payments (enrolment and attribution). */
export const recoveryState = pgTable(
  'recovery_state',
  {
    id: smallint('id').primaryKey().default(1),
    eventsThrough: timestamp('events_through', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('recovery_state_single_row', sql`${table.id} = 1`)],
);

/**
 * SMS and WhatsApp providers (email goes through SMTP). `settings` holds what is not secret
 * (Twilio's account SID and sender, WhatsApp's phone number id and template names); `tokens` the
 * secrets as AES-256-GCM ciphertexts (lib/secrets.ts), never answered whole.
 */
export const messagingProviders = pgTable(
  'messaging_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['sms', 'whatsapp'] }).notNull(),
    kind: text('kind', { enum: messagingProviderKinds }).notNull(),
    name: text('name').notNull(),
    apiUrl: text('api_url'),
    settings: jsonb('settings').$type<Record<string, string>>().notNull().default({}),
    tokens: jsonb('tokens').$type<(string | null)[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('messaging_providers_one_default').on(table.channel).where(sql`is_default`),
  ],
);

/**
 * The sandbox messaging provider's own store, as a remote provider keeps its messages: any
 * instance settles them (delivery, failure, the buyer's reply) and posts the signed webhook.
 */
export const sandboxMessages = pgTable(
  'sandbox_messages',
  {
    providerMessageId: text('provider_message_id').primaryKey(),
    providerId: uuid('provider_id').notNull(),
    channel: text('channel').notNull(),
    reference: text('reference').notNull(),
    to: text('to').notNull(),
    body: text('body').notNull(),
    scenario: text('scenario').notNull(),
    /** What happens next and when: `deliver`, `fail`, `read`, `reply`, or null when done. */
    nextAction: text('next_action'),
    nextAt: timestamp('next_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sandbox_messages_due_idx').on(table.nextAt).where(sql`next_action is not null`),
  ],
);

// ------------------------------------------------------------------ Affiliates and referrals (issue 17)

/**
 * A product's affiliate programme, set by its seller (docs/decisions/0022-affiliates.md). The
 * commission lives in `affiliate_terms`, dated, so a change reaches only clicks made after its
 * notice period.
 */
export const affiliatePrograms = pgTable(
  'affiliate_programs',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    enabled: boolean('enabled').notNull().default(false),
    /** How long a click counts for a sale; null is for ever. */
    cookieDays: integer('cookie_days'),
    attribution: text('attribution', { enum: ['last_click', 'first_click'] })
      .notNull()
      .default('last_click'),
    approval: text('approval', { enum: ['open', 'approval'] })
      .notNull()
      .default('open'),
    /** Listed in the marketplace; unlisted programmes are joined through their invite link. */
    listed: boolean('listed').notNull().default(true),
    inviteCode: text('invite_code').notNull(),
    /** Affiliates see the buyer's name and email on their sales only when the seller allows it. */
    shareBuyerContact: boolean('share_buyer_contact').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('affiliate_programs_invite_code_key').on(table.inviteCode),
    index('affiliate_programs_listed_idx').on(table.enabled, table.listed),
  ],
);

/** A product's commission from a moment on: a click is paid by the terms in force when it was made. */
export const affiliateTerms = pgTable(
  'affiliate_terms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** The product's seller (docs/scaling.md; ledger:check proves it). */
    sellerId: uuid('seller_id').notNull(),
    percentage: percentage('percentage'),
    fixed: bigint('fixed', { mode: 'number' }).notNull().default(0),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('affiliate_terms_product_idx').on(table.productId, table.effectiveFrom)],
);

/** A seller promoting another seller's product: requested, approved, refused or blocked. */
export const affiliations = pgTable(
  'affiliations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** The product's seller (the producer). */
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => users.id),
    /** The affiliate's short link: /go/<code>. */
    code: text('code').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'refused', 'blocked'] }).notNull(),
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('affiliations_code_key').on(table.code),
    uniqueIndex('affiliations_product_affiliate_key').on(table.productId, table.affiliateId),
    index('affiliations_affiliate_idx').on(table.affiliateId),
    index('affiliations_seller_idx').on(table.sellerId, table.status),
  ],
);

/**
 * A visit through an affiliate link: when, and the random visitor id of the first-party cookie.
 * Nothing else about the visitor is kept.
 */
export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    affiliationId: uuid('affiliation_id')
      .notNull()
      .references(() => affiliations.id),
    /** The product's seller, as the affiliation's (docs/scaling.md; ledger:check proves it). */
    sellerId: uuid('seller_id').notNull(),
    productId: uuid('product_id').notNull(),
    visitor: text('visitor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('affiliate_clicks_visitor_idx').on(table.productId, table.visitor),
    index('affiliate_clicks_affiliation_idx').on(table.affiliationId, table.createdAt),
  ],
);

/**
 * A buyer (a hash of their email or document, never the value) seen at a product's checkout after
 * a click: the click still counts when they come back on another device or without the cookie.
 */
export const affiliateBuyers = pgTable(
  'affiliate_buyers',
  {
    productId: uuid('product_id').notNull(),
    buyerKey: text('buyer_key').notNull(),
    clickId: uuid('click_id')
      .notNull()
      .references(() => affiliateClicks.id),
    /** The product's seller, as the click's (docs/scaling.md; ledger:check proves it). */
    sellerId: uuid('seller_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'affiliate_buyers_pkey',
      columns: [table.productId, table.buyerKey, table.clickId],
    }),
  ],
);

// ------------------------------------------------------------------ Awards (issue 18)

export const awardKinds = ['physical', 'digital'] as const;
export const awardClaimStatuses = [
  'requested',
  'approved',
  'shipped',
  'delivered',
  'refused',
] as const;

/** A milestone of lifetime paid sales, net of refunds and chargebacks (the admin's "total invoiced"). */
export const awardTiers = pgTable(
  'award_tiers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Centavos of total invoiced that reach the tier. */
    threshold: bigint('threshold', { mode: 'number' }).notNull(),
    description: text('description'),
    kind: text('kind', { enum: awardKinds }).notNull().default('digital'),
    imageKey: text('image_key'),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (table) => [index('award_tiers_threshold_idx').on(table.active, table.threshold)],
);

/** When a seller reached a tier (first seen by the awards job), and when they were told. */
export const awardAchievements = pgTable(
  'award_achievements',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    tierId: uuid('tier_id')
      .notNull()
      .references(() => awardTiers.id),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'award_achievements_pkey', columns: [table.sellerId, table.tierId] }),
  ],
);

/**
 * A seller's claim of a physical award: where to ship it and to whom (identity and age of
 * majority confirmed), then the admin's fulfilment.
 */
export const awardClaims = pgTable(
  'award_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    tierId: uuid('tier_id')
      .notNull()
      .references(() => awardTiers.id),
    status: text('status', { enum: awardClaimStatuses }).notNull().default('requested'),
    recipientName: text('recipient_name').notNull(),
    recipientDocument: text('recipient_document').notNull(),
    recipientBirthDate: date('recipient_birth_date').notNull(),
    phone: text('phone').notNull(),
    postalCode: text('postal_code').notNull(),
    address: text('address').notNull(),
    addressNumber: text('address_number').notNull(),
    complement: text('complement'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull().default('BR'),
    carrier: text('carrier'),
    trackingCode: text('tracking_code'),
    reason: text('reason'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('award_claims_seller_tier_key').on(table.sellerId, table.tierId),
    index('award_claims_status_idx').on(table.status, table.createdAt),
  ],
);

/** Each step of a claim, with who moved it and when: the claim's timeline. */
export const awardClaimEvents = pgTable(
  'award_claim_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => awardClaims.id),
    /** The claim's seller (docs/scaling.md), proved equal to it by ledger:check. */
    sellerId: uuid('seller_id').notNull(),
    status: text('status', { enum: awardClaimStatuses }).notNull(),
    actorId: uuid('actor_id').references(() => users.id),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('award_claim_events_claim_idx').on(table.claimId, table.createdAt)],
);

// ------------------------------------------------------------------ Integrations catalog (issue 18)

/** An integration sellers can set up, as the admin describes it (Settings → Integrations). */
export const integrationCatalog = pgTable(
  'integration_catalog',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    /** Setup instructions: Markdown (headings, lists, links, code), rendered safely by the app. */
    description: text('description'),
    bannerKey: text('banner_key').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('integration_catalog_order_idx').on(table.active, table.position)],
);

// ------------------------------------------------------------------ Super-admin switches (issue 18)

/**
 * Platform-wide brakes only a super-admin may pull, each change audited: new withdrawal
 * requests, new sales (checkouts and /v1 charges) and new registrations.
 */
export const platformSwitches = pgTable(
  'platform_switches',
  {
    id: smallint('id').primaryKey().default(1),
    withdrawalsPaused: boolean('withdrawals_paused').notNull().default(false),
    salesPaused: boolean('sales_paused').notNull().default(false),
    registrationsPaused: boolean('registrations_paused').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [check('platform_switches_single_row', sql`${table.id} = 1`)],
);

/**
 * Devices that receive push notifications (SPEC §7 `register-device`): one row per device, owned by
 * whoever logged in on it last; the session that registered it, so logout removes it.
 */
export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    deviceId: text('device_id').notNull(),
    platform: text('platform').notNull(),
    pushToken: text('push_token').notNull(),
    appVersion: text('app_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('devices_device_id_key').on(table.deviceId),
    index('devices_user_id_idx').on(table.userId),
    index('devices_session_id_idx').on(table.sessionId),
  ],
);

/** A user's switches per notification event; no row means push on and email on. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    push: boolean('push').notNull().default(true),
    email: boolean('email').notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.userId, table.event] })],
);

/** Every push sent or tried (the sandbox provider only records here): admins read it. */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id').references(() => devices.id, { onDelete: 'set null' }),
    tokenLast4: text('token_last4').notNull(),
    platform: text('platform').notNull(),
    event: text('event').notNull(),
    /** The event occurrence (`sale_approved:<charge id>`): one push per device per occurrence. */
    eventKey: text('event_key').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url'),
    status: text('status').notNull().default('queued'),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** Not tried again before this (the provider's Retry-After), whatever the queue's backoff. */
    retryAt: timestamp('retry_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('push_outbox_created_idx').on(table.createdAt),
    uniqueIndex('push_outbox_event_device_key').on(table.eventKey, table.deviceId),
  ],
);
