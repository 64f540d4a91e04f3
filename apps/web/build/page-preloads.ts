import type { Plugin } from 'vite';

const placeholder = '__PRELOADS__';

/** A built chunk's file and the stylesheets it imports, as the page asks for them. */
export const chunkFiles = (chunk: {
  fileName: string;
  viteMetadata?: { importedCss: Set<string> };
}): string[] => [chunk.fileName, ...(chunk.viteMetadata?.importedCss ?? [])].map((f) => `/${f}`);

type Preloads = {
  /** `start` and `app` texts by language (catalogue-parts.ts). */
  start: Record<string, string>;
  app: Record<string, string>;
  /** The chunks, and their CSS, of the login, the hosted checkout, the signed-in layout (page-chunks.ts). */
  login: string[];
  checkout: string[];
  /** The signed-in layout's. */
  layout: string[];
  /** The API's base (VITE_API_URL, empty for this origin): the script asks for some answers early. */
  api: string | null;
};

/**
 * index.html asks at once for what a page needs after the entry, which the browser would otherwise
 * find only once the entry has run, a round trip later. Its inline script gets the files in place
 * of `__PRELOADS__` (nothing in development) and picks by page: the `start` texts of the page's
 * language; the login's chunk without a session, on /auth and on a checkout; the checkout's
 * chunks on /checkout/…; the signed-in layout's chunks and its texts when a session is stored.
 * It also asks for the user or the checkout's product (`apiUrl`: VITE_API_URL); `api` is null in
 * development, where it asks for nothing.
 */
export function pagePreloads(apiUrl: string): Plugin {
  return {
    name: 'repasse-page-preloads',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html.replace(placeholder, JSON.stringify({ api: null }));
        const files = new Map<string, string[]>();
        const texts: Pick<Preloads, 'start' | 'app'> = { start: {}, app: {} };
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          const own = chunkFiles(output);
          const part = output.facadeModuleId?.match(/catalogue\/([\w-]+)\/(start|app)$/);
          if (part?.[1] && part[2]) texts[part[2] as 'start' | 'app'][part[1]] = own[0] ?? '';
          files.set(output.name, [...(files.get(output.name) ?? []), ...own]);
        }
        const of = (name: string) => files.get(name) ?? [];
        // In the order their styles apply: what a chunk builds on comes first (`page-shared`
        // holds what the checkout and the signed-in layout share).
        const preloads: Preloads = {
          ...texts,
          login: of('page-login'),
          checkout: [...of('page-shared'), ...of('page-checkout')],
          layout: [...of('page-shared'), ...of('page-app')],
          api: apiUrl,
        };
        return html.replace(placeholder, JSON.stringify(preloads));
      },
    },
  };
}
