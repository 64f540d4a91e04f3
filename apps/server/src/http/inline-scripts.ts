import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const inlineScript = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts of the web app's pages (index.html, and
 * auth.html drawn from it, apps/web/build/prerender.ts), so that `script-src` allows exactly them:
 * the one that applies the stored colour scheme before the first paint and asks for the page's
 * files, and the one that applies their stylesheets (apps/web/index.html). None without a built
 * web app.
 */
export function inlineScriptSources(distDir: string): string[] {
  const sources = new Set<string>();
  for (const page of ['index.html', 'auth.html']) {
    let html: string;
    try {
      html = readFileSync(join(distDir, page), 'utf8');
    } catch {
      continue;
    }
    for (const [, body = ''] of html.matchAll(inlineScript))
      sources.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...sources];
}
