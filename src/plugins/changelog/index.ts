import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginContentBlog from '@docusaurus/plugin-content-blog';
import type {
  BlogContent,
  Options as BlogOptions,
  PluginOptions as BlogPluginOptions,
} from '@docusaurus/plugin-content-blog';
import {isPatchDisabled} from '../../framework-patches/disabled';
import {shareUntruncatedListItems} from '../../framework-patches/changelog-list-modules/listModules';
import {changelogAuthors, type Release, releaseTimestamps, releaseToMdx} from './releases';
import {changelogTexts, type ChangelogTexts} from './texts';

export {validateOptions} from '@docusaurus/plugin-content-blog';

/** The data the posts are generated from, relative to the site. */
export const RELEASES_FILE = 'src/data/releases.json';
/** Which blog post presents which release. */
export const RELEASE_POSTS_FILE = 'src/data/release-posts.json';

type ReleasePost = {readonly version: string; readonly route: string};

/**
 * The changelog: one blog post per released version, generated from
 * src/data/releases.json each time the content is loaded, then read by the
 * blog plugin. Everything else (pagination, sidebar, feeds, authors page) is
 * the blog plugin's own, rendered with the components of ./theme.
 *
 * The data is read from disk in `loadContent` (not imported): under
 * `docusaurus start`, an edit of the JSON reloads this plugin, which calls
 * `loadContent` again on the same instance.
 */
export default async function changelogPlugin(
  context: LoadContext,
  options: BlogPluginOptions,
): Promise<Plugin<unknown>> {
  // Written into the site (and git-ignored), not into .docusaurus: the blog
  // plugin names its generated data after the source paths, and Docusaurus
  // manages the .docusaurus folder itself.
  // One folder per locale: each build writes the posts in its own language.
  const sourceDir = path.join(context.siteDir, 'changelog', context.i18n.currentLocale);
  const texts = changelogTexts(context.i18n.currentLocale);
  const generate = async () => writeChangelogSource(await readChangelogData(context.siteDir), sourceDir, texts);
  // The blog plugin looks its authors map up when it is created.
  await generate();

  const blogPlugin = await pluginContentBlog(context, {
    ...options,
    path: sourceDir,
    authorsMapPath: 'authors.json',
    blogListComponent: '@theme/ChangelogList',
    blogPostComponent: '@theme/ChangelogPage',
  });
  return {
    // Keeps the blog plugin's name: its generated data lives in a folder named after it.
    ...blogPlugin,
    async loadContent() {
      await generate();
      return blogPlugin.loadContent!();
    },
    async contentLoaded(args) {
      const content = args.content as BlogContent;
      const untruncated = new Set(
        content.blogPosts.filter((post) => !post.metadata.hasTruncateMarker).map((post) => post.metadata.source),
      );
      let shared = 0;
      // A framework patch (config/patches.ts, changelog-list-modules): list items reuse each post's module.
      if (isPatchDisabled('changelog-list-modules')) untruncated.clear();
      const addRoute: typeof args.actions.addRoute = (route) => {
        const result = shareUntruncatedListItems(route, untruncated);
        shared += result.shared;
        args.actions.addRoute(result.route);
      };
      await blogPlugin.contentLoaded!({content, actions: {...args.actions, addRoute}});
      // Fails the build if the blog plugin stops listing posts through `?truncated=true` modules.
      if (untruncated.size > 0 && shared === 0) {
        throw new Error(
          '[changelog] no list page item uses a `?truncated=true` module any more: the blog plugin changed how it lists posts; see src/framework-patches/changelog-list-modules/listModules.ts',
        );
      }
    },
    getThemePath: () => path.join(__dirname, 'theme'),
    // Only the data: the generated folder is rewritten on every load.
    getPathsToWatch: () => [RELEASES_FILE, RELEASE_POSTS_FILE].map((file) => path.join(context.siteDir, file)),
  } as Plugin<unknown>;
}

type ChangelogData = {readonly releases: readonly Release[]; readonly releasePosts: readonly ReleasePost[]};

async function readChangelogData(siteDir: string): Promise<ChangelogData> {
  const readJson = async <T>(file: string): Promise<T> =>
    JSON.parse(await fs.readFile(path.join(siteDir, file), 'utf8')) as T;
  const [releases, releasePosts] = await Promise.all([
    readJson<Release[]>(RELEASES_FILE),
    readJson<ReleasePost[]>(RELEASE_POSTS_FILE),
  ]);
  return {releases, releasePosts};
}

/** Writes one MDX file per release and the authors map, replacing what a previous run wrote. */
async function writeChangelogSource({releases, releasePosts}: ChangelogData, dir: string, texts: ChangelogTexts): Promise<void> {
  await fs.rm(dir, {recursive: true, force: true});
  await fs.mkdir(dir, {recursive: true});
  const timestamps = releaseTimestamps(releases);
  const postByVersion = new Map(releasePosts.map((p) => [p.version, p.route]));
  await Promise.all(
    releases.map((release) =>
      fs.writeFile(
        path.join(dir, `${release.version}.mdx`),
        releaseToMdx(release, {
          timestamp: timestamps.get(release.version)!,
          releasePost: postByVersion.get(release.version),
          texts,
        }),
      ),
    ),
  );
  await fs.writeFile(path.join(dir, 'authors.json'), JSON.stringify(changelogAuthors(releases), null, 2));
}

export type ChangelogOptions = BlogOptions;
