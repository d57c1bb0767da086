import {describe, expect, it, vi} from 'vitest';
import type {RouteConfig} from 'react-router-config';
import {
  chunkNamesOn,
  isSectionRoute,
  lazySection,
  loadSection,
  loadSectionsOn,
  preloadRoutes,
  unloadedSectionsOn,
} from './sections';

const Outlet = (): null => null;

/** A route whose component records its preloading, as react-loadable components have `preload`. */
function page(path: string, preloaded: string[], routes?: RouteConfig[]): RouteConfig {
  const component = Object.assign(() => null, {preload: () => Promise.resolve(preloaded.push(path))});
  return {path, exact: !routes, component, ...(routes ? {routes} : {})};
}

/** A section whose chunk resolves when the test says so, counting its loads. */
function section(path: string, routes: () => RouteConfig[]) {
  const loads = {count: 0, fail: false};
  const route = lazySection(Outlet, path, `routes-${path.slice(1).replace(/\//g, '-')}`, async () => {
    loads.count += 1;
    if (loads.fail) throw new Error('chunk failed');
    return {default: routes()};
  });
  return {route, loads};
}

describe('route sections on the client', () => {
  it('loads the section of a pathname, then preloads every matched route', async () => {
    const preloaded: string[] = [];
    const blog = section('/blog', () => [page('/blog', preloaded), page('/blog/post', preloaded)]);
    const routes = [page('/about', preloaded), blog.route, page('*', preloaded)];

    expect(unloadedSectionsOn(routes, '/blog/post')).toEqual([blog.route]);
    await preloadRoutes(routes, '/blog/post');
    expect(blog.loads.count).toBe(1);
    expect(preloaded).toEqual(['/blog/post']);
    expect(unloadedSectionsOn(routes, '/blog/post')).toEqual([]);

    // A pathname elsewhere loads nothing.
    await preloadRoutes(routes, '/about');
    expect(blog.loads.count).toBe(1);
    expect(preloaded).toEqual(['/blog/post', '/about']);
  });

  it('loads nested sections, outer first', async () => {
    const preloaded: string[] = [];
    const order: string[] = [];
    const inner = section('/tests/docs', () => {
      order.push('inner');
      return [page('/tests/docs/intro', preloaded)];
    });
    const outer = section('/tests', () => {
      order.push('outer');
      return [page('/tests/blog', preloaded), page('/tests/docs', preloaded, [inner.route])];
    });
    const routes = [outer.route];
    await loadSectionsOn(routes, '/tests/docs/intro');
    expect(order).toEqual(['outer', 'inner']);
    await preloadRoutes(routes, '/tests/docs/intro');
    expect(preloaded).toEqual(['/tests/docs', '/tests/docs/intro']);
  });

  it('shares one request between concurrent loads, and retries after a failure', async () => {
    const blog = section('/blog', () => [page('/blog', [])]);
    blog.loads.fail = true;
    await expect(loadSection(blog.route)).rejects.toThrow('chunk failed');
    expect(blog.route.routes).toEqual([]);
    blog.loads.fail = false;
    await Promise.all([loadSection(blog.route), loadSection(blog.route), loadSectionsOn([blog.route], '/blog')]);
    expect(blog.loads.count).toBe(2);
    expect(blog.route.routes).toHaveLength(1);
  });

  it('preloads the decoded pathname too, and throws at once on a malformed one, like core', async () => {
    const preloaded: string[] = [];
    const routes = [page('/blog/été', preloaded)];
    await preloadRoutes(routes, '/blog/%C3%A9t%C3%A9');
    expect(preloaded).toEqual(['/blog/été']);
    expect(() => preloadRoutes(routes, '/%E0%A4%A')).toThrow(URIError);
  });

  it('tells section routes from others', () => {
    expect(isSectionRoute(section('/x', () => []).route)).toBe(true);
    expect(isSectionRoute(page('/x', []))).toBe(false);
  });

  it('lists the chunk names of every route a pathname matches', () => {
    const routes = [page('/docs', [], [page('/docs/a', []), page('/docs/b', [])])];
    const names = {
      '/docs-1a2': {__comp: 'root', __context: {plugin: 'ctx'}},
      '/docs/a-3b4': {__comp: 'doc', content: 'a'},
      '/docs/b-5c6': {__comp: 'doc', content: 'b'},
    };
    expect(chunkNamesOn(routes, names, '/docs/a')).toEqual(['root', 'ctx', 'doc', 'a']);
  });

  it('calls a section loader only when asked', () => {
    const load = vi.fn();
    lazySection(Outlet, '/x', 'routes-x', load);
    expect(load).not.toHaveBeenCalled();
  });
});
