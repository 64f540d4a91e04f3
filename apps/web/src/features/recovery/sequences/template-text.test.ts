import { describe, expect, it } from 'vitest';
import { fillPreview, insertVariable, unknownVariables } from './template-text.ts';

const values = {
  first_name: 'Carla',
  product: 'Photography course',
  amount: 'R$97.90',
  link: 'https://pay.example/checkout/1',
  seller: 'Ana Store',
};

describe('fillPreview', () => {
  it('fills every variable, as often as it is written', () => {
    expect(fillPreview('Hi {first_name}! {product} ({amount}): {link} — {seller}', values)).toBe(
      'Hi Carla! Photography course (R$97.90): https://pay.example/checkout/1 — Ana Store',
    );
    expect(fillPreview('{first_name}, {first_name}', values)).toBe('Carla, Carla');
  });

  it('leaves unknown names and other braces as written', () => {
    expect(fillPreview('Hi {name} {First_name} {}', values)).toBe('Hi {name} {First_name} {}');
  });
});

describe('unknownVariables', () => {
  it('lists names the server refuses, once each', () => {
    expect(unknownVariables('Hi {name}, {coupon} {name} {link}')).toEqual(['name', 'coupon']);
    expect(unknownVariables('Hi {first_name}: {link}')).toEqual([]);
  });
});

describe('insertVariable', () => {
  it('inserts at the caret and puts the caret after the variable', () => {
    expect(insertVariable('Hi !', { start: 3, end: 3 }, 'first_name')).toEqual({
      text: 'Hi {first_name}!',
      caret: 15,
    });
  });

  it('replaces a selection, and keeps within the text', () => {
    expect(insertVariable('Go here: URL', { start: 9, end: 12 }, 'link')).toEqual({
      text: 'Go here: {link}',
      caret: 15,
    });
    expect(insertVariable('Hi', { start: 10, end: 12 }, 'seller')).toEqual({
      text: 'Hi{seller}',
      caret: 10,
    });
  });
});
