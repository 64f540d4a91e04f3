import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { settings } from './shared/config/settings.ts';
import { setupI18n } from './shared/i18n/i18n.ts';

document.title = settings.brandName;

const container = document.getElementById('app');
if (!container) throw new Error('The page has no #app element.');

void setupI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
