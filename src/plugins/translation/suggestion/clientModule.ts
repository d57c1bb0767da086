import type {ClientModule} from '@docusaurus/types';
import i18n from '@generated/i18n';
import {createStorageSlot} from '@docusaurus/theme-common';
import {preferredLocale} from './pageLanguages';

// See ./suggestion.ts. This part is in every page's bundle: it compares the browser's languages with the page's,
// and loads the rest only when the reader prefers another of the site's languages and has not dismissed it.
export const DISMISSED_SLOT = 'docusaurus.languageSuggestion.dismissed';

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    const preferred = preferredLocale(navigator.languages ?? [navigator.language], i18n.locales);
    if (!preferred || preferred === i18n.currentLocale || createStorageSlot(DISMISSED_SLOT).get() !== null) return;
    void import('./suggestion').then(({suggestLanguage}) => suggestLanguage(location.pathname, preferred));
  },
};

export default clientModule;
