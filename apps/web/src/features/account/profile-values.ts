import type { Account, UpdateProfile } from '@repasse/core/contract/account';

export type ProfileSection = 'contact' | 'company' | 'address';

/** The fields each profile dialog edits; the others are sent back unchanged. */
export const profileSectionFields = {
  contact: ['phoneCountryCode', 'phoneNumber'],
  company: ['tradeName', 'businessModel', 'websiteUrl'],
  address: ['postalCode', 'address', 'number', 'complement', 'city', 'state'],
} as const satisfies Record<ProfileSection, readonly (keyof UpdateProfile)[]>;

/** PATCH /web/account/profile sends every field: start from what the account holds. */
export function profileValues(account: Account): UpdateProfile {
  return {
    phoneCountryCode: account.phoneCountryCode,
    phoneNumber: account.phoneNumber,
    tradeName: account.tradeName,
    businessModel: account.businessModel,
    websiteUrl: account.websiteUrl,
    postalCode: account.postalCode,
    address: account.address,
    number: account.number,
    complement: account.complement ?? '',
    city: account.city,
    state: account.state,
  };
}
