import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';

/** Lower case, without accents or width differences: "Caf\u00e9" and "cafe", "ＡＰＩ" and "api" match. */
export function normalizeTitle(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase();
}

/**
 * The sidebar items whose title contains `query` (each word of it, in any order), in their places: a category
 * stays, expanded, when its title matches (with all it holds) or something inside it does (with what matches).
 * Raw HTML items go while filtering. An empty query gives the items back unchanged.
 */
export function filterSidebar(items: readonly PropSidebarItem[], query: string): PropSidebarItem[] {
  const words = normalizeTitle(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  const matches = (label: string): boolean => {
    const title = normalizeTitle(label);
    return words.every((word) => title.includes(word));
  };
  const filter = (list: readonly PropSidebarItem[]): PropSidebarItem[] =>
    list.flatMap((item): PropSidebarItem[] => {
      if (item.type === 'link') return matches(item.label) ? [item] : [];
      if (item.type === 'category') {
        if (matches(item.label)) return [{...item, collapsed: false}];
        const inside = filter(item.items);
        return inside.length > 0 ? [{...item, items: inside, collapsed: false}] : [];
      }
      return [];
    });
  return filter(items);
}
