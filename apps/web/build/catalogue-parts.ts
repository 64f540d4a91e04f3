import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { type Catalogue, mergeCatalogues } from '../src/shared/i18n/catalogue.ts';

/**
 * Namespaces of the web app's catalogue that the pages of a first visit use: the login screen,
 * /logout, the hosted checkout, the route error screen, the header's language and theme controls.
 * Everything else (registration, the signed-in screens) is in the `rest` part.
 */
export const startNamespaces = [
  'app',
  'auth',
  'checkout',
  'common',
  'logout',
  'notFound',
  'preferences',
  'routeError',
];

/** Namespaces the signed-in layout and the dashboard add (the page after logging in). */
export const appNamespaces = ['dashboard', 'impersonation', 'nav', 'orders', 'roles', 'userMenu'];

const prefix = 'virtual:catalogue/';

/**
 * `virtual:catalogue/<locale>/start`: the shared messages of packages/core (validation.*,
 * errors.*) merged with the start namespaces of apps/web/src/locales/<locale>.json;
 * `…/app`: the app namespaces; `…/rest`: the others. Each is a chunk, loaded by
 * src/shared/i18n/resources.ts.
 */
export function catalogueParts(webLocales: string, coreLocales: string): Plugin {
  return {
    name: 'repasse-catalogue-parts',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const [locale = '', part] = id.slice(prefix.length + 1).split('/');
      const read = (dir: string): Catalogue => {
        const file = join(dir, `${locale}.json`);
        this.addWatchFile(file);
        return JSON.parse(readFileSync(file, 'utf8'));
      };
      const web = Object.entries(read(webLocales));
      const partOf = (namespace: string) =>
        startNamespaces.includes(namespace)
          ? 'start'
          : appNamespaces.includes(namespace)
            ? 'app'
            : 'rest';
      const picked = Object.fromEntries(web.filter(([namespace]) => partOf(namespace) === part));
      const catalogue = part === 'start' ? mergeCatalogues(read(coreLocales), picked) : picked;
      // JSON.parse of a string literal is quicker to load than the same object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(catalogue))});\n`;
    },
  };
}
