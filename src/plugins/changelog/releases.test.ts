import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import releasesData from '../../data/releases.json';
import {
  changelogAuthors,
  compareCategories,
  escapeMdx,
  type Release,
  releaseTimestamps,
  releaseToMdx,
  sectionList,
  sortReleases,
} from './releases';
import {japaneseTexts} from './texts';

const releases = releasesData as Release[];

const release = (version: string, date: string, extra: Partial<Release> = {}): Release => ({
  version,
  date,
  sections: [],
  committers: [],
  ...extra,
});

describe('ordering', () => {
  it('puts the newest release first, and orders releases of the same day by version', () => {
    const sorted = sortReleases([
      release('3.5.0', '2024-08-09'),
      release('3.4.0', '2024-05-31'),
      release('3.5.1', '2024-08-09'),
      release('2.0.0-beta.11', '2021-12-10'),
      release('2.0.0-beta.13', '2021-12-10'),
      release('2.0.0-beta.12', '2021-12-10'),
    ]);
    expect(sorted.map((r) => r.version)).toEqual(['3.5.1', '3.5.0', '3.4.0', '2.0.0-beta.13', '2.0.0-beta.12', '2.0.0-beta.11']);
  });

  it('gives same-day releases increasing timestamps in version order', () => {
    const stamps = releaseTimestamps([release('3.3.2', '2024-05-03'), release('3.3.0', '2024-05-03'), release('3.3.1', '2024-05-03')]);
    expect(stamps.get('3.3.0')).toBe('2024-05-03T00:00:00.000Z');
    expect(stamps.get('3.3.1')).toBe('2024-05-03T00:00:01.000Z');
    expect(stamps.get('3.3.2')).toBe('2024-05-03T00:00:02.000Z');
  });

  it('orders categories by importance, synonyms together, unknown ones last', () => {
    const cats = ['Internal', 'Bug Fix', 'Zebra', 'New Feature', 'Breaking Change', 'Aardvark', 'Performance'];
    expect([...cats].sort(compareCategories)).toEqual([
      'Breaking Change',
      'New Feature',
      'Bug Fix',
      'Performance',
      'Internal',
      'Aardvark',
      'Zebra',
    ]);
  });
});

describe('escapeMdx', () => {
  it('escapes braces and angle brackets outside code spans only', () => {
    expect(escapeMdx('use <Link> with {props}')).toBe('use \\<Link\\> with \\{props\\}');
    expect(escapeMdx('keep `<Link to={x}>` as code')).toBe('keep `<Link to={x}>` as code');
  });
});

describe('releaseToMdx', () => {
  it('writes sections in category order with packages, PR links and authors', () => {
    const mdx = releaseToMdx(
      release('3.9.2', '2025-10-17', {
        committers: ['slorber'],
        sections: [
          {category: 'Performance', entries: [{packages: ['docusaurus-theme-mermaid'], pr: 11438, title: 'perf: lazy load', authors: ['slorber']}]},
          {category: 'Bug Fix', entries: [{packages: ['docusaurus'], pr: 11452, title: 'fix(core): allow `translate`', authors: ['trofim24']}]},
        ],
      }),
      {timestamp: '2025-10-17T00:00:00.000Z', releasePost: '/blog/releases/3.9'},
    );
    expect(mdx.indexOf('## Bug Fix')).toBeLessThan(mdx.indexOf('## Performance'));
    expect(mdx).toContain('## Bug Fix {/* #bug-fix-3-9-2 */}');
    expect(mdx).toContain('- `docusaurus`: fix(core): allow `translate` ([#11452](https://github.com/facebook/docusaurus/pull/11452), [@trofim24](https://github.com/trofim24))');
    expect(mdx).toContain('slug: "/3.9.2"');
    expect(mdx).toContain('authors: ["slorber"]');
    expect(mdx).toContain('[Release notes on the blog](/blog/releases/3.9)');
  });

  it('nests the free-form notes of early alphas under their parent', () => {
    const list = sectionList([
      {packages: [], pr: null, title: 'UI', authors: [], freeform: true},
      {packages: [], pr: null, title: 'Mobile responsive menu.', authors: [], freeform: true, parent: 'UI'},
      {packages: [], pr: null, title: 'Add a default browserslist.', authors: [], freeform: true},
    ]);
    expect(list).toBe('- UI\n  - Mobile responsive menu.\n- Add a default browserslist.');
  });

  it('says so when a version lists no changes, and shows its note', () => {
    const mdx = releaseToMdx(release('3.3.1', '2024-05-03', {note: 'failed release (no changes listed)'}), {
      timestamp: '2024-05-03T00:00:01.000Z',
    });
    expect(mdx).toContain('This version lists no changes.');
    expect(mdx).toContain('Failed release (no changes listed).');
    expect(mdx).not.toContain('## ');
  });
});

describe('releaseToMdx in Japanese', () => {
  it('translates headings, links, description and notes; pull-request titles stay English, marked lang="en"', () => {
    const mdx = releaseToMdx(
      release('3.9.2', '2025-10-17', {
        sections: [{category: 'Bug Fix', entries: [{packages: ['docusaurus'], pr: 11452, title: 'fix(core): allow `translate`', authors: ['trofim24']}]}],
      }),
      {timestamp: '2025-10-17T00:00:00.000Z', releasePost: '/blog/releases/3.9', texts: japaneseTexts},
    );
    // The anchor stays the English one, so links work across locales.
    expect(mdx).toContain('## バグ修正 {/* #bug-fix-3-9-2 */}');
    expect(mdx).toContain('- `docusaurus`: <span lang="en">fix(core): allow `translate`</span> ([#11452]');
    expect(mdx).toContain('[GitHub のリリース](https://github.com/facebook/docusaurus/releases/tag/v3.9.2) · [ブログのリリースノート](/blog/releases/3.9)');
    expect(mdx).toContain('description: "Docusaurus 3.9.2（2025-10-17 リリース）の変更点：1 件。"');
    const noted = releaseToMdx(release('2.4.2', '2023-05-15', {note: 'broken npm publish; superseded by 2.4.3'}), {
      timestamp: '2023-05-15T00:00:00.000Z',
      texts: japaneseTexts,
    });
    expect(noted).toContain(':::note\n\nnpm への公開に失敗したリリースです。2.4.3 に置き換えられました。\n\n:::');
    expect(noted).toContain('このバージョンには変更点の記載がありません。');
  });

  it('has a Japanese label for every category and a translation for every note of the data', () => {
    for (const r of releases) {
      for (const s of r.sections) expect(() => japaneseTexts.category(s.category), s.category).not.toThrow();
      if (r.note) expect(japaneseTexts.note(r.version, r.note)).toMatch(/。$/);
    }
    expect(() => japaneseTexts.category('Something New')).toThrow(/no Japanese label for the category "Something New"/);
  });
});

describe('the real release data', () => {
  it('covers the 109 versions from 2.0.0-alpha.19 to 3.9.2, each once', () => {
    const versions = sortReleases(releases).map((r) => r.version);
    expect(versions).toHaveLength(109);
    expect(new Set(versions).size).toBe(109);
    expect(versions[0]).toBe('3.9.2');
    expect(versions.at(-1)).toBe('2.0.0-alpha.19');
  });

  it('turns every release into MDX that compiles', async () => {
    const stamps = releaseTimestamps(releases);
    for (const r of releases) {
      const mdx = releaseToMdx(r, {timestamp: stamps.get(r.version)!});
      const body = mdx.replace(/^---[\s\S]*?\n---\n/, '');
      await expect(compile(body), r.version).resolves.toBeTruthy();
    }
  });

  it('lists every committer once in the authors map', () => {
    const authors = changelogAuthors(releases);
    const committers = new Set(releases.flatMap((r) => r.committers));
    expect(Object.keys(authors).length).toBe(committers.size);
    expect(authors.slorber).toEqual({name: 'slorber', url: 'https://github.com/slorber'});
  });
});
