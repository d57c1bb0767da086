import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import type {LlmsTxtText} from './llmsTxt';
import {writeTwins, type TwinsInput} from './writeTwins';

const text: LlmsTxtText = {
  title: 'Docusaurus',
  summary: 'A static site generator.',
  details: 'Links point to Markdown.',
  sections: {docs: 'Docs', api: 'API', community: 'Community', blog: 'Blog', changelog: 'Changelog'},
};

// Real built pages (__fixtures__/README.md), written where the build writes them.
const pages = {
  'docs/markdown-features/tabs.html': 'tabs.html',
  'blog/releases/3.9.html': 'blog-post.html',
  'community/team.html': 'team.html',
  // A fixture page: never gets a twin.
  'tests/pages/tabs.html': 'tabs.html',
} as const;

const made: string[] = [];
function builtSite(): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'twins-'));
  made.push(outDir);
  for (const [file, fixture] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
    fs.copyFileSync(path.join(__dirname, '__fixtures__', fixture), path.join(outDir, file));
  }
  return outDir;
}
afterAll(() => made.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

const input = (outDir: string): TwinsInput => ({
  outDir,
  routesPaths: [
    '/',
    '/docs/markdown-features/tabs',
    '/blog/releases/3.9',
    '/community/team',
    '/tests/pages/tabs',
    '/docs/missing',
  ],
  baseUrl: '/',
  siteUrl: 'https://docusaurus.io',
  docsOrder: new Map([['/docs/markdown-features/tabs', 3]]),
  stableVersion: '3.9.2',
  text,
});

/** Every file under dir but the HTML pages, with its content. */
function written(dir: string): Record<string, string> {
  const files = fs.readdirSync(dir, {recursive: true, encoding: 'utf8'});
  return Object.fromEntries(
    files
      .filter((file) => !file.endsWith('.html') && fs.statSync(path.join(dir, file)).isFile())
      .sort()
      .map((file) => [file, fs.readFileSync(path.join(dir, file), 'utf8')]),
  );
}

describe('writeTwins', () => {
  it('writes a twin next to each docs, blog and community page, then llms.txt and llms-full.txt', async () => {
    const outDir = builtSite();
    expect(await writeTwins(input(outDir))).toEqual({twins: 3, fullPages: 1});
    expect(Object.keys(written(outDir))).toEqual([
      'blog/releases/3.9.md',
      'community/team.md',
      'docs/markdown-features/tabs.md',
      'llms-full.txt',
      'llms.txt',
    ]);
    const llms = fs.readFileSync(path.join(outDir, 'llms.txt'), 'utf8');
    expect(llms).toContain('(https://docusaurus.io/docs/markdown-features/tabs.md)');
    expect(llms).toContain('(https://docusaurus.io/blog/releases/3.9.md)');
  });

  it('fails on a page with no content to convert', async () => {
    const outDir = builtSite();
    fs.writeFileSync(
      path.join(outDir, 'docs/markdown-features/tabs.html'),
      '<!doctype html><html class="docs-doc-page docs-version-3.9.2"><body><p>nothing</p></body></html>',
    );
    await expect(writeTwins(input(outDir))).rejects.toThrow(
      'no docs or blog content found in /docs/markdown-features/tabs',
    );
  });
});
