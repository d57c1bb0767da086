import type {Config} from '@docusaurus/types';

export const i18n: Config['i18n'] = {
  defaultLocale: 'en',
  locales: ['en', 'ja'],
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
