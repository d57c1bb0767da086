import crypto from 'node:crypto';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {pageChanges, type PageChanges} from './changes';
import {changesRoute, comparedSources, locateDocFile, versionPairs} from './sources';

export type Options = {
  /** versions.json: released versions, newest first. */
  readonly versions: readonly string[];
};

/** What a changes page shows (./components/ChangesPage). */
export type ChangesPageData = {
  readonly title: string;
  readonly version: string;
  readonly previous: string;
  /** The page in its version and in the previous one (absent when the previous page has another id). */
  readonly page: string;
  readonly previousPage?: string;
  /** The English pages were compared: the previous version is not translated. */
  readonly english: boolean;
  readonly changes: PageChanges;
};

/**
 * "Changes since the previous version" for the docs (issue: docs that know their versions). Each doc page of a
 * hosted version that has a previous hosted version (Canary against the latest release, that against the one
 * before) gets a page at `changes/<version>/<page>` showing what changed in its Markdown, in the reader's language
 * where both versions are translated; the page itself links to it with the number of changed lines
 * (./remarkChangesLink.ts, a remark plugin of the docs). The changes pages carry `noindex`: search, llms.txt, the
 * sitemap and the not-found page's suggestions leave them out.
 */
export default function versionChangesPlugin(context: LoadContext, options: Options): Plugin<void> {
  const {siteDir, baseUrl, i18n} = context;
  return {
    name: 'version-changes',
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      if (!docs) throw new Error('[version-changes] the docs plugin (id "default") has no content.');
      for (const pair of versionPairs(options.versions)) {
        const version = docs.loadedVersions.find((v) => v.versionName === pair.name);
        const previous = docs.loadedVersions.find((v) => v.versionName === pair.previous);
        if (!version || !previous) continue;
        for (const doc of version.docs) {
          const located = locateDocFile(siteDir, doc.source.replace(/^@site\//, `${siteDir}/`), options.versions);
          if (!located) continue;
          const sources = comparedSources(siteDir, pair, located.relative, i18n.currentLocale, i18n.defaultLocale);
          if (!sources || sources.before === null) continue;
          const changes = pageChanges(sources.before, sources.after);
          // A page changed in any locale exists in every locale: the locale menu of one links to the others.
          const changedSomewhere = i18n.locales.some((locale) => {
            const other = comparedSources(siteDir, pair, located.relative, locale, i18n.defaultLocale);
            return other?.before != null && pageChanges(other.before, other.after).changedLines > 0;
          });
          if (!changedSomewhere) continue;
          const route = changesRoute(pair, located.relative);
          const data: ChangesPageData = {
            title: doc.title,
            version: pair.label,
            previous: pair.previous,
            page: doc.permalink,
            previousPage: previous.docs.find((d) => d.id === doc.id)?.permalink,
            english: sources.english,
            changes,
          };
          const name = crypto.createHash('sha256').update(route).digest('hex').slice(0, 16);
          const dataPath = await actions.createData(`changes-${name}.json`, JSON.stringify(data));
          actions.addRoute({
            path: `${baseUrl}${route}`,
            component: '@site/src/plugins/version-changes/components/ChangesPage',
            modules: {data: dataPath},
            exact: true,
          });
        }
      }
    },
  };
}
