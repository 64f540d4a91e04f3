import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isRegistrationView } from '@repasse/core/contract/auth-view';

/**
 * The file the web app's client routes answer with: `auth.html` for /auth's login view, the page
 * drawn ahead of time (apps/web/build/prerender.ts), when the build wrote it; `index.html` for the
 * rest, the registration wizard included (`?view=register`, `?mode=register`), which the drawing
 * is not.
 */
export function prerenderedPages(distDir: string): (url: string) => string {
  const hasAuthPage = existsSync(join(distDir, 'auth.html'));
  return (url) => {
    if (!hasAuthPage) return 'index.html';
    const [path = '', query = ''] = url.split('?', 2);
    if (path !== '/auth' && path !== '/auth/') return 'index.html';
    return isRegistrationView(new URLSearchParams(query)) ? 'index.html' : 'auth.html';
  };
}
