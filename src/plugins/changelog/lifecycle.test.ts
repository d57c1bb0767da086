/**
 * The changelog plugin's lifecycle with the real blog plugin on a tiny site:
 * `docusaurus start` reloads a plugin by calling `loadContent` again on the
 * same instance when a watched file changes, so a second `loadContent` must
 * pick up an edited releases.json.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {loadContext} from '@docusaurus/core/lib/server/site';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {LoadContext, RouteConfig} from '@docusaurus/types';
import changelogPlugin, {RELEASE_POSTS_FILE, RELEASES_FILE, validateOptions} from './index';
import type {Release} from './releases';

type BlogContent = {blogPosts: {metadata: {title: string; permalink: string}}[]};

const release = (version: string, date: string, title: string): Release => ({
  version,
  date,
  committers: ['octocat'],
  sections: [{category: 'Bug Fix', entries: [{packages: [], pr: 1, title, authors: ['octocat']}]}],
});

let siteDir: string;
let context: LoadContext;

async function writeReleases(releases: Release[]): Promise<void> {
  await fs.writeFile(path.join(siteDir, RELEASES_FILE), JSON.stringify(releases));
}

beforeAll(async () => {
  siteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'changelog-lifecycle-'));
  await fs.mkdir(path.join(siteDir, 'src/data'), {recursive: true});
  await fs.writeFile(
    path.join(siteDir, 'docusaurus.config.js'),
    "module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/'};\n",
  );
  await fs.writeFile(path.join(siteDir, RELEASE_POSTS_FILE), '[]');
  await writeReleases([release('1.0.0', '2024-01-01', 'First fix')]);
  context = (await loadContext({siteDir})) as LoadContext;
});

afterAll(async () => {
  await fs.rm(siteDir, {recursive: true, force: true});
});

describe('changelog plugin lifecycle', () => {
  it('regenerates its posts from the JSON on every loadContent', async () => {
    const options = validateOptions({
      validate: normalizePluginOptions as never,
      options: {id: 'changelog', routeBasePath: 'changelog', onUntruncatedBlogPosts: 'ignore'},
    });
    const plugin = await changelogPlugin(context, options);
    const titles = async () => ((await plugin.loadContent!()) as BlogContent).blogPosts.map((p) => p.metadata.title);

    expect(await titles()).toEqual(['1.0.0']);

    await writeReleases([release('1.0.0', '2024-01-01', 'First fix'), release('1.1.0', '2024-02-01', 'Second fix')]);
    expect(await titles()).toEqual(['1.1.0', '1.0.0']);
    const mdx = await fs.readFile(path.join(siteDir, 'changelog/en/1.1.0.mdx'), 'utf8');
    expect(mdx).toContain('Second fix');
  });

  it('lists each release through its generated post, as the blog plugin routes a list page', async () => {
    const options = validateOptions({
      validate: normalizePluginOptions as never,
      options: {id: 'changelog', routeBasePath: 'changelog', onUntruncatedBlogPosts: 'ignore'},
    });
    const plugin = await changelogPlugin(context, options);
    const content = await plugin.loadContent!();
    const routes: RouteConfig[] = [];
    const createData = async (name: string) => path.join(siteDir, '.docusaurus', name);
    await plugin.contentLoaded!({content, actions: {addRoute: (r) => routes.push(r), createData, setGlobalData: () => {}}});
    const list = routes.find((r) => r.path === '/changelog')!;
    expect(routes.some((r) => r.path === '/changelog/1.1.0')).toBe(true);
    expect(list.modules!.items).toEqual([
      {content: {__import: true, path: '@site/changelog/en/1.1.0.mdx', query: {truncated: true}}},
      {content: {__import: true, path: '@site/changelog/en/1.0.0.mdx', query: {truncated: true}}},
    ]);
  });

  it('watches the data files, not the folder it writes', async () => {
    const options = validateOptions({validate: normalizePluginOptions as never, options: {id: 'changelog'}});
    const plugin = await changelogPlugin(context, options);
    expect(plugin.getPathsToWatch!()).toEqual([
      path.join(siteDir, RELEASES_FILE),
      path.join(siteDir, RELEASE_POSTS_FILE),
    ]);
  });
});
