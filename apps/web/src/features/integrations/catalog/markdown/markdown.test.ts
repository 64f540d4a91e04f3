import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, safeHref } from './markdown.ts';

const text = (value: string) => ({ type: 'text', value });

describe('safeHref', () => {
  it('keeps http and https addresses only', () => {
    expect(safeHref('https://docs.example.com/a?b=1')).toBe('https://docs.example.com/a?b=1');
    expect(safeHref(' http://example.com ')).toBe('http://example.com/');
    for (const unsafe of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      '//evil.example.com',
      '/relative',
      'mailto:a@b.c',
      'https://',
    ])
      expect(safeHref(unsafe), unsafe).toBeNull();
  });
});

describe('parseInline', () => {
  it('reads code, bold, italics and links', () => {
    expect(parseInline('Use `sk_test_…` in **production** and *never* share it')).toEqual([
      text('Use '),
      { type: 'code', value: 'sk_test_…' },
      text(' in '),
      { type: 'strong', children: [text('production')] },
      text(' and '),
      { type: 'emphasis', children: [text('never')] },
      text(' share it'),
    ]);
    expect(parseInline('See [the **docs**](https://docs.example.com).')).toEqual([
      text('See '),
      {
        type: 'link',
        href: 'https://docs.example.com/',
        children: [text('the '), { type: 'strong', children: [text('docs')] }],
      },
      text('.'),
    ]);
  });

  it('drops links that are not http(s), keeping their text', () => {
    expect(parseInline('[click](javascript:alert(1))')).toEqual([text('click)')]);
    expect(parseInline('[click](javascript:alert`1`)')).toEqual([text('click')]);
    expect(parseInline('[site](/local)')).toEqual([text('site')]);
  });

  it('links bare addresses without the sentence punctuation after them', () => {
    expect(parseInline('Open https://app.example.com/settings, then save.')).toEqual([
      text('Open '),
      {
        type: 'link',
        href: 'https://app.example.com/settings',
        children: [text('https://app.example.com/settings')],
      },
      text(', then save.'),
    ]);
  });

  it('leaves HTML, snake_case, lone markers and escapes as text', () => {
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([
      text('<img src=x onerror=alert(1)>'),
    ]);
    expect(parseInline('set api_secret_key and 2 * 3 = 6')).toEqual([
      text('set api_secret_key and 2 * 3 = 6'),
    ]);
    expect(parseInline('\\*not italic\\* and `unclosed')).toEqual([
      text('*not italic* and `unclosed'),
    ]);
  });
});

describe('parseMarkdown', () => {
  it('reads the blocks of setup instructions', () => {
    const source = [
      '# Connect your store',
      '',
      'Paste your keys in the',
      'store settings.',
      '',
      '## Steps',
      '1. Open **Settings**',
      '2. Paste the secret key',
      '   on one line',
      '',
      '3. Save',
      '- public key',
      '* secret key',
      '',
      '> Keep the secret key **secret**.',
      '',
      '```bash',
      'curl https://api.example.com \\',
      '  -H "Authorization: Bearer <key>"',
      '```',
      '***',
    ].join('\n');
    expect(parseMarkdown(source)).toEqual([
      { type: 'heading', level: 1, children: [text('Connect your store')] },
      { type: 'paragraph', children: [text('Paste your keys in the store settings.')] },
      { type: 'heading', level: 2, children: [text('Steps')] },
      {
        type: 'list',
        ordered: true,
        start: 1,
        items: [
          [text('Open '), { type: 'strong', children: [text('Settings')] }],
          [text('Paste the secret key on one line')],
          [text('Save')],
        ],
      },
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [[text('public key')], [text('secret key')]],
      },
      {
        type: 'quote',
        children: [
          text('Keep the secret key '),
          { type: 'strong', children: [text('secret')] },
          text('.'),
        ],
      },
      {
        type: 'code',
        language: 'bash',
        value: 'curl https://api.example.com \\\n  -H "Authorization: Bearer <key>"',
      },
      { type: 'rule' },
    ]);
  });

  it('keeps an unclosed code block to the end, and numbered lists from their first number', () => {
    expect(parseMarkdown('3) third\n4) fourth\n\n```\n<script>x</script>')).toEqual([
      { type: 'list', ordered: true, start: 3, items: [[text('third')], [text('fourth')]] },
      { type: 'code', language: null, value: '<script>x</script>' },
    ]);
  });

  it('reads Windows line ends, empty text and a lone hash', () => {
    expect(parseMarkdown('')).toEqual([]);
    expect(parseMarkdown('#\r\nline one\r\nline two')).toEqual([
      { type: 'paragraph', children: [text('line one line two')] },
    ]);
  });
});
