/**
 * The "Made for every role" cards of the home page: one short pitch per kind
 * of reader, written by the project. They are not testimonials: no person is
 * quoted or named.
 *
 * As in `features.ts`, texts are built inside a function and every
 * `translate()` call keeps a literal `id` and `message` for extraction.
 */
import {translate} from '@docusaurus/Translate';

export type RoleId = 'writers' | 'developers' | 'maintainers' | 'productTeams';

export type RoleQuote = {
  readonly id: RoleId;
  readonly title: string;
  readonly text: string;
};

export function getRoleQuotes(): RoleQuote[] {
  return [
    {
      id: 'writers',
      title: translate({
        id: 'home.roles.writers.title',
        message: 'For technical writers',
        description: 'Home page: title of the card for technical writers',
      }),
      text: translate({
        id: 'home.roles.writers.text',
        message:
          'Write in Markdown with the editor you already use, and keep the docs under version control next to the code. Sidebars, tables of contents, admonitions and code blocks come built in, so you can focus on the words.',
        description: 'Home page: text of the card for technical writers',
      }),
    },
    {
      id: 'developers',
      title: translate({
        id: 'home.roles.developers.title',
        message: 'For developers',
        description: 'Home page: title of the card for developers',
      }),
      text: translate({
        id: 'home.roles.developers.text',
        message:
          'The whole site is React and TypeScript, from the configuration file to the theme. Add plugins, customize components and see every change instantly with hot reload.',
        description: 'Home page: text of the card for developers',
      }),
    },
    {
      id: 'maintainers',
      title: translate({
        id: 'home.roles.maintainers.title',
        message: 'For open-source maintainers',
        description: 'Home page: title of the card for open-source maintainers',
      }),
      text: translate({
        id: 'home.roles.maintainers.text',
        message:
          'Ship a fast static site that any free host can serve, with versioned docs, a blog and translations from day one. An "Edit this page" link turns every reader into a possible contributor.',
        description: 'Home page: text of the card for open-source maintainers',
      }),
    },
    {
      id: 'productTeams',
      title: translate({
        id: 'home.roles.productTeams.title',
        message: 'For product teams',
        description: 'Home page: title of the card for product teams',
      }),
      text: translate({
        id: 'home.roles.productTeams.text',
        message:
          'Bring guides, release notes and landing pages together in one site with one look. The build output is plain HTML, so you can host it anywhere, from GitHub Pages to your own CDN.',
        description: 'Home page: text of the card for product teams',
      }),
    },
  ];
}
