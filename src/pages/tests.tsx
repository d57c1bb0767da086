/* eslint-disable @docusaurus/no-untranslated-text -- the fixture section (/tests) is English in every locale, like its pages in _dogfooding/ (scripts/measure-translation.mjs counts /ja/tests as English by design) */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

const areas = [
  {
    to: '/tests/docs',
    title: 'Docs fixtures',
    text: 'Documents and sidebars that exercise the docs plugin: categories, visibility, paths, links and tables of contents.',
  },
  {
    to: '/tests/blog',
    title: 'Blog fixtures',
    text: 'Posts that exercise the blog plugin: authors, tags, pagination, feeds, drafts and unlisted posts.',
  },
  {
    to: '/tests/pages',
    title: 'Page fixtures',
    text: 'Pages that exercise the theme and the client runtime: code blocks, errors, history, images, links and tabs.',
  },
] as const;

/** Index of the fixture section: the three areas used by the end-to-end tests. */
export default function TestsIndex(): ReactNode {
  return (
    <Layout title="Test fixtures" description="Fixture pages used by the site's end-to-end tests.">
      <main className="container margin-vert--lg markdown">
        <Heading as="h1">Test fixtures</Heading>
        <p>
          These pages are published for contributors: each one puts a feature of Docusaurus in a situation that an
          end-to-end test then checks in a real browser. They are not documentation and are left out of the sitemap and
          of search.
        </p>
        <ul>
          {areas.map((area) => (
            <li key={area.to}>
              <Link to={area.to}>{area.title}</Link>: {area.text}
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
