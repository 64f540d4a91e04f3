import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { catalogueParts } from './build/catalogue-parts.ts';
import { mantineComponentCss } from './build/mantine-css.ts';
import { pageChunkGroups } from './build/page-chunks.ts';
import { pagePreloads } from './build/page-preloads.ts';
import { precompress } from './build/precompress.ts';
import { prerenderPages } from './build/prerender.ts';
import { primaryColorOrDefault, settingDefaults } from './src/shared/config/defaults.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3200';

/** Puts the brand name and colour into index.html (title, meta tags). */
function brandHtml(brandName: string, primaryColor: string): Plugin {
  return {
    name: 'repasse-brand-html',
    transformIndexHtml: (html) =>
      html.replaceAll('%BRAND_NAME%', brandName).replaceAll('%PRIMARY_COLOR%', primaryColor),
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, root, 'VITE_');
  const brandName = env.VITE_BRAND_NAME?.trim() || settingDefaults.brandName;
  const primaryColor = primaryColorOrDefault(env.VITE_PRIMARY_COLOR);
  return {
    root,
    plugins: [
      react(),
      mantineComponentCss(),
      brandHtml(brandName, primaryColor),
      catalogueParts(join(root, 'src/locales'), join(root, '../../packages/core/src/locales')),
      pagePreloads((env.VITE_API_URL ?? settingDefaults.apiUrl).replace(/\/+$/, '')),
      // Before precompress: auth.html is compressed with the rest.
      prerenderPages(),
      precompress(),
    ],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      // Every browser the app supports knows <link rel="modulepreload">; the polyfill would be a
      // file of its own in front of the entry.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // `react`: React and the router, which every page runs; long-lived, as a deploy that only
          // changes app code keeps it cached. Then the entry's chunk with what every page uses,
          // and one chunk per first-visit page (build/page-chunks.ts: the login page, the hosted
          // checkout, the signed-in layout with the dashboard), so that a first visit is a handful
          // of files; the other screens are split by usage, each downloading only the components
          // it renders.
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                priority: 7,
              },
              ...pageChunkGroups(join(root, 'src')),
            ],
          },
        },
      },
    },
    server: {
      port: 5173,
      proxy: Object.fromEntries(
        ['/web', '/v1', '/docs', '/health'].map((prefix) => [prefix, apiTarget]),
      ),
    },
  };
});
