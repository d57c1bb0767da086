import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginContentBlog from '@docusaurus/plugin-content-blog';
import type {
  Options as BlogOptions,
  PluginOptions as BlogPluginOptions,
} from '@docusaurus/plugin-content-blog';
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
