/**
 * Navbar items whose target does not exist. The theme validates only their
 * shape, so the mistake surfaces when the navbar renders: `docusaurus build`
 * (the real CLI, on the shared fixture site) fails while rendering the pages
 * statically, and names the item's doc or sidebar id on every page.
 * (A navbar item of unknown type is refused earlier: config-validation.test.ts.)
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, inject, it} from 'vitest';
import {build, classicPreset, siteConfig, type FixtureConfig} from './fixtureSite';
import {ssgFailures, unindented} from './buildOutput';

const siteDir = inject('fixtureSiteDir');
// Only the current version: the message names the versions that were searched.
const docs = {sidebarPath: './sidebars/default.js', onlyIncludeVersions: ['current']};
const PAGES = ['/', '/404.html', '/docs/guides/first', '/docs/intro'];

function withNavbarItem(item: FixtureConfig, docsOptions: FixtureConfig | false = docs): FixtureConfig {
  return siteConfig({
    presets: [classicPreset({docs: docsOptions, pages: 'pages-home'})],
    themeConfig: {navbar: {items: [{position: 'left', ...item}]}},
  });
}

/** Builds with the item, checks that the build failed on every page with `message`, writing nothing; returns the output. */
async function expectEveryPageToFail(
  name: string,
  config: FixtureConfig,
  pages: string[],
  message: string,
): Promise<string> {
  const {exitCode, output, outDir} = await build(siteDir, name, config);
  expect(exitCode).toBe(1);
  expect(output).toContain(`Docusaurus static site generation failed for ${pages.length} paths:`);
  const failures = ssgFailures(output);
  expect(Object.keys(failures).sort()).toEqual(pages);
  for (const page of pages) expect(failures[page], page).toBe(message);
  expect(fs.existsSync(path.join(outDir, 'index.html'))).toBe(false);
  return output;
}

describe('navbar items pointing at nothing fail the build', () => {
  // plugin-content-docs/lib/client/docsUtils.js (useLayoutDoc):
  //   `Couldn't find any doc with id "${docId}" in version${s} "${names}".\nAvailable doc ids are:\n- ${ids.join('\n- ')}`
  it('a `doc` item whose doc id is not found', async () => {
    await expectEveryPageToFail(
      'navbar-doc-not-found',
      withNavbarItem({type: 'doc', docId: 'missing-doc', label: 'Missing doc'}),
      PAGES,
      'Couldn\'t find any doc with id "missing-doc" in version "current".\nAvailable doc ids are:\n- guides/first\n- intro',
    );
  });

  // plugin-content-docs/lib/client/docsUtils.js (useLayoutDocsSidebar). The opening quote before the version
  // names is missing in the framework's own template:
  //   `Can't find any sidebar with id "${sidebarId}" in version${s} ${names}".\nAvailable sidebar ids are:\n- ${ids}`
  it('a `docSidebar` item whose sidebar id is not found', async () => {
    await expectEveryPageToFail(
      'navbar-sidebar-not-found',
      withNavbarItem({type: 'docSidebar', sidebarId: 'missing-sidebar', label: 'Missing sidebar'}),
      PAGES,
      'Can\'t find any sidebar with id "missing-sidebar" in version current".\nAvailable sidebar ids are:\n- docs',
    );
  });

  // plugin-content-docs/lib/client/index.js (useDocsData) wraps core's failfast error
  // (core/lib/client/exports/useGlobalData.js, usePluginData):
  //   `You are using a feature of the Docusaurus docs plugin, but this plugin does not seem to be enabled${
  //     pluginId === 'Default' ? '' : ` (pluginId=${pluginId}`}`   (sic: no closing parenthesis)
  //   cause: `Docusaurus plugin global data not found for "${pluginName}" plugin with id "${pluginId}".`
  it('a docs item on a site without the docs plugin', async () => {
    const message =
      'You are using a feature of the Docusaurus docs plugin, but this plugin does not seem to be enabled (pluginId=undefined';
    const output = await expectEveryPageToFail(
      'navbar-without-docs-plugin',
      withNavbarItem({type: 'doc', docId: 'intro', label: 'Docs'}, false),
      ['/', '/404.html'],
      message,
    );
    expect(unindented(output)).toContain(
      '[cause]: Error: Docusaurus plugin global data not found for "docusaurus-plugin-content-docs" plugin with id "default".\n',
    );
  });
});
