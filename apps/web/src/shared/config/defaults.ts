/** Build-time defaults, used when the matching VITE_* setting is missing (see vite.config.ts). */
export const settingDefaults = {
  brandName: 'Repasse',
  primaryColor: '#0d7c66',
  apiUrl: '',
} as const;

const hexColor = /^#[0-9a-f]{6}$/i;

/** The primary colour must be a 6-digit hex value; anything else falls back to the default. */
export function primaryColorOrDefault(value: string | undefined): string {
  return value && hexColor.test(value.trim()) ? value.trim() : settingDefaults.primaryColor;
}
