import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginContentBlog from '@docusaurus/plugin-content-blog';
import type {Options as BlogOptions, PluginOptions as BlogPluginOptions} from '@docusaurus/plugin-content-blog';
import releasesData from '../../data/releases.json';
import releasePosts from '../../data/release-posts.json';
import {changelogAuthors, type Release, releaseTimestamps, releaseToMdx} from './releases';
import {changelogTexts, type ChangelogTexts} from './texts';

export {validateOptions} from '@docusaurus/plugin-content-blog';

/**
 * The changelog: one blog post per released version, generated from
 * src/data/releases.json before the blog plugin reads its folder. Everything
 * else (pagination, sidebar, feeds, authors page) is the blog plugin's own,
 * rendered with the components of ./theme.
 */
export default async function changelogPlugin(
  context: LoadContext,
  options: BlogPluginOptions,
): Promise<Plugin<unknown>> {
  const releases = releasesData as Release[];
  // Written into the site (and git-ignored), not into .docusaurus: the blog
  // plugin names its generated data after the source paths, and Docusaurus
  // manages the .docusaurus folder itself.
  // One folder per locale: each build writes the posts in its own language.
  const sourceDir = path.join(context.siteDir, 'changelog', context.i18n.currentLocale);
  await writeChangelogSource(releases, sourceDir, changelogTexts(context.i18n.currentLocale));

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
    getThemePath: () => path.join(__dirname, 'theme'),
    getPathsToWatch: () => [path.join(context.siteDir, 'src/data/releases.json')],
  } as Plugin<unknown>;
}

/** Writes one MDX file per release and the authors map, replacing what a previous run wrote. */
async function writeChangelogSource(releases: readonly Release[], dir: string, texts: ChangelogTexts): Promise<void> {
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
