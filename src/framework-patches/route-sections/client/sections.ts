import {matchRoutes, type RouteConfig} from 'react-router-config';
import type {ComponentType} from 'react';
import type {ChunkNames, RouteChunkNames} from '@docusaurus/types';

type SectionModule = {default: RouteConfig[]};

type SectionState = {
  chunkName: string;
  load: () => Promise<SectionModule>;
  loaded: boolean;
  pending?: Promise<void>;
};

/** A route standing for a section: its `routes` are empty until the section's chunk has been loaded. */
export type SectionRoute = RouteConfig & {path: string; routes: RouteConfig[]; section: SectionState};

/** Creates the route standing for a section (called by the generated route modules). */
export function lazySection(
  component: ComponentType,
  path: string,
  chunkName: string,
  load: () => Promise<SectionModule>,
): SectionRoute {
  return {path, component, routes: [], section: {chunkName, load, loaded: false}};
}

export function isSectionRoute(route: RouteConfig): route is SectionRoute {
  return typeof (route as Partial<SectionRoute>).section?.load === 'function';
}

/** Loads a section once (concurrent calls share the request; a failed load can be retried). */
export function loadSection(route: SectionRoute): Promise<void> {
  const {section} = route;
  if (section.loaded) return Promise.resolve();
  section.pending ??= section.load().then(
    (module) => {
      route.routes.push(...module.default);
      section.loaded = true;
    },
    (error: unknown) => {
      section.pending = undefined;
      throw error;
    },
  );
  return section.pending;
}

/** Sections on the way to `pathname` that are not loaded yet (a section may hold further sections). */
export function unloadedSectionsOn(routes: RouteConfig[], pathname: string): SectionRoute[] {
  return matchRoutes(routes, pathname)
    .map(({route}) => route)
    .filter((route): route is SectionRoute => isSectionRoute(route) && !route.section.loaded);
}

/** Loads every section `pathname` goes through, outermost first, so that matching it sees all its routes. */
export async function loadSectionsOn(routes: RouteConfig[], pathname: string): Promise<void> {
  let pending = unloadedSectionsOn(routes, pathname);
  while (pending.length > 0) {
    await Promise.all(pending.map(loadSection));
    pending = unloadedSectionsOn(routes, pathname);
  }
}

/**
 * What core's preload does (load the components and data of every route
 * matching the pathname, as given and decoded), after loading the sections
 * the pathname goes through. Like core, a malformed pathname throws at once.
 */
export function preloadRoutes(routes: RouteConfig[], pathname: string): Promise<unknown[]> {
  const pathnames = [...new Set([pathname, decodeURI(pathname)])];
  return Promise.all(pathnames.map((p) => loadSectionsOn(routes, p))).then(() => {
    const matches = pathnames.flatMap((p) => matchRoutes(routes, p));
    return Promise.all(matches.map(({route}) => (route.component as {preload?: () => Promise<unknown>}).preload?.()));
  });
}

type Nested = ChunkNames | ChunkNames[] | string;

function leafValues(names: Nested): string[] {
  if (typeof names === 'string') return [names];
  return (Array.isArray(names) ? names : Object.values(names)).flatMap(leafValues);
}

/**
 * The chunk names of every route matching `pathname` (routesChunkNames keys
 * are `${path}-${hash}`), for prefetching; call it once the sections are loaded.
 */
export function chunkNamesOn(routes: RouteConfig[], routesChunkNames: RouteChunkNames, pathname: string): string[] {
  const paths = new Set(matchRoutes(routes, pathname).map(({route}) => route.path as string));
  return Object.entries(routesChunkNames)
    .filter(([key]) => paths.has(key.replace(/-[^-]+$/, '')))
    .flatMap(([, names]) => leafValues(names));
}
