import type {Module, RouteConfig, RouteModules} from '@docusaurus/types';

/**
 * The blog plugin shows a post in a list (pages, authors, tags) through a
 * second module, the post's file with `?truncated=true`, compiled again and
 * cut at the truncate marker. A changelog post has no marker (the list shows
 * every change, collapsed), so that module is the post's own compiled twice
 * (0.8–0.9 MB of Markdown, an eighth of what a locale compiled). This points
 * such list items at the post's module instead: one compilation, one chunk
 * shared by the post and its lists.
 *
 * `untruncated` holds the (aliased) source of every post without a marker.
 * Returns the route and how many items now share their post's module.
 */
export function shareUntruncatedListItems(
  route: RouteConfig,
  untruncated: ReadonlySet<string>,
): {route: RouteConfig; shared: number} {
  const items = route.modules?.items;
  if (!Array.isArray(items)) return {route, shared: 0};
  let shared = 0;
  const sharedItems = items.map((item: RouteModules) => {
    const content = item.content as Module | undefined;
    if (!isTruncatedImport(content) || !untruncated.has(content.path)) return item;
    shared += 1;
    return {...item, content: content.path};
  });
  return shared === 0 ? {route, shared} : {route: {...route, modules: {...route.modules, items: sharedItems}}, shared};
}

function isTruncatedImport(module: Module | undefined): module is Exclude<Module, string> {
  return typeof module === 'object' && module !== null && module.query?.truncated === true;
}
