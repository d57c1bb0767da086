import {describe, expect, it} from 'vitest';
import {contrastRatio} from '../../utils/colorContrast';
import descriptions from './descriptions.json';
import descriptionsJa from './descriptions.ja.json';
import {punctuationProblems} from '../../plugins/translation/check/punctuation';
import tagTexts from './tag-descriptions.json';
import tagTextsJa from './tag-descriptions.ja.json';
import {
  favoriteSites,
  localizedDescription,
  localizedTag,
  rawShowcaseSites,
  sites,
  tagKeys,
  tags,
  type RawSite,
} from '.';

const descriptionOf: Readonly<Record<string, string>> = descriptions;

/* Each check returns the offending entries, so a failure names them. */

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => (seen.has(value) ? true : (seen.add(value), false)));
}

/** The same site under two URLs that differ only by case or a trailing slash counts as a duplicate. */
function normalizedUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host.toLowerCase()}${parsed.pathname.replace(/\/+$/, '')}${parsed.search}`;
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const check = {
  duplicateTitles: (list: readonly RawSite[]) => duplicates(list.map((site) => site.title.trim().toLowerCase())),
  duplicateWebsites: (list: readonly RawSite[]) =>
    duplicates(list.map((site) => (isHttpsUrl(site.website) ? normalizedUrl(site.website) : site.website))),
  withoutTags: (list: readonly RawSite[]) => list.filter((site) => site.tags.length === 0).map((site) => site.title),
  unknownTags: (list: readonly RawSite[]) =>
    list.flatMap((site) =>
      site.tags.filter((tag) => !(tagKeys as readonly string[]).includes(tag)).map((tag) => `${site.title}: ${tag}`),
    ),
  repeatedTags: (list: readonly RawSite[]) =>
    list.filter((site) => new Set(site.tags).size !== site.tags.length).map((site) => site.title),
  notHttps: (list: readonly RawSite[]) =>
    list.flatMap((site) =>
      [site.website, ...(site.source === null ? [] : [site.source])]
        .filter((url) => !isHttpsUrl(url))
        .map((url) => `${site.title}: ${url}`),
    ),
  withoutDescription: (list: readonly RawSite[], texts: Readonly<Record<string, string>>) =>
    list.filter((site) => (texts[site.title] ?? '').trim() === '').map((site) => site.title),
};

const good: RawSite = {
  title: 'Good Site',
  website: 'https://good.example.com/',
  source: 'https://github.com/example/good',
  tags: ['opensource'],
};

describe('the checks catch bad data', () => {
  it('duplicates, by title or by website', () => {
    expect(check.duplicateTitles([good, {...good, title: 'good site', website: 'https://other.example.com/'}])).toEqual(
      ['good site'],
    );
    expect(
      check.duplicateWebsites([good, {...good, title: 'Other', website: 'https://GOOD.example.com'}]),
    ).toHaveLength(1);
  });

  it('missing and unknown tags', () => {
    expect(check.withoutTags([good, {...good, tags: []}])).toEqual(['Good Site']);
    expect(check.unknownTags([{...good, tags: ['opensource', 'Memes']}])).toEqual(['Good Site: Memes']);
  });

  it('non-https URLs', () => {
    expect(check.notHttps([{...good, website: 'http://good.example.com/'}])).toHaveLength(1);
    expect(check.notHttps([{...good, source: 'git@github.com:example/good.git'}])).toHaveLength(1);
    expect(check.notHttps([{...good, source: null}])).toEqual([]);
  });

  it('missing descriptions', () => {
    expect(check.withoutDescription([good], {'Good Site': ' '})).toEqual(['Good Site']);
  });
});

describe('showcase sites', () => {
  it('has sites, and as many typed sites as stored ones', () => {
    expect(rawShowcaseSites.length).toBeGreaterThan(0);
    expect(sites).toHaveLength(rawShowcaseSites.length);
  });

  it('has no duplicate title', () => {
    expect(check.duplicateTitles(rawShowcaseSites)).toEqual([]);
  });

  it('has no duplicate website', () => {
    expect(check.duplicateWebsites(rawShowcaseSites)).toEqual([]);
  });

  it('gives every site at least one tag', () => {
    expect(check.withoutTags(rawShowcaseSites)).toEqual([]);
  });

  it('uses only known tags, each once per site', () => {
    expect(check.unknownTags(rawShowcaseSites)).toEqual([]);
    expect(check.repeatedTags(rawShowcaseSites)).toEqual([]);
  });

  it('links websites and sources over https', () => {
    expect(check.notHttps(rawShowcaseSites)).toEqual([]);
  });

  it('describes every site, and only listed sites', () => {
    expect(check.withoutDescription(rawShowcaseSites, descriptionOf)).toEqual([]);
    const titles = new Set(rawShowcaseSites.map((site) => site.title));
    expect(Object.keys(descriptionOf).filter((title) => !titles.has(title))).toEqual([]);
    expect(sites.every((site) => site.description === descriptionOf[site.title])).toBe(true);
  });

  it('has favourites, for the "Our favorites" section', () => {
    expect(favoriteSites.length).toBeGreaterThan(0);
  });
});

describe('showcase descriptions in Japanese', () => {
  it('translates every description, in the same order, as a Japanese sentence', () => {
    expect(Object.keys(descriptionsJa)).toEqual(Object.keys(descriptions));
    const ja: Readonly<Record<string, string>> = descriptionsJa;
    for (const [title, text] of Object.entries(ja)) {
      expect(text, title).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(text, title).toMatch(/。$/);
      expect(text, title).not.toBe(descriptionOf[title]);
      expect(punctuationProblems(text), title).toEqual([]);
    }
  });

  it("shows the reader's language, English elsewhere", () => {
    const site = sites.find((s) => s.title === 'Algolia DocSearch')!;
    expect(localizedDescription(site, 'ja')).toBe((descriptionsJa as Record<string, string>)['Algolia DocSearch']);
    expect(localizedDescription(site, 'en')).toBe(site.description);
    expect(localizedDescription(site, 'fr')).toBe(site.description);
  });
});

describe('showcase tags', () => {
  it('has a label and a description for every tag, in English and Japanese', () => {
    for (const texts of [tagTexts, tagTextsJa]) {
      expect(Object.keys(texts).sort()).toEqual([...tagKeys].sort());
      for (const key of tagKeys) {
        expect(texts[key].label.trim()).not.toBe('');
        expect(texts[key].description.trim()).not.toBe('');
      }
    }
    expect(localizedTag('rtl', 'ja').label).toBe(tagTextsJa.rtl.label);
    expect(localizedTag('rtl', 'en')).toBe(tags.rtl);
    expect(localizedTag('rtl', 'fr')).toBe(tags.rtl);
  });

  it('has distinct colours, readable under white text and visible on light and dark cards', () => {
    const colors = tagKeys.map((key) => tags[key].color.toLowerCase());
    expect(duplicates(colors)).toEqual([]);
    for (const key of tagKeys) {
      const {color} = tags[key];
      expect(contrastRatio('#ffffff', color), `${key} under white text`).toBeGreaterThanOrEqual(4.5);
      // Infima's dark page and card backgrounds.
      expect(contrastRatio(color, '#1b1b1d'), `${key} on the dark page`).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(color, '#242526'), `${key} on a dark card`).toBeGreaterThanOrEqual(3);
    }
  });
});
