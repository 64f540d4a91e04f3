import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email.ts';

describe('isValidEmail', () => {
  it.each(['maria@loja.com.br', 'john.doe+billing@example.com', 'a@b.co', 'user@sub.domain.pt'])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it('accepts exactly 254 characters and rejects 255', () => {
    const domain = '@example.com';
    expect(isValidEmail(`${'a'.repeat(254 - domain.length)}${domain}`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(255 - domain.length)}${domain}`)).toBe(false);
  });

  it.each([
    ['no @', 'maria.loja.com.br'],
    ['two @', 'maria@home@loja.com.br'],
    ['empty local part', '@loja.com.br'],
    ['domain without dot', 'maria@localhost'],
    ['empty domain', 'maria@'],
    ['domain starting with a dot', 'maria@.com'],
    ['domain ending with a dot', 'maria@loja.com.'],
    ['empty domain label', 'maria@loja..com'],
    ['space inside', 'maria silva@loja.com.br'],
    ['surrounding space', ' maria@loja.com.br'],
    ['empty', ''],
  ])('rejects %s', (_reason, email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
