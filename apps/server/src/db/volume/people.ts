import type { Random } from '../../sim/prng.ts';

/*
 * Names and documents for the volume seed's sellers and buyers: valid check digits, so every
 * screen and export that validates a CPF or CNPJ accepts them.
 */

const mod11 = (digits: readonly number[], weights: readonly number[]) => {
  const sum = digits.reduce((total, digit, i) => total + digit * (weights[i] ?? 0), 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
};

/** A valid CPF from 9 base digits taken from `n` (docs: Receita Federal's mod-11 rule). */
export function cpfOf(n: number): string {
  const base = Array.from(String(100_000_000 + (n % 800_000_000)).padStart(9, '0'), Number);
  const first = mod11(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = mod11([...base, first], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base.join('')}${first}${second}`;
}

/** A valid CNPJ (numeric, head office `0001`) from 8 base digits taken from `n`. */
export function cnpjOf(n: number): string {
  const base = Array.from(`${String(10_000_000 + (n % 89_999_999)).padStart(8, '0')}0001`, Number);
  const first = mod11(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = mod11([...base, first], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base.join('')}${first}${second}`;
}

export const firstNames = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Karina',
  'Lucas',
  'Mariana',
  'Nicolas',
  'Olívia',
  'Pedro',
  'Quitéria',
  'Rafael',
  'Sofia',
  'Thiago',
  'Ursula',
  'Vinícius',
  'Wesley',
  'Yasmin',
  'Zeca',
  'Beatriz',
  'Caio',
  'Débora',
  'Enzo',
  'Fernanda',
  'Gustavo',
  'Helena',
  'Igor',
  'Júlia',
  'Leonardo',
  'Manuela',
  'Otávio',
  'Paula',
  'Renata',
  'Samuel',
];

export const lastNames = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
];

const productNames = [
  'Curso de fotografia',
  'E-book de receitas',
  'Mentoria individual',
  'Formação completa',
  'Planilha financeira',
  'Workshop de vendas',
  'Assinatura mensal',
  'Curso de inglês',
  'Treino online',
  'Consultoria de marca',
  'Pack de templates',
  'Curso de Excel',
  'Aulas de violão',
  'Guia de viagem',
  'Comunidade VIP',
  'Curso de marketing digital',
  'Ebook de finanças',
  'Masterclass de design',
  'Programa de emagrecimento',
  'Curso de confeitaria',
  'Kit de presets',
  'Imersão presencial',
  'Curso de programação',
  'Plano anual',
];

/** A product name, the seller's own variant when two of theirs would read alike. */
export const productName = (random: Random, variant: number) =>
  `${random.pick(productNames)}${variant > 0 ? ` ${['Básico', 'Pro', 'Premium', 'Plus'][variant % 4]}` : ''}`;

/** A price a seller would set: R$ 9,90 to R$ 1.997,00, cheap products far more common. */
export function productPrice(random: Random): number {
  const reais = Math.exp(Math.log(9.9) + random.next() ** 1.6 * Math.log(200));
  const rounded = reais < 100 ? Math.round(reais) : Math.round(reais / 10) * 10;
  // Most end in ,90 or ,00 (R$ 49,90, R$ 197,00), as Brazilian price tags do.
  return random.chance(0.6) ? rounded * 100 - 10 : rounded * 100;
}
