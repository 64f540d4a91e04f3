import type { Locale } from '@repasse/core/i18n/locale';
import { interpolate, lookupText } from '@repasse/core/i18n/texts';
import { type Catalogue, mergeCatalogues } from './catalogue.ts';

/** `{{name}}` parameters; `count` also picks the plural form, `defaultValue` stands in for a missing text. */
export type TextOptions = Readonly<Record<string, unknown>> & {
  count?: number;
  defaultValue?: string;
};

/** Translates a key in one language; the key itself when no language has it. */
export type TFunction = (key: string, options?: TextOptions) => string;

/**
 * The web app's texts in every language loaded so far, and the language shown. A catalogue is in
 * i18next's JSON v4 format: plural forms are the CLDR categories of `Intl.PluralRules` as key
 * suffixes (`items_one`, `items_other`; `items_zero` for a count of 0 when there is one). A form a
 * language lacks takes its `_other`, then the key itself (Portuguese says "many" of a million, and
 * the catalogues write only one and other), before the fallback language is tried. Small on
 * purpose: it is in every page's first download (i18next and react-i18next were 16 KB of it,
 * compressed).
 */
export class Texts {
  private readonly catalogues = new Map<Locale, Catalogue>();
  private readonly translators = new Map<Locale, TFunction>();
  private readonly pluralRules = new Map<Locale, Intl.PluralRules>();
  private readonly listeners = new Set<() => void>();

  constructor(
    private shown: Locale,
    private readonly fallback: Locale,
  ) {}

  get language(): Locale {
    return this.shown;
  }

  has(locale: Locale): boolean {
    return this.catalogues.has(locale);
  }

  /** Adds texts to a language's; a later text replaces an earlier one of the same key. */
  add(locale: Locale, texts: Catalogue): void {
    const current = this.catalogues.get(locale);
    this.catalogues.set(locale, current ? mergeCatalogues(current, texts) : texts);
  }

  /** Shows another language: every `useTranslation` re-renders with its translator. */
  setLanguage(locale: Locale): void {
    if (locale === this.shown) return;
    this.shown = locale;
    for (const listener of this.listeners) listener();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The language shown's translator. */
  readonly t: TFunction = (key, options) => this.translate(this.shown, key, options);

  /** One translator per language, the same function each time: a new one means a new language. */
  translatorFor(locale: Locale): TFunction {
    let translator = this.translators.get(locale);
    if (!translator) {
      translator = (key, options) => this.translate(locale, key, options);
      this.translators.set(locale, translator);
    }
    return translator;
  }

  private translate(locale: Locale, key: string, options?: TextOptions): string {
    const template = this.find(locale, key, options?.count) ?? options?.defaultValue ?? key;
    return options ? interpolate(template, options) : template;
  }

  private find(locale: Locale, key: string, count: number | undefined): string | undefined {
    for (const language of locale === this.fallback ? [locale] : [locale, this.fallback]) {
      const catalogue = this.catalogues.get(language);
      if (count !== undefined) {
        const plural =
          (count === 0 ? lookupText(catalogue, `${key}_zero`) : undefined) ??
          lookupText(catalogue, `${key}_${this.pluralRulesOf(language).select(count)}`) ??
          lookupText(catalogue, `${key}_other`);
        if (plural !== undefined) return plural;
      }
      const text = lookupText(catalogue, key);
      if (text !== undefined) return text;
    }
    return undefined;
  }

  private pluralRulesOf(locale: Locale): Intl.PluralRules {
    let rules = this.pluralRules.get(locale);
    if (!rules) {
      rules = new Intl.PluralRules(locale);
      this.pluralRules.set(locale, rules);
    }
    return rules;
  }
}
