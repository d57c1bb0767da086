/**
 * A language suggestion, never a redirect: a reader whose browser prefers another of the site's languages, on a
 * page that exists in it (really in it, not an English fallback), sees a dismissible bar in that language with a
 * link to the same page there. The bar is fixed at the bottom of the window: nothing in the page moves (no layout
 * shift). Dismissing it is remembered in browser storage.
 */
import i18n from '@generated/i18n';
import {createStorageSlot} from '@docusaurus/theme-common';
import {DISMISSED_SLOT} from './clientModule';
import {hasPage, PAGE_LANGUAGES_FILE, type PageLanguages} from './pageLanguages';
import {injectStyle} from '@site/src/components/injectStyle';
import {SUGGESTION_CSS} from './suggestionStyles';

const BAR_ID = 'language-suggestion';
const files = new Map<string, Promise<PageLanguages | null>>();

function pageLanguages(baseUrl: string): Promise<PageLanguages | null> {
  if (!files.has(baseUrl)) {
    files.set(
      baseUrl,
      fetch(`${baseUrl}${PAGE_LANGUAGES_FILE}`)
        .then((response) => (response.ok ? (response.json() as Promise<PageLanguages>) : null))
        .catch(() => null),
    );
  }
  return files.get(baseUrl)!;
}

function bar(target: PageLanguages, href: string): HTMLElement {
  const element = document.createElement('div');
  element.id = BAR_ID;
  element.setAttribute('role', 'region');
  element.setAttribute('aria-label', target.texts.message);
  element.lang = target.lang;
  const message = document.createElement('p');
  message.textContent = `${target.texts.message} `;
  const link = document.createElement('a');
  link.href = href;
  link.hreflang = target.lang;
  link.textContent = target.texts.link;
  message.append(link);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'clean-btn';
  close.textContent = '×';
  close.setAttribute('aria-label', target.texts.dismiss);
  close.addEventListener('click', () => {
    createStorageSlot(DISMISSED_SLOT).set('true');
    element.remove();
  });
  element.append(message, close);
  return element;
}

/** Shows the bar for `pathname` when the `preferred` locale has the page in its own language. */
export async function suggestLanguage(pathname: string, preferred: string): Promise<void> {
  document.getElementById(BAR_ID)?.remove();
  const {baseUrl} = i18n.localeConfigs[i18n.currentLocale]!;
  const targetBase = i18n.localeConfigs[preferred]!.baseUrl;
  // This page itself: an English fallback in a translated locale is already in the other language.
  if (
    document.querySelector(
      'main [lang]:not([lang|="' + i18n.localeConfigs[i18n.currentLocale]!.htmlLang.split('-')[0] + '"])',
    )
  )
    return;
  const target = await pageLanguages(targetBase);
  const path = `/${pathname.slice(baseUrl.length)}`;
  if (!target || !hasPage(target, path) || window.location.pathname !== pathname) return;
  const href = `${targetBase}${path.slice(1)}${window.location.search}${window.location.hash}`;
  injectStyle('language-suggestion-styles', SUGGESTION_CSS);
  document.body.append(bar(target, href));
}
