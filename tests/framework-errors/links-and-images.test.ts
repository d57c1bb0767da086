/**
 * What `docusaurus build` (the real CLI, on the shared fixture site) says
 * about links, anchors, routes and Markdown images: with `warn`, broken links,
 * broken anchors and duplicate routes are reported and the build still writes
 * the site; a Markdown image whose file does not exist stops the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, inject, it} from 'vitest';
import {build, classicPreset, siteConfig} from './fixtureSite';
import {unindented} from './buildOutput';

const siteDir = inject('fixtureSiteDir');

describe('links, anchors and duplicate routes with "warn"', () => {
  it('are reported with the framework messages and the site is still written', async () => {
    const {exitCode, output, outDir} = await build(
      siteDir,
      'links-warn',
      siteConfig({
        onBrokenLinks: 'warn',
        onBrokenAnchors: 'warn',
        onDuplicateRoutes: 'warn',
        presets: [classicPreset({pages: 'pages-links'})],
      }),
    );
    const text = unindented(output);

    // core/lib/server/routes.js (handleDuplicateRoutes), through logger.report('warn'):
    //   `Duplicate routes found!${paths.map((p) => `Attempting to create page at url=${p}, but a page already exists at this route.`)}
    //    This could lead to non-deterministic routing behavior.`
    expect(text).toContain(
      '[WARNING] Duplicate routes found!\n' +
        '- Attempting to create page at /about, but a page already exists at this route.\n' +
        'This could lead to non-deterministic routing behavior.',
    );
    // core/lib/server/brokenLinks.js (createBrokenPathsMessage, createBrokenLinksMessage):
    expect(text).toContain(
      '[WARNING] Docusaurus found broken links!\n\n' +
        "Please check the pages of your site in the list below, and make sure you don't reference any path that does not exist.\n" +
        "Note: it's possible to ignore broken links with the 'onBrokenLinks' Docusaurus configuration, and let the build pass.\n\n" +
        'Exhaustive list of all broken links found:\n' +
        '- Broken link on source page path = /:\n' +
        '-> linking to /missing-page\n',
    );
    // core/lib/server/brokenLinks.js (createBrokenAnchorsMessage): the anchor the target page has is not listed.
    expect(text).toContain(
      '[WARNING] Docusaurus found broken anchors!\n\n' +
        "Please check the pages of your site in the list below, and make sure you don't reference any anchor that does not exist.\n" +
        "Note: it's possible to ignore broken anchors with the 'onBrokenAnchors' Docusaurus configuration, and let the build pass.\n\n" +
        'Exhaustive list of all broken anchors found:\n' +
        '- Broken anchor on source page path = /:\n' +
        '-> linking to /target#missing-anchor\n',
    );
    expect(text).not.toContain('present-anchor');

    expect(exitCode).toBe(0);
    for (const page of ['index.html', 'target/index.html', 'about/index.html', '404.html']) {
      expect(fs.existsSync(path.join(outDir, page)), page).toBe(true);
    }
  });
});

describe('a Markdown image whose file does not exist', () => {
  // mdx-loader/lib/remark/transformImage/index.js, with onBrokenMarkdownImages at its default 'throw':
  //   `Markdown image with URL code=${url} in source file path=${file}${position} couldn't be resolved to an existing local image file.
  //    To ignore this error, use the code=${'siteConfig.markdown.hooks.onBrokenMarkdownImages'} option, or apply the code=${'pathname://'} protocol to the broken image URLs.`
  it('fails the build, naming the image, the file and the position', async () => {
    const {exitCode, output, outDir} = await build(
      siteDir,
      'broken-image',
      siteConfig({presets: [classicPreset({pages: 'pages-image'})]}),
    );
    expect(exitCode).toBe(1);
    const text = unindented(output);
    // core's bundler step, then mdx-loader/lib/utils.js (compileToJSX) wrapping the remark plugin's error:
    //   `MDX compilation failed for file ${path(filePath)}\nCause: ${error.message}\nDetails:\n…`
    expect(text).toContain('[ERROR] Client bundle compiled with errors therefore further build is impossible.');
    expect(text).toContain(`Error: MDX compilation failed for file "${path.join(siteDir, 'pages-image/index.md')}"\n`);
    expect(text).toContain(
      'Cause: Markdown image with URL `./missing-diagram.png` in source file "pages-image/index.md" (3:1) ' +
        "couldn't be resolved to an existing local image file.\n" +
        'To ignore this error, use the `siteConfig.markdown.hooks.onBrokenMarkdownImages` option, ' +
        'or apply the `pathname://` protocol to the broken image URLs.\n',
    );
    expect(fs.existsSync(path.join(outDir, 'index.html'))).toBe(false);
  });
});
