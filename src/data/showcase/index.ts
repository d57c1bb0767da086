import rawSites from './sites.json';
import descriptions from './descriptions.json';
import descriptionsJa from './descriptions.ja.json';
import tagTexts from './tag-descriptions.json';
import tagTextsJa from './tag-descriptions.ja.json';
import {sortSites} from './sortSites';

/** The tags of the showcase, in the order of the filter buttons. */
export const tagKeys = [
  'favorite',
  'opensource',
  'product',
  'design',
  'i18n',
  'versioning',
  'large',
  'meta',
  'personal',
  'rtl',
] as const;

export type TagKey = (typeof tagKeys)[number];

export type Tag = {
  readonly label: string;
  readonly description: string;
  /**
   * Mid-tone colour: at least 4.5:1 under white text and 3:1 against the light
   * and dark page and card backgrounds (the dots of the cards). Checked by
   * `src/data/showcase/showcase.test.ts`.
   */
  readonly color: string;
};

export type Site = {
  readonly title: string;
  /** One line, in English (`localizedDescription` gives the reader's language). */
  readonly description: string;
  readonly website: string;
  readonly source: string | null;
  readonly tags: readonly TagKey[];
};

/** A site as stored in `sites.json`, before validation. */
export type RawSite = {
  readonly title: string;
  readonly website: string;
  readonly source: string | null;
  readonly tags: readonly string[];
};

const tagColors: Readonly<Record<TagKey, string>> = {
  favorite: '#db1f4e',
  opensource: '#218339',
  product: '#0f76b6',
  design: '#a245d1',
  i18n: '#077e7a',
  versioning: '#b35909',
  large: '#7e7130',
  meta: '#635fe3',
  personal: '#c038a4',
  rtl: '#5e7480',
};

type TagTexts = Readonly<Record<TagKey, {readonly label: string; readonly description: string}>>;

const tagTextsByLocale: Readonly<Record<string, TagTexts>> = {ja: tagTextsJa};

function buildTags(texts: TagTexts): Readonly<Record<TagKey, Tag>> {
  return Object.fromEntries(
    tagKeys.map((key) => [key, {label: texts[key].label, description: texts[key].description, color: tagColors[key]}]),
  ) as Record<TagKey, Tag>;
}

/** The tags in English. */
export const tags: Readonly<Record<TagKey, Tag>> = buildTags(tagTexts);

const localizedTags: Readonly<Record<string, Readonly<Record<TagKey, Tag>>>> = Object.fromEntries(
  Object.entries(tagTextsByLocale).map(([locale, texts]) => [locale, buildTags(texts)]),
);

/** The tag with its label and description in `locale` (English when the locale has no translation). */
export function localizedTag(key: TagKey, locale: string): Tag {
  return (localizedTags[locale] ?? tags)[key];
}

export function isTagKey(value: string): value is TagKey {
  return (tagKeys as readonly string[]).includes(value);
}

/** The sites as stored, unvalidated: `showcase.test.ts` checks them. */
export const rawShowcaseSites: readonly RawSite[] = rawSites;

const descriptionOf: Readonly<Record<string, string>> = descriptions;

/**
 * Every site, sorted by title (case-insensitive), its tags in the order of
 * `tagKeys`. Unknown tags are left out here and caught by the data test.
 */
export const sites: readonly Site[] = sortSites(
  rawShowcaseSites.map((site): Site => ({
    title: site.title,
    description: descriptionOf[site.title] ?? '',
    website: site.website,
    source: site.source,
    tags: site.tags.filter(isTagKey).sort((a, b) => tagKeys.indexOf(a) - tagKeys.indexOf(b)),
  })),
);

const descriptionsByLocale: Readonly<Record<string, Readonly<Record<string, string>>>> = {ja: descriptionsJa};

/** The site's description in `locale` (English when the locale has no translation of it). */
export function localizedDescription(site: Site, locale: string): string {
  return descriptionsByLocale[locale]?.[site.title] ?? site.description;
}

/** The sites tagged `favorite`, in the same order. */
export const favoriteSites: readonly Site[] = sites.filter((site) => site.tags.includes('favorite'));
