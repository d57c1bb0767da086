/** The parts of plugin-content-docs' loaded content this module reads. */
type SidebarItem =
  | {type: 'doc' | 'ref'; id: string}
  | {
      type: 'category';
      items: SidebarItem[];
      link?: {type: 'doc'; id: string} | {type: 'generated-index'; permalink: string};
    }
  | {type: 'link' | 'html'};
export type DocsVersionContent = {
  readonly docs: readonly {id: string; permalink: string}[];
  readonly sidebars: Readonly<Record<string, SidebarItem[]>>;
};

/** Doc ids (`{id}`) and category index pages (`{permalink}`) in sidebar order. */
function entries(items: readonly SidebarItem[]): ({id: string} | {permalink: string})[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' || item.type === 'ref') return [{id: item.id}];
    if (item.type === 'category') {
      const link =
        item.link?.type === 'doc' ? [{id: item.link.id}] : item.link ? [{permalink: item.link.permalink}] : [];
      return [...link, ...entries(item.items)];
    }
    return [];
  });
}

const withoutTrailingSlash = (permalink: string) => permalink.replace(/(.)\/$/, '$1');

/**
 * Each doc's position in reading order, keyed by permalink without trailing
 * slash: the order of the version's sidebars, depth first, as the sidebar
 * shows them, category index pages included. Docs in no sidebar are left out.
 */
export function sidebarOrder(versions: readonly DocsVersionContent[]): Map<string, number> {
  const order = new Map<string, number>();
  for (const version of versions) {
    const permalinks = new Map(version.docs.map((doc) => [doc.id, doc.permalink]));
    for (const items of Object.values(version.sidebars)) {
      for (const entry of entries(items)) {
        const permalink = 'id' in entry ? permalinks.get(entry.id) : entry.permalink;
        const key = permalink === undefined ? undefined : withoutTrailingSlash(permalink);
        if (key !== undefined && !order.has(key)) order.set(key, order.size);
      }
    }
  }
  return order;
}
