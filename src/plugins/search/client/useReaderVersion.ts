import {
  useAllDocsData,
  useDocsPreferredVersion,
  useLatestVersion,
  useVersions,
} from '@docusaurus/plugin-content-docs/client';
import type {DocsVersion} from './versionGroups';

/** The docs plugin instance whose versions /search offers. */
const DOCS_PLUGIN = 'default';

export type ReaderVersions = {
  /** The versions of the docs, in the site's order (Canary first). */
  readonly versions: readonly DocsVersion[];
  /** The version the reader reads: the one they chose in the navbar, else the stable one. */
  readonly readerVersion: string;
  /** The search tags of everything a search of `version` covers: that docs version and every other section. */
  readonly tagsOf: (version: string) => string[];
};

export function useReaderVersions(): ReaderVersions {
  const versions = useVersions(DOCS_PLUGIN);
  const {preferredVersion} = useDocsPreferredVersion(DOCS_PLUGIN);
  const latest = useLatestVersion(DOCS_PLUGIN);
  const allDocs = useAllDocsData();
  // Other docs instances (community) have one version each: always searched.
  const otherTags = Object.entries(allDocs)
    .filter(([pluginId]) => pluginId !== DOCS_PLUGIN)
    .flatMap(([pluginId, data]) => data.versions.map((v) => `docs-${pluginId}-${v.name}`));
  return {
    versions: versions.map(({name, label, path}) => ({name, label, path})),
    readerVersion: preferredVersion?.name ?? latest.name,
    tagsOf: (version) => ['default', ...otherTags, `docs-${DOCS_PLUGIN}-${version}`],
  };
}
