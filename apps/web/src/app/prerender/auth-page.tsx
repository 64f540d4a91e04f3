import type { Locale } from '@repasse/core/i18n/locale';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AuthScreen } from '../../features/auth/auth-screen.tsx';
import { startI18n } from '../../shared/i18n/i18n.ts';
import { loadCatalogue } from '../../shared/i18n/resources.ts';
import { createQueryClient } from '../../shared/query/query-client.ts';
import { BareLayout } from '../layouts/bare-layout.tsx';
import { Providers } from '../providers.tsx';

/**
 * /auth as the app first draws it, rendered at build time (build/prerender.ts) for a language:
 * the page a first visit sees while its scripts download.
 */
export async function renderAuthPage(locale: Locale): Promise<string> {
  startI18n(locale, await loadCatalogue(locale, 'start'));
  return renderToString(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/auth']}>
        <Routes>
          <Route element={<BareLayout />}>
            <Route path="auth" element={<AuthScreen />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Providers>,
    { identifierPrefix: `prerender-${locale}-` },
  );
}
