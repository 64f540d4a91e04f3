/// <reference types="vite/client" />

// Declaration merging with Vite's ImportMetaEnv needs an interface.
interface ImportMetaEnv {
  readonly VITE_BRAND_NAME?: string;
  readonly VITE_PRIMARY_COLOR?: string;
  readonly VITE_API_URL?: string;
}
