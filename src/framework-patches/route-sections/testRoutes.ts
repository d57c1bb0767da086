// Route trees shaped like the ones core generates for this site, for the unit tests.
import type {RouteNode} from './generatedFiles';

let counter = 0;

/** A route as routes.js describes it; the hash is unique so that each route can be told apart. */
export function route(
  path: string,
  options: {exact?: boolean; routes?: RouteNode[]; attributes?: Record<string, unknown>} = {},
): RouteNode {
  counter += 1;
  return {
    path,
    ...(options.exact ? {exact: true} : {}),
    creator: {path, hash: counter.toString(36).padStart(3, '0')},
    ...(options.routes ? {routes: options.routes} : {}),
    attributes: options.attributes ?? {},
  };
}

export const leaf = (path: string, attributes?: Record<string, unknown>): RouteNode =>
  route(path, {exact: true, attributes});

/** The docs plugin's nesting: DocsRoot > one DocVersionRoot per version > DocRoot > docs (with `sidebar`), tags beside DocRoot. */
export function docsTree(base: string, versions: string[], docs: number): RouteNode {
  const versionRoute = (version: string): RouteNode => {
    const versionPath = version ? `${base}/${version}` : base;
    const docRoutes = Array.from({length: docs}, (_, i) => leaf(`${versionPath}/doc-${i}`, {sidebar: 'docs'}));
    return route(versionPath, {
      routes: [leaf(`${versionPath}/tags`), leaf(`${versionPath}/tags/a`), route(versionPath, {routes: docRoutes})],
    });
  };
  // Versions with a path segment first, the one at the plugin's root last (core's sortRoutes).
  return route(base, {
    routes: [...versions.filter(Boolean).map(versionRoute), ...versions.filter((v) => !v).map(versionRoute)],
  });
}

/** A blog's flat routes: list pages, posts, tags. */
export function blogRoutes(base: string, posts: number): RouteNode[] {
  return [
    leaf(base),
    leaf(`${base}/archive`),
    ...Array.from({length: posts}, (_, i) => leaf(`${base}/post-${i}`)),
    leaf(`${base}/page/2`),
    leaf(`${base}/tags`),
    leaf(`${base}/tags/release`),
  ];
}

/** A whole site in core's order: flat routes sorted by path, then parent routes, then the home page and the catch-all. */
export function siteRoutes(baseUrl = '/'): RouteNode[] {
  const b = baseUrl.replace(/\/$/, '');
  return [
    ...blogRoutes(`${b}/blog`, 12),
    ...blogRoutes(`${b}/changelog`, 20),
    leaf(`${b}/showcase`),
    leaf(`${b}/tests`),
    ...blogRoutes(`${b}/tests/blog`, 8),
    leaf(`${b}/tests/blog/x/y/z.html`),
    leaf(`${b}/tests/pages`),
    leaf(`${b}/versions`),
    docsTree(`${b}/community`, [''], 4),
    docsTree(`${b}/tests/docs`, [''], 12),
    docsTree(`${b}/docs`, ['3.8.1', 'next', ''], 15),
    leaf(baseUrl),
    {path: '*', creator: {path: '*'}, attributes: {}},
  ];
}
