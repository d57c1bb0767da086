/** A component file of the site's theme (src/theme) or of a local plugin's theme. */
export type SiteComponent = {readonly file: string; readonly name: string; readonly imports: readonly string[]};

/** The theme component a file provides: its path below the theme folder, without `/index` and extension. */
export function componentName(pathBelowTheme: string): string {
  return pathBelowTheme
    .replace(/\\/g, '/')
    .replace(/\.(tsx?|jsx?)$/, '')
    .replace(/\/index$/, '');
}

/** A wrapper imports the component it shadows through `@theme-original/…` or `@theme-init/…`. */
export function wrapsUpstream(component: SiteComponent): boolean {
  return component.imports.some(
    (specifier) => specifier === `@theme-original/${component.name}` || specifier === `@theme-init/${component.name}`,
  );
}

/**
 * Site components that replace or wrap an upstream theme component and are
 * not recorded in the manifest: every override of the framework's theme is
 * re-checked on upgrade.
 */
export function unrecordedOverrides(
  components: readonly SiteComponent[],
  upstreamNames: ReadonlySet<string>,
  recordedFiles: ReadonlySet<string>,
): SiteComponent[] {
  return components.filter((c) => upstreamNames.has(c.name) && !recordedFiles.has(c.file));
}
