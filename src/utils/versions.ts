/** Archived docs versions: version name → external URL (`versionsArchived.json`). */
export type ArchivedVersions = Readonly<Record<string, string>>;

export type ArchivedVersion = {readonly name: string; readonly url: string};

/** The archived versions, newest first, as the JSON file lists them. */
export function archivedVersionList(archived: ArchivedVersions): ArchivedVersion[] {
  return Object.entries(archived).map(([name, url]) => ({name, url}));
}

/** `3.9.2` → `3.9`: the minor version whose release post presents it. */
export function minorOf(version: string): string {
  const [major, minor] = version.split('.');
  if (major === undefined || minor === undefined) {
    throw new Error(`Not a semantic version: "${version}"`);
  }
  return `${major}.${minor}`;
}

export type ReleasePost = {readonly version: string; readonly route: string};

/** Where the release notes of a version live: its changelog entry and, for a minor with one, its release post. */
export function releaseNotesLinks(
  version: string,
  releasePosts: readonly ReleasePost[],
): {changelog: string; blogPost?: string} {
  const post = releasePosts.find((p) => p.version === `${minorOf(version)}.0`);
  return {changelog: `/changelog/${version}`, ...(post && {blogPost: post.route})};
}
