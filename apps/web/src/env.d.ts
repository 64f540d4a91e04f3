/// <reference types="vite/client" />

// Declaration merging with Vite's ImportMetaEnv needs an interface.
interface ImportMetaEnv {
  readonly VITE_BRAND_NAME?: string;
  readonly VITE_PRIMARY_COLOR?: string;
  readonly VITE_API_URL?: string;
}

/** A part of one language's texts, made by apps/web/build/catalogue-parts.ts. */
declare module 'virtual:catalogue/*' {
  const catalogue: import('./shared/i18n/catalogue.ts').Catalogue;
  export default catalogue;
}

// Declaration merging with the DOM's Window needs an interface.
interface Window {
  /** Answers index.html's inline script asked for, by URL, with the token it sent (http-client.ts). */
  __early?: Record<string, { token: string | null; at: number; answer: Promise<Response> }>;
  /** Sends the early requests index.html's head script has not sent yet. */
  __sendEarly?: () => void;
}
