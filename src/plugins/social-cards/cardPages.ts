/**
 * Which pages get a social card, and what the card says: pure functions of the content plugins' loaded content.
 */

/** A content plugin instance whose pages get cards, and the section its cards name. */
export type CardSource = {
  readonly plugin: 'docusaurus-plugin-content-docs' | 'docusaurus-plugin-content-blog';
  readonly id: string;
  /** The section's name on the card, in the locale being built ("Docs", "ドキュメント"). */
  readonly section: string;
};

export type CardPage = {
  readonly permalink: string;
  readonly title: string;
  readonly section: string;
  /** The docs version's label ("3.9.2", "Canary"), for docs only. */
  readonly version?: string;
};

type Doc = {readonly permalink: string; readonly title: string};
type DocsContent = {readonly loadedVersions?: readonly {readonly label: string; readonly docs: readonly Doc[]}[]};
type BlogContent = {readonly blogPosts?: readonly {readonly metadata: Doc}[]};

/** The pages of the sources, from `allContent` (plugin name → instance id → content). */
export function cardPages(allContent: unknown, sources: readonly CardSource[]): CardPage[] {
  const byPlugin = allContent as Record<string, Record<string, unknown> | undefined>;
  return sources.flatMap((source): CardPage[] => {
    const content = byPlugin[source.plugin]?.[source.id];
    if (content === undefined) throw new Error(`social-cards: no ${source.plugin} instance with id "${source.id}"`);
    if (source.plugin === 'docusaurus-plugin-content-blog') {
      return ((content as BlogContent).blogPosts ?? []).map(({metadata}) => ({
        permalink: metadata.permalink,
        title: metadata.title,
        section: source.section,
      }));
    }
    const versions = (content as DocsContent).loadedVersions ?? [];
    // A docs instance with one version (community) names none.
    return versions.flatMap((version) =>
      version.docs.map((doc) => ({
        permalink: doc.permalink,
        title: doc.title,
        section: source.section,
        ...(versions.length > 1 && {version: version.label}),
      })),
    );
  });
}

/** The folder of the cards below a locale's base URL. */
export const CARDS_FOLDER = 'social-cards';

/**
 * A page's card, as a path below the locale's base URL (`/social-cards/docs/installation.png` for
 * `/ja/docs/installation` under `/ja/`): the theme's metadata and the build compute it alike.
 */
export function cardPath(permalink: string, baseUrl: string): string {
  if (!permalink.startsWith(baseUrl)) throw new Error(`social-cards: ${permalink} is not below ${baseUrl}`);
  const page = permalink.slice(baseUrl.length).replace(/\/+$/, '') || 'index';
  return `/${CARDS_FOLDER}/${page}.png`;
}
