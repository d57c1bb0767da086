import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import releasesData from '../../src/data/releases.json';
import type {Release} from '../../src/plugins/changelog/releases';

// Each release post may only cite pull requests that shipped in its own minor
// version (X.Y.0, its patches and pre-releases): a feature attributed to the
// wrong version fails here with the PR numbers at fault.
const releases = releasesData as Release[];
const releasesDir = path.resolve(__dirname, '../../blog/releases');
const minors = fs.readdirSync(releasesDir).filter((d) => fs.existsSync(path.join(releasesDir, d, 'index.mdx')));

function prsOfMinor(minor: string): Set<number> {
  const prs = new Set<number>();
  for (const release of releases) {
    if (release.version === minor || release.version.startsWith(`${minor}.`)) {
      for (const section of release.sections) {
        for (const entry of section.entries) if (entry.pr !== null) prs.add(entry.pr);
      }
    }
  }
  return prs;
}

function citedPrs(text: string): number[] {
  const cited = new Set<number>();
  for (const m of text.matchAll(/facebook\/docusaurus\/pull\/(\d+)/g)) cited.add(Number(m[1]));
  for (const m of text.matchAll(/\[#(\d+)\]/g)) cited.add(Number(m[1]));
  return [...cited];
}

describe('release posts', () => {
  it('exist for the 13 minors from 2.2 to 3.9', () => {
    expect(minors.sort()).toEqual([
      '2.2',
      '2.3',
      '2.4',
      '3.0',
      '3.1',
      '3.2',
      '3.3',
      '3.4',
      '3.5',
      '3.6',
      '3.7',
      '3.8',
      '3.9',
    ]);
  });

  for (const minor of minors) {
    it(`${minor} cites only pull requests released in ${minor}.x and links its changelog entry`, () => {
      const text = fs.readFileSync(path.join(releasesDir, minor, 'index.mdx'), 'utf8');
      const allowed = prsOfMinor(minor);
      const cited = citedPrs(text);
      expect(cited.length).toBeGreaterThan(0);
      expect(cited.filter((pr) => !allowed.has(pr))).toEqual([]);
      expect(text).toContain(`/changelog/${minor}.0`);
    });
  }
});
