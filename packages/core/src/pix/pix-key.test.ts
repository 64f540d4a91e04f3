import { describe, expect, it } from 'vitest';
import { isValidPixKey, normalizePixKey } from './pix-key.ts';

describe('Pix keys', () => {
  it.each([
    ['cpf', '529.982.247-25'],
    ['cpf', '52998224725'],
    ['cnpj', '11.222.333/0001-81'],
    ['cnpj', '12.ABC.345/01DE-35'],
    ['phone', '+5511987654321'],
    ['phone', '+55 (11) 98765-4321'],
    ['email', 'Vendas@Loja.com.br'],
    ['random', '123e4567-e89b-42d3-a456-426614174000'],
  ] as const)('accepts %s %s', (type, value) => {
    expect(isValidPixKey(type, value)).toBe(true);
  });

  it.each([
    ['cpf', '529.982.247-24'],
    ['cpf', '11111111111'],
    ['cnpj', '11.222.333/0001-82'],
    ['phone', '11987654321'],
    ['phone', '+0123'],
    ['email', 'not-an-email'],
    ['random', 'not-a-uuid'],
    ['random', '123e4567e89b42d3a456426614174000'],
  ] as const)('refuses %s %s', (type, value) => {
    expect(isValidPixKey(type, value)).toBe(false);
  });

  it('normalises keys the way the directory stores them', () => {
    expect(normalizePixKey('cpf', '529.982.247-25')).toBe('52998224725');
    expect(normalizePixKey('phone', '+55 (11) 98765-4321')).toBe('+5511987654321');
    expect(normalizePixKey('email', ' Vendas@Loja.com.br ')).toBe('vendas@loja.com.br');
  });
});
