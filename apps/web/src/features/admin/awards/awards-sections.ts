/** The awards panel's sections; the address keeps the open one (`&section=claims`). */
export const awardsSections = ['tiers', 'claims'] as const;
export type AwardsSection = (typeof awardsSections)[number];

export const awardsSectionOf = (value: string | null): AwardsSection =>
  (awardsSections as readonly string[]).includes(value ?? '') ? (value as AwardsSection) : 'tiers';
