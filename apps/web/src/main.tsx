// Mantine's base styles; each component's own come with it (build/mantine-css.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { settings } from './shared/config/settings.ts';
import { setupI18n } from './shared/i18n/i18n.ts';

document.title = settings.brandName;

const container = document.getElementById('app');
if (!container) throw new Error('The page has no #app element.');

void setupI18n().then(() => {
  const root = createRoot(container);
  // As a transition, React renders the first page in short slices instead of one long task
  // (hundreds of milliseconds on a phone), so the page stays responsive while it appears.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
