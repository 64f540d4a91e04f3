import { describe, expect, it } from 'vitest';
import { emailShareUrl, monthLabel, whatsappShareUrl } from './share-links.ts';

const text = {
  subject: 'Venda com a Repasse',
  body: 'Crie sua conta: http://localhost:3000/join/AbC123 & ganhe',
};

describe('share links', () => {
  it('prefills WhatsApp with the whole text, encoded', () => {
    expect(whatsappShareUrl(text)).toBe(
      'https://wa.me/?text=Crie%20sua%20conta%3A%20http%3A%2F%2Flocalhost%3A3000%2Fjoin%2FAbC123%20%26%20ganhe',
    );
  });

  it('prefills an email with the subject and the text', () => {
    const url = emailShareUrl(text);
    expect(url.startsWith('mailto:?subject=Venda%20com%20a%20Repasse&body=')).toBe(true);
    expect(decodeURIComponent(url.split('&body=')[1] ?? '')).toBe(text.body);
  });

  it('names months in the UI language', () => {
    expect(monthLabel('2026-03', 'en')).toBe('Mar 2026');
    expect(monthLabel('2026-12-01', 'pt-BR')).toMatch(/^dez\.? de 2026$/);
    expect(monthLabel('soon', 'en')).toBe('soon');
  });
});
