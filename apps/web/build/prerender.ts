import { readFile, writeFile } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import { type Locale, locales } from '@repasse/core/i18n/locale';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { chunkFiles } from './page-preloads.ts';

/** What src/app/prerender/auth-page.tsx exports. */
type AuthPageModule = { renderAuthPage: (locale: Locale) => Promise<string> };

/** MantineProvider's style element (its CSS variables), the same in every rendering. */
const providerStyle = /<style data-mantine-styles="true">[\s\S]*?<\/style>/;

/**
 * Shows the rendering of the page's language (set on <html lang> by index.html's first script)
 * and hides the other one.
 */
const localeRule = locales
  .map((locale) => `html[lang="${locale}"] #app > [data-prerendered]:not([lang="${locale}"])`)
  .join(', ');

/**
 * `auth.html`: index.html with /auth already drawn in every language, which the server sends for
 * /auth (the login view). A first visit then paints the login page as soon as the HTML and its
 * stylesheets are in, not once React, Mantine and the page's chunks have downloaded and run
 * (about 2.4 s later on Lighthouse's throttled phone). The drawing is a picture of the page:
 * `inert` (nothing to type into or click that would be lost) and hidden from assistive technology
 * until React renders the page itself into #app, which replaces it.
 */
export function authPageHtml(
  indexHtml: string,
  renderings: Record<string, string>,
  stylesheets: string[],
): string {
  let variables = '';
  const drawn = Object.entries(renderings).map(([locale, html]) => {
    variables ||= providerStyle.exec(html)?.[0] ?? '';
    return `<div data-prerendered lang="${locale}" inert aria-hidden="true">${html.replace(providerStyle, '')}</div>`;
  });
  const links = stylesheets
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('');
  const withStyles = indexHtml.replace(
    '</head>',
    `${links}<style>${localeRule}{display:none}</style></head>`,
  );
  const app = '<div id="app"></div>';
  if (!withStyles.includes(app)) throw new Error(`index.html has no ${app}`);
  return withStyles.replace(app, `<div id="app">${variables}${drawn.join('')}</div>`);
}

/**
 * Writes dist/auth.html after the build (authPageHtml): the login page rendered by React on the
 * server side of a Vite dev server with this same configuration, so the class names of CSS
 * modules and the texts are those of the build.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  const loginStylesheets: string[] = [];
  return {
    name: 'repasse-prerender',
    apply: 'build',
    configResolved: (resolved) => {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      loginStylesheets.length = 0;
      for (const output of Object.values(bundle))
        if (output.type === 'chunk' && output.name === 'page-login')
          loginStylesheets.push(...chunkFiles(output).filter((file) => file.endsWith('.css')));
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error?: Error) {
        if (error) return;
        const outDir = isAbsolute(config.build.outDir)
          ? config.build.outDir
          : join(config.root, config.build.outDir);
        const server = await createServer({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const { renderAuthPage } = (await server.ssrLoadModule(
            '/src/app/prerender/auth-page.tsx',
          )) as AuthPageModule;
          const renderings: Record<string, string> = {};
          for (const locale of locales) renderings[locale] = await renderAuthPage(locale);
          const indexHtml = await readFile(join(outDir, 'index.html'), 'utf8');
          await writeFile(
            join(outDir, 'auth.html'),
            authPageHtml(indexHtml, renderings, loginStylesheets),
          );
        } finally {
          await server.close();
        }
      },
    },
  };
}
