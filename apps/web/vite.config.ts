import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
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
    plugins: [react(), brandHtml(brandName, primaryColor)],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      rolldownOptions: {
        output: {
          // Long-lived vendor chunks: a deploy that only changes app code keeps them cached.
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              },
              {
                name: 'mantine',
                test: /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll|react-number-format|react-textarea-autosize|clsx)/,
              },
              {
                name: 'data',
                test: /node_modules[\\/](@tanstack|i18next|react-i18next|zod|react-hook-form|@hookform)[\\/]/,
              },
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
