/**
 * The feature sections of the home page, in display order.
 *
 * Texts are built inside `getFeatures()` (not at module load) so that each
 * call returns the strings of the locale being rendered. Every `translate()`
 * call keeps a literal `id` and `message`: `docusaurus write-translations`
 * can only extract static arguments.
 */
import {translate} from '@docusaurus/Translate';

export type FeatureId = 'mdx' | 'react' | 'translations' | 'versioning' | 'search';

/** Which drawing illustrates a feature; the component that shows features maps each name to its icon. */
export type FeatureIconName = 'mdx' | 'components' | 'translation' | 'versioning' | 'search';

export type Feature = {
  readonly id: FeatureId;
  readonly title: string;
  readonly description: string;
  readonly icon: FeatureIconName;
};

export function getFeatures(): Feature[] {
  return [
    {
      id: 'mdx',
      title: translate({
        id: 'home.features.mdx.title',
        message: 'Powered by MDX',
        description: 'Home page: title of the feature section about MDX',
      }),
      description: translate({
        id: 'home.features.mdx.text',
        message:
          'Write pages in Markdown and place React components right inside the text with MDX. Tabs, diagrams and interactive examples sit next to your prose, so a page can show as well as tell.',
        description: 'Home page: text of the feature section about MDX',
      }),
      icon: 'mdx',
    },
    {
      id: 'react',
      title: translate({
        id: 'home.features.react.title',
        message: 'Built using React',
        description: 'Home page: title of the feature section about React',
      }),
      description: translate({
        id: 'home.features.react.text',
        message:
          'Every page is rendered to static HTML at build time, then runs as a React single-page app in the browser. Extend the site with your own components, or wrap and replace any theme component to change the layout.',
        description: 'Home page: text of the feature section about React',
      }),
      icon: 'components',
    },
    {
      id: 'translations',
      title: translate({
        id: 'home.features.translations.title',
        message: 'Ready for translations',
        description: 'Home page: title of the feature section about internationalization',
      }),
      description: translate({
        id: 'home.features.translations.text',
        message:
          'Publish the same site in several languages, each one under its own path. Docs, blog posts and interface labels are translated as plain files, by hand or with a translation service such as Crowdin.',
        description: 'Home page: text of the feature section about internationalization',
      }),
      icon: 'translation',
    },
    {
      id: 'versioning',
      title: translate({
        id: 'home.features.versioning.title',
        message: 'Document versioning',
        description: 'Home page: title of the feature section about versioned docs',
      }),
      description: translate({
        id: 'home.features.versioning.text',
        message:
          'Take a snapshot of your docs with a single command when you ship a release. Readers choose the version they use from a dropdown, while you keep writing the next one.',
        description: 'Home page: text of the feature section about versioned docs',
      }),
      icon: 'versioning',
    },
    {
      id: 'search',
      title: translate({
        id: 'home.features.search.title',
        message: 'Content search',
        description: 'Home page: title of the feature section about search',
      }),
      description: translate({
        id: 'home.features.search.text',
        message:
          'Help readers find the right page in a few keystrokes. Algolia DocSearch is supported out of the box, and community plugins offer local search that runs entirely in the browser.',
        description: 'Home page: text of the feature section about search',
      }),
      icon: 'search',
    },
  ];
}
