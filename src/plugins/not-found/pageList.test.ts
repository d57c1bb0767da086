import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {expect, it} from 'vitest';
import {collectPages, isSuggested, titleOf} from './pageList';

it('titleOf drops the site name and decodes entities', () => {
  expect(titleOf('<title data-rh=true>Installation | Docusaurus</title>', 'Docusaurus')).toBe('Installation');
  expect(titleOf('<title>Tabs &amp; code | Docusaurus</title>', 'Docusaurus')).toBe('Tabs & code');
  expect(titleOf('<p>none</p>', 'Docusaurus')).toBeUndefined();
});

it('isSuggested leaves out pages a reader is not sent to', () => {
  expect(isSuggested('/docs/installation')).toBe(true);
  for (const route of [
    '/404',
    '/ja/search',
    '/__docusaurus/debug/routes',
    '/blog/page/2',
    '/blog/tags/release',
    '/tests/docs',
  ])
    expect(isSuggested(route)).toBe(false);
});

it('collectPages reads each route’s title, skipping noindex and missing pages', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'page-list-'));
  await fs.mkdir(path.join(dir, 'docs'), {recursive: true});
  await fs.writeFile(path.join(dir, 'index.html'), '<title>Docusaurus</title>');
  await fs.writeFile(path.join(dir, 'docs/cli.html'), '<title>CLI | Docusaurus</title>');
  await fs.writeFile(
    path.join(dir, 'docs/hidden.html'),
    '<meta name=robots content="noindex, nofollow"><title>Hidden | Docusaurus</title>',
  );
  const pages = await collectPages({
    outDir: dir,
    baseUrl: '/ja/',
    routes: ['/ja/', '/ja/docs/cli', '/ja/docs/hidden', '/ja/docs/missing', '/ja/search'],
    siteTitle: 'Docusaurus',
  });
  expect(pages).toEqual([
    {path: '/ja/', title: 'Docusaurus'},
    {path: '/ja/docs/cli', title: 'CLI'},
  ]);
});
