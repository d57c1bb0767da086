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

describe('release posts: the release date they state', () => {
  const MONTHS = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  const english = (iso: string): string => {
    const [year, month, day] = iso.split('-').map(Number);
    return `${MONTHS[month! - 1]} ${day}, ${year}`;
  };
  const japanese = (iso: string): string => {
    const [year, month, day] = iso.split('-').map(Number);
    return `${year} 年 ${month} 月 ${day} 日`;
  };
  const jaReleases = path.resolve(__dirname, '../../i18n/ja/docusaurus-plugin-content-blog/releases');

  for (const minor of minors) {
    it(`${minor}: the date of ${minor}.0 in the English and Japanese posts is its GitHub release date (releases.json)`, () => {
      const date = releases.find((r) => r.version === `${minor}.0`)!.date;
      const en = fs.readFileSync(path.join(releasesDir, minor, 'index.mdx'), 'utf8');
      const stated = [...en.matchAll(/(?:published|released) on ([A-Z][a-z]+ \d{1,2}, \d{4})/g)].map((m) => m[1]);
      expect(stated.length, 'the English post states when the release was published').toBeGreaterThan(0);
      expect(new Set(stated)).toEqual(new Set([english(date)]));
      const ja = fs.readFileSync(path.join(jaReleases, minor, 'index.mdx'), 'utf8');
      // The sentences about X.Y.0 itself (its patches have dates of their own).
      const statedJa = ja
        .split(/[。\n]/)
        .filter((sentence) => sentence.includes(`${minor}.0`))
        .flatMap((sentence) =>
          [...sentence.matchAll(/(\d{4} 年 \d{1,2} 月 \d{1,2} 日)に(?:公開|リリース)/g)].map((m) => m[1]),
        );
      expect(statedJa.length).toBeGreaterThan(0);
      expect(new Set(statedJa)).toEqual(new Set([japanese(date)]));
    });
  }
});
