import semver from 'semver';
import {githubReleaseUrl, pullRequestUrl} from '../../data/site';
import {englishTexts, type ChangelogTexts} from './texts';

export type ReleaseEntry = {
  readonly packages: readonly string[];
  readonly pr: number | null;
  readonly title: string;
  readonly authors: readonly string[];
  /** Early alphas wrote their notes by hand: no PR, sometimes nested under a `parent` entry. */
  readonly freeform?: boolean;
  readonly parent?: string;
};

export type ReleaseSection = {
  readonly category: string;
  readonly entries: readonly ReleaseEntry[];
};

export type Release = {
  readonly version: string;
  readonly date: string;
  readonly sections: readonly ReleaseSection[];
  readonly committers: readonly string[];
  readonly note?: string;
};


/**
 * Sections appear in this order; the data uses a few spellings for the same
 * idea (older releases said "Features" and "Bug Fixes"). Unknown categories
 * follow, alphabetically.
 */
export const CATEGORY_ORDER: readonly string[] = [
  'Breaking Change',
  'New Feature',
  'Features',
  'Bug Fix',
  'Bug Fixes',
  'Fixes',
  'Performance',
  'Performance Improvement',
  'Polish',
  'Documentation',
  'Translations',
  'Dependencies',
  'Maintenance',
  'Internal',
  'Others',
  '(uncategorized)',
];

export function compareCategories(a: string, b: string): number {
  const rank = (c: string) => {
    const i = CATEGORY_ORDER.indexOf(c);
    return i === -1 ? CATEGORY_ORDER.length : i;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}

/** Newest first: by release date, then by version for releases of the same day. */
export function sortReleases(releases: readonly Release[]): Release[] {
  return [...releases].sort((a, b) => b.date.localeCompare(a.date) || semver.rcompare(a.version, b.version));
}

/**
 * A timestamp per version: its release date, plus one second per older
 * release of the same day, so the blog plugin's date ordering keeps
 * same-day releases in version order (3.5.1 above 3.5.0).
 */
export function releaseTimestamps(releases: readonly Release[]): Map<string, string> {
  const byDate = new Map<string, Release[]>();
  for (const r of releases) byDate.set(r.date, [...(byDate.get(r.date) ?? []), r]);
  const stamps = new Map<string, string>();
  for (const [date, sameDay] of byDate) {
    const ascending = [...sameDay].sort((a, b) => semver.compare(a.version, b.version));
    ascending.forEach((r, i) => stamps.set(r.version, `${date}T00:00:${String(i).padStart(2, '0')}.000Z`));
  }
  return stamps;
}

/**
 * Makes text safe inside MDX: braces and `<` would start expressions or JSX.
 * Code spans (between backticks) are left as they are.
 */
export function escapeMdx(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part) => (part.startsWith('`') && part.endsWith('`') && part.length > 1 ? part : part.replace(/([{}<>])/g, '\\$1')))
    .join('');
}

const githubUser = (handle: string) => `[@${handle}](https://github.com/${handle})`;

function entryLine(entry: ReleaseEntry, lang?: string): string {
  const title = lang ? `<span lang="${lang}">${escapeMdx(entry.title)}</span>` : escapeMdx(entry.title);
  const packages = entry.packages.length ? `${entry.packages.map((p) => `\`${p}\``).join(', ')}: ` : '';
  const links = [
    entry.pr !== null ? `[#${entry.pr}](${pullRequestUrl(entry.pr)})` : undefined,
    ...entry.authors.map(githubUser),
  ].filter(Boolean);
  return `${packages}${title}${links.length ? ` (${links.join(', ')})` : ''}`;
}

/** The entries of a section as a Markdown list; free-form children are nested under their parent. */
export function sectionList(entries: readonly ReleaseEntry[], lang?: string): string {
  const children = new Map<string, ReleaseEntry[]>();
  for (const e of entries) {
    if (e.parent) children.set(e.parent, [...(children.get(e.parent) ?? []), e]);
  }
  const lines: string[] = [];
  for (const e of entries) {
    if (e.parent && entries.some((p) => p.title === e.parent)) continue;
    lines.push(`- ${entryLine(e, lang)}`);
    for (const child of children.get(e.title) ?? []) lines.push(`  - ${entryLine(child, lang)}`);
  }
  return lines.join('\n');
}

export type PostOptions = {
  /** Date and time used for ordering (see releaseTimestamps). */
  readonly timestamp: string;
  /** The blog post that presents this release, if any. */
  readonly releasePost?: string;
  /** The language of the page (default: English). */
  readonly texts?: ChangelogTexts;
};

/**
 * List pages show 20 versions at once, each with its own "Bug Fix" section:
 * heading ids carry the version so they stay unique on the page.
 */
export function headingId(version: string, category: string): string {
  const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${slug(category)}-${slug(version)}`;
}

/** One changelog entry as an MDX blog post. */
export function releaseToMdx(release: Release, {timestamp, releasePost, texts = englishTexts}: PostOptions): string {
  const sections = [...release.sections].sort((a, b) => compareCategories(a.category, b.category));
  const entryCount = sections.reduce((n, s) => n + s.entries.length, 0);
  const frontMatter = [
    '---',
    `title: ${JSON.stringify(release.version)}`,
    `date: ${timestamp}`,
    `slug: ${JSON.stringify(`/${release.version}`)}`,
    `authors: ${JSON.stringify(release.committers)}`,
    `description: ${JSON.stringify(texts.description({version: release.version, date: release.date, entries: entryCount}))}`,
    'hide_table_of_contents: false',
    '---',
  ].join('\n');
  const intro = [
    `[${texts.releaseOnGitHub}](${githubReleaseUrl(release.version)})${releasePost ? ` · [${texts.releaseNotesOnBlog}](${releasePost})` : ''}`,
    release.note ? `\n:::note\n\n${escapeMdx(texts.note(release.version, release.note))}\n\n:::` : '',
    entryCount ? '' : `\n${texts.noChanges}`,
  ].join('\n');
  const body = sections
    .filter((s) => s.entries.length > 0)
    .map(
      (s) =>
        `## ${escapeMdx(texts.category(s.category))} {/* #${headingId(release.version, s.category)} */}\n\n${sectionList(s.entries, texts.entryLang)}`,
    )
    .join('\n\n');
  return `${frontMatter}\n\n${intro}\n\n${body}\n`;
}

export type ChangelogAuthor = {readonly name: string; readonly url: string};

/** Every committer of any release, for the changelog's authors map (keyed by GitHub handle). */
export function changelogAuthors(releases: readonly Release[]): Record<string, ChangelogAuthor> {
  const handles = [...new Set(releases.flatMap((r) => r.committers))].sort((a, b) => a.localeCompare(b));
  return Object.fromEntries(handles.map((h) => [h, {name: h, url: `https://github.com/${h}`}]));
}
