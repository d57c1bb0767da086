import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import releases from '../../src/data/releases.json';

// The tribute post of 2020-01-07 is checked fact by fact against the
// changelog data it quotes, and for the date of the loss it reports.
const post = fs.readFileSync(path.resolve(__dirname, '../../blog/2020-01-07-tribute-to-endi.mdx'), 'utf8');
const AUTHOR = 'endiliey';

type Release = {version: string; date: string; sections: {entries: {pr: number; authors?: string[]}[]}[]};
const data = releases as Release[];

/** Release versions in which each pull request by the author appears. */
function authoredPullRequests(): Map<number, Set<string>> {
  const prs = new Map<number, Set<string>>();
  for (const release of data) {
    for (const entry of release.sections.flatMap((s) => s.entries)) {
      if (entry.authors?.includes(AUTHOR)) prs.set(entry.pr, (prs.get(entry.pr) ?? new Set()).add(release.version));
    }
  }
  return prs;
}

describe('tribute post of 2020-01-07', () => {
  const prs = authoredPullRequests();

  it('places the loss in the days before the post (early January 2020), not in 2019', () => {
    const opening = post.split('{/* truncate */}')[0]!;
    expect(opening).not.toMatch(/end of 2019|in 2019/);
    expect(opening).toMatch(/January 2020/);
  });

  it('counts the pull requests and releases the changelog attributes to him', () => {
    const versions = new Set([...prs.values()].flatMap((v) => [...v]));
    const count = /(\d+) distinct pull requests/.exec(post)?.[1];
    expect(Number(count)).toBe(prs.size);
    const inWords: Record<number, string> = {6: 'six', 7: 'seven', 8: 'eight'};
    expect(post).toContain(`across ${inWords[versions.size] ?? versions.size} releases`);
  });

  it('gives the right dates for the first and last of those releases', () => {
    for (const [, version, date] of post.matchAll(/(2\.0\.0-alpha\.\d+) \((\d{4}-\d{2}-\d{2})\)/g)) {
      expect(data.find((r) => r.version === version)?.date, version).toBe(date);
    }
  });

  it('names, for each pull request it links, a release that contains it, by him', () => {
    const cited = [...post.matchAll(/\[#(\d+)\]\([^)]*\)(?:, (2\.0\.0-alpha\.\d+))?/g)];
    expect(cited.length).toBeGreaterThan(10);
    for (const [, pr, version] of cited) {
      const versions = prs.get(Number(pr));
      expect(versions, `#${pr} is not by @${AUTHOR}`).toBeDefined();
      if (version) expect([...versions!], `#${pr}`).toContain(version);
    }
  });
});
