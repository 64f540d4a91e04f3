import { describe, expect, it, vi } from 'vitest';
import { Texts } from './texts.ts';

function texts() {
  const store = new Texts('pt-BR', 'en');
  store.add('en', {
    greeting: 'Hello, {{name}}',
    orders_one: '{{count}} order',
    orders_other: '{{count}} orders',
    files_zero: 'No files',
    files_one: 'One file',
    files_other: '{{count}} files',
    only: { english: 'Only in English' },
  });
  store.add('pt-BR', {
    greeting: 'Olá, {{ name }}',
    orders_one: '{{count}} pedido',
    orders_other: '{{count}} pedidos',
  });
  return store;
}

describe('Texts', () => {
  it('translates in the language shown, then the fallback, then gives the key back', () => {
    const store = texts();
    expect(store.t('greeting', { name: 'Ana' })).toBe('Olá, Ana');
    expect(store.t('only.english')).toBe('Only in English');
    expect(store.t('only.missing')).toBe('only.missing');
    expect(store.t('only')).toBe('only');
    expect(store.t('only.missing', { defaultValue: 'dispute_lost' })).toBe('dispute_lost');
  });

  it('picks plural forms by each language rules, with other for a form the catalogue lacks', () => {
    const store = texts();
    // Portuguese counts 0 as singular, English does not; a million is "many" in Portuguese.
    expect(store.t('orders', { count: 0 })).toBe('0 pedido');
    expect(store.t('orders', { count: 2 })).toBe('2 pedidos');
    expect(store.t('orders', { count: 1_000_000 })).toBe('1000000 pedidos');
    const english = store.translatorFor('en');
    expect(english('orders', { count: 0 })).toBe('0 orders');
    expect(english('orders', { count: 1 })).toBe('1 order');
    expect(english('files', { count: 0 })).toBe('No files');
    expect(english('files', { count: 1 })).toBe('One file');
    // A plural the shown language lacks comes from the fallback's rules.
    expect(store.t('files', { count: 3 })).toBe('3 files');
    // As in i18next, the key itself serves as the other forms when it has only _one.
    store.add('pt-BR', { sales_one: '{{count}} venda', sales: '{{count}} vendas' });
    expect(store.t('sales', { count: 1 })).toBe('1 venda');
    expect(store.t('sales', { count: 1_000_000 })).toBe('1000000 vendas');
  });

  it('leaves a missing parameter empty and does not interpolate without parameters', () => {
    const store = texts();
    expect(store.t('greeting', {})).toBe('Olá, ');
    expect(store.t('greeting')).toBe('Olá, {{ name }}');
  });

  it('merges added texts and tells subscribers when the language changes', () => {
    const store = texts();
    store.add('pt-BR', { only: { portuguese: 'Só em português' } });
    expect(store.t('only.portuguese')).toBe('Só em português');
    expect(store.t('greeting', { name: 'Bia' })).toBe('Olá, Bia');

    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.translatorFor(store.language);
    store.setLanguage('pt-BR');
    expect(listener).not.toHaveBeenCalled();
    store.setLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.language).toBe('en');
    expect(store.t('greeting', { name: 'Ana' })).toBe('Hello, Ana');
    expect(store.translatorFor('en')).not.toBe(before);
    expect(store.translatorFor('en')).toBe(store.translatorFor('en'));
    unsubscribe();
    store.setLanguage('pt-BR');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
