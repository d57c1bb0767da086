/**
 * The labels hits are grouped under in the modal and on /search, in the
 * reader's language (`i18n/<locale>/code.json`, ids `search.section.*`).
 */
import {translate} from '@docusaurus/Translate';
import type {SectionId} from '../options';

export function sectionLabel(section: SectionId): string {
  // One literal call per id: write-translations reads them from the source.
  switch (section) {
    case 'docs':
      return translate({
        id: 'search.section.docs',
        message: 'Docs',
        description: 'Search: group title of hits from the docs',
      });
    case 'api':
      return translate({
        id: 'search.section.api',
        message: 'API',
        description: 'Search: group title of hits from the API reference',
      });
    case 'releaseNotes':
      return translate({
        id: 'search.section.releaseNotes',
        message: 'Release notes',
        description: 'Search: group title of hits from release posts',
      });
    case 'blog':
      return translate({
        id: 'search.section.blog',
        message: 'Blog',
        description: 'Search: group title of hits from the blog',
      });
    case 'changelog':
      return translate({
        id: 'search.section.changelog',
        message: 'Changelog',
        description: 'Search: group title of hits from the changelog',
      });
    case 'community':
      return translate({
        id: 'search.section.community',
        message: 'Community',
        description: 'Search: group title of hits from the community pages',
      });
    case 'pages':
      return translate({
        id: 'search.section.pages',
        message: 'Pages',
        description: 'Search: group title of hits from other pages',
      });
  }
}
