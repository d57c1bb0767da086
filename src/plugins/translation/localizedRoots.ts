import type {LocalizedRoot} from './fallbackLinks';

/**
 * The translated content folders of the site and the English folder each
 * mirrors, for every locale other than the default one: Canary docs, each
 * released version, the community docs, the blog and the Markdown pages.
 */
export function localizedRoots(params: {
  readonly locales: readonly string[];
  readonly defaultLocale: string;
  readonly versions: readonly string[];
}): LocalizedRoot[] {
  return params.locales
    .filter((locale) => locale !== params.defaultLocale)
    .flatMap((locale) => {
      const i18nDir = `i18n/${locale}`;
      return [
        {localized: `${i18nDir}/docusaurus-plugin-content-docs/current`, source: 'docs'},
        ...params.versions.map((version) => ({
          localized: `${i18nDir}/docusaurus-plugin-content-docs/version-${version}`,
          source: `versioned_docs/version-${version}`,
        })),
        {localized: `${i18nDir}/docusaurus-plugin-content-docs-community/current`, source: 'community'},
        {localized: `${i18nDir}/docusaurus-plugin-content-blog`, source: 'blog'},
        {localized: `${i18nDir}/docusaurus-plugin-content-pages`, source: 'src/pages'},
      ];
    });
}
