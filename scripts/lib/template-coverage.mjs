// Which page views a check over every page template must visit, and which
// templates the build lacks. Pure: the caller says what is built.

/**
 * @typedef {readonly [name: string, route: string, options?: {builtAs?: string, optional?: string}]} PageTemplate
 *   `builtAs`: the route of the file that serves the template when that is not `route` itself
 *   (the not-found page is served from `/404` for any unknown URL).
 *   `optional`: why the check may go on without this template; a missing template without it is an error.
 * @typedef {{name: string, url: string, builtAs: string}} TemplateView
 * @typedef {{name: string, url: string, reason: string}} OptionalMiss
 */

/**
 * Plans the views of `templates` in every locale.
 * @param {readonly PageTemplate[]} templates
 * @param {readonly ((route: string) => string)[]} localePaths one function a locale: the route in that locale
 * @param {(route: string) => boolean} isBuilt whether the build has a page for a route
 * @returns {{views: TemplateView[], missing: TemplateView[], optionalMisses: OptionalMiss[]}}
 *   `views` to check, required views the build lacks, optional ones it lacks (with the reason)
 */
export function planTemplateViews(templates, localePaths, isBuilt) {
  const views = [];
  const missing = [];
  const optionalMisses = [];
  for (const [name, route, options = {}] of templates) {
    if (options.optional !== undefined && !options.optional.trim()) {
      throw new Error(`Page template "${name}" is optional without a reason: say why the check may go on without it.`);
    }
    for (const inLocale of localePaths) {
      const view = {name, url: inLocale(route), builtAs: inLocale(options.builtAs ?? route)};
      if (isBuilt(view.builtAs)) views.push(view);
      else if (options.optional) optionalMisses.push({name, url: view.url, reason: options.optional});
      else missing.push(view);
    }
  }
  return {views, missing, optionalMisses};
}

/**
 * The error message for required views the build lacks.
 * @param {readonly TemplateView[]} missing
 * @returns {string}
 */
export function missingTemplatesMessage(missing) {
  const lines = missing.map(({name, url, builtAs}) => `  - ${name}: ${url} (no page built for ${builtAs})`);
  return [
    `${missing.length} page template view(s) are missing from the build:`,
    ...lines,
    'Build both locales (npx docusaurus build), or, if a template is gone on purpose, update',
    'scripts/lib/page-templates.mjs (remove it, or mark it optional with the reason).',
  ].join('\n');
}
