import { describe, expect, it } from 'vitest';
import { isValidWebsiteUrl } from './website.ts';

describe('isValidWebsiteUrl', () => {
  it.each([
    'loja.com.br',
    'www.example.com/path',
    'example.com',
    'https://loja.com.br',
    'http://www.example.com/path?a=1#top',
    'HTTPS://EXAMPLE.COM',
    'loja.com.br:8080/produtos',
    'sub-domain.example.co.uk',
    'münchen.de',
    'пример.рф',
  ])('accepts %s', (url) => {
    expect(isValidWebsiteUrl(url)).toBe(true);
  });

  it.each([
    ['no TLD', 'localhost'],
    ['no TLD with scheme', 'https://intranet/path'],
    ['host and port without TLD', 'localhost:3000'],
    ['one-letter TLD', 'example.c'],
    ['numeric TLD', 'example.123'],
    ['IP address', 'http://192.168.0.1'],
    ['space inside', 'loja .com.br'],
    ['surrounding space', ' loja.com.br'],
    ['ftp scheme', 'ftp://example.com'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['javascript scheme with slashes', 'javascript://example.com/%0aalert(1)'],
    ['mailto scheme', 'mailto:contato@loja.com.br'],
    ['scheme without slashes', 'https:example.com'],
    ['credentials', 'https://loja.com.br@evil.example.com'],
    ['empty label', 'loja..com.br'],
    ['trailing dot', 'example.com.'],
    ['leading hyphen label', '-loja.com.br'],
    ['underscore', 'my_shop.com'],
    ['scheme only', 'https://'],
    ['empty', ''],
  ])('rejects %s', (_reason, url) => {
    expect(isValidWebsiteUrl(url)).toBe(false);
  });
});
