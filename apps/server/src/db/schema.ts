import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  inet,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('user_role', ['seller', 'admin', 'super_admin']);
export const userDocumentStatusEnum = pgEnum('user_document_status', [
  'validate',
  'not_validate',
  'notApplicable',
]);
export const countryEnum = pgEnum('country', ['BR', 'US', 'PT']);
export const bankAccountTypeEnum = pgEnum('bank_account_type', ['checking', 'savings', 'payment']);

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
    ...timestamps,
  },
  (table) => [uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`)],
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_attempts_email_idx').on(table.email, table.createdAt),
    index('login_attempts_ip_idx').on(table.ip, table.createdAt),
  ],
);
