import type {Config} from '@docusaurus/types';

export const defaultLocale = 'en' as const;
export const locales: string[] = ['en', 'ja'];

export const i18n: Config['i18n'] = {
  defaultLocale,
  locales,
  localeConfigs: {
    en: {
      label: 'English',
      direction: 'ltr',
      htmlLang: 'en-US',
      calendar: 'gregory',
      path: 'en',
    },
    ja: {
      label: '日本語',
      direction: 'ltr',
      htmlLang: 'ja',
      calendar: 'gregory',
      path: 'ja',
    },
  },
};

/** Values that differ by locale: one for the default locale, optional ones for the others. */
export type PerLocale<T> = {readonly [defaultLocale]: T} & Readonly<Partial<Record<string, T>>>;

/**
 * The value for a locale (by default the one being built: Docusaurus loads
 * the config once per locale with `DOCUSAURUS_CURRENT_LOCALE` set), falling
 * back to the default locale's. Config texts the theme does not translate
 * (announcement bar, copyright with the current year, dropdown extras,
 * manifest and OpenSearch texts) go through it.
 */
export function forLocale<T>(
  values: PerLocale<T>,
  locale: string | undefined = process.env.DOCUSAURUS_CURRENT_LOCALE,
): T {
  return (locale === undefined ? undefined : values[locale]) ?? values[defaultLocale];
}
