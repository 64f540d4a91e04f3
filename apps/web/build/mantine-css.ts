import type { Plugin } from 'vite';

const componentStyles =
  /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;

/**
 * Mantine's styles per component instead of its whole stylesheet (about 290 KB): each component's
 * class-name module (`Button.module.mjs`) imports `@mantine/core/styles/Button.css`, so a chunk
 * carries the CSS of the components it contains and a page downloads only what it renders. The
 * order stays Mantine's: a component imports its dependencies before its own classes. src/main.tsx
 * imports the base styles (baseline, CSS variables, global) first.
 */
export function mantineComponentCss(): Plugin {
  return {
    name: 'repasse-mantine-component-css',
    transform(code, id) {
      const name = componentStyles.exec(id)?.[1];
      if (!name) return null;
      return { code: `import '@mantine/core/styles/${name}.css';\n${code}`, map: null };
    },
  };
}
