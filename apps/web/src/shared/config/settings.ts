import { primaryColorOrDefault, settingDefaults } from './defaults.ts';

/** White-label settings fixed at build time from VITE_* environment variables. */
export const settings = {
  brandName: import.meta.env.VITE_BRAND_NAME?.trim() || settingDefaults.brandName,
  primaryColor: primaryColorOrDefault(import.meta.env.VITE_PRIMARY_COLOR),
  apiUrl: (import.meta.env.VITE_API_URL ?? settingDefaults.apiUrl).replace(/\/+$/, ''),
} as const;
