// The badges of the site's real tables: examples checked by hand against the installed packages (3.10.2 and the
// aliased 3.9.2: tests/api-docs) and the release notes.
import path from 'node:path';
import {expect, it} from 'vitest';
import versions from '../../../versions.json';
import {badgesForFile} from './remarkApiBadges';

const siteDir = path.resolve(__dirname, '../../..');
const options = {siteDir, versions, canaryMinor: '3.10'};
const badges = (file: string) => Object.fromEntries(badgesForFile(options, path.join(siteDir, file)));

it('Canary: options 3.9.2 did not have are new in 3.10', () => {
  const config = badges('docs/api/docusaurus-config.mdx');
  // 3.9.2 had it as future.experimental_storage; 3.10 made it a top-level field.
  expect(config.config).toEqual({storage: {since: '3.10'}});
  expect(config.future).toMatchObject({faster: {since: '3.10'}});
  expect(badges('docs/cli.mdx')['cli-write-heading-ids']).toEqual({
    '--syntax': {since: '3.10'},
    '--migrate': {since: '3.10'},
  });
});

it('3.9.2: options 3.8.1 did not have are new in 3.9, those Canary lacks are removed in 3.10', () => {
  expect(
    badges('versioned_docs/version-3.9.2/api/plugins/@docusaurus/plugin-content-docs.mdx')['front-matter'],
  ).toEqual({
    sidebar_key: {since: '3.9'},
  });
  expect(badges('versioned_docs/version-3.9.2/cli.mdx')['environment-variables']).toMatchObject({
    DOCUSAURUS_DISABLE_LAST_UPDATE: {removed: '3.10'},
  });
});

it('a translated file gets the badges of its English tables; other files none', () => {
  expect(badges('i18n/ja/docusaurus-plugin-content-docs/current/api/docusaurus-config.mdx').config).toEqual({
    storage: {since: '3.10'},
  });
  expect(badges('docs/installation.mdx')).toEqual({});
  expect(badges('blog/releases/3.9/index.mdx')).toEqual({});
});
