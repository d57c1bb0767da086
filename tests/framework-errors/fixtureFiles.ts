/**
 * The files of the shared fixture site, by path. Content folders are grouped by
 * case so that each case's config only loads what it needs:
 * - `docs/`, `versioned_docs/`, `sidebars/`: one current and one released docs version;
 * - `pages-home/`: a single page for the cases whose mistake is in the config;
 * - `pages-client-mistakes/`: one correct page and one page per client API misuse;
 * - `pages-links/`: a broken link, a broken anchor, a correct anchor and two files with the same route (`/about`);
 * - `pages-image/`: a Markdown page whose image file does not exist.
 */
const page = (body: string): string => `import React from 'react';
import Layout from '@theme/Layout';

export default function FixturePage() {
  return (
    <Layout title="Fixture">
      <main>${body}</main>
    </Layout>
  );
}
`;

export const FIXTURE_FILES: Readonly<Record<string, string>> = {
  'package.json': JSON.stringify({name: 'framework-errors-fixture', private: true}),

  'docs/intro.md': '# Introduction\n\nThe current docs.\n',
  'docs/guides/first.md': '# First guide\n\nA doc in a category.\n',
  'versions.json': JSON.stringify(['1.0.0']),
  'versioned_docs/version-1.0.0/intro.md': '# Introduction\n\nThe docs of 1.0.0.\n',
  'versioned_sidebars/version-1.0.0-sidebars.json': JSON.stringify({docs: ['intro']}),
  'sidebars/default.js': `module.exports = {docs: ['intro', {type: 'category', label: 'Guides', items: ['guides/first']}]};\n`,
  'sidebars/empty-category.js': `module.exports = {docs: ['intro', {type: 'category', label: 'Empty category', items: []}]};\n`,

  'pages-home/index.js': page('<h1>Fixture home</h1>'),

  'pages-client-mistakes/index.js': page('<h1>A correct page</h1>'),
  'pages-client-mistakes/translate-without-id.js': `import React from 'react';
import {translate} from '@docusaurus/Translate';

export default function TranslateWithoutId() {
  return <p>{translate({})}</p>;
}
`,
  'pages-client-mistakes/translate-element-child.js': `import React from 'react';
import Translate from '@docusaurus/Translate';

export default function TranslateElementChild() {
  return <p><Translate><b>Bold text</b></Translate></p>;
}
`,
  'pages-client-mistakes/interpolate-element-child.js': `import React from 'react';
import Interpolate from '@docusaurus/Interpolate';

export default function InterpolateElementChild() {
  return <p><Interpolate values={{}}><b>Bold text</b></Interpolate></p>;
}
`,
  'pages-client-mistakes/no-default-export.js': `import React from 'react';

export function NamedOnly() {
  return <p>Exported by name only.</p>;
}
`,

  'pages-links/index.js': `import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';

export default function LinksPage() {
  return (
    <Layout title="Links">
      <main>
        <Link to="/missing-page">A page that does not exist</Link>
        <Link to="/target#missing-anchor">An anchor that does not exist</Link>
        <Link to="/target#present-anchor">An anchor that exists</Link>
      </main>
    </Layout>
  );
}
`,
  'pages-links/target.js': `import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

export default function TargetPage() {
  return (
    <Layout title="Target">
      <main>
        <Heading as="h2" id="present-anchor">Present anchor</Heading>
      </main>
    </Layout>
  );
}
`,
  'pages-links/about.js': page('<h1>About, from about.js</h1>'),
  'pages-links/about.md': '# About, from about.md\n',

  'pages-image/index.md': '# Image\n\n![A diagram](./missing-diagram.png)\n',
};
