/**
 * A page-scoped stylesheet loads with its chunk, but the static HTML must have it at first paint: core links only
 * the stylesheets of the entry (route chunks are loaded by the client, not named in the HTML). After the build,
 * each page links the chunk stylesheets that define the classes its HTML uses.
 */

/** A chunk stylesheet of the build: its file name and the class names its selectors define. */
export type ChunkStylesheet = {file: string; classes: ReadonlySet<string>};

const CLASS_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;

/** The class names the selectors of `css` name (url() and strings are not selectors). */
export function classesDefinedIn(css: string): Set<string> {
  const code = css.replace(/url\([^)]*\)/g, '').replace(/"[^"]*"|'[^']*'/g, '');
  return new Set(Array.from(code.matchAll(CLASS_SELECTOR), (match) => match[1]!));
}

/** The class names of every element of `html`, quoted or not (core minifies the HTML). */
export function classesUsedIn(html: string): Set<string> {
  const used = new Set<string>();
  for (const match of html.matchAll(/\sclass=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g)) {
    for (const name of (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/)) if (name) used.add(name);
  }
  return used;
}

/**
 * The chunk stylesheets a page needs: each class it uses that only chunk stylesheets define is covered by one of
 * them, the fewest files first (chunks of the same component share most classes: the debug plugin's views).
 */
export function stylesheetsFor(used: ReadonlySet<string>, stylesheets: readonly ChunkStylesheet[]): string[] {
  let missing = new Set([...used].filter((name) => stylesheets.some((sheet) => sheet.classes.has(name))));
  const chosen: string[] = [];
  while (missing.size > 0) {
    let best: ChunkStylesheet | undefined;
    let bestCount = 0;
    for (const sheet of stylesheets) {
      const count = [...missing].filter((name) => sheet.classes.has(name)).length;
      if (count > bestCount || (count === bestCount && best && count > 0 && sheet.file < best.file)) {
        best = sheet;
        bestCount = count;
      }
    }
    chosen.push(best!.file);
    missing = new Set([...missing].filter((name) => !best!.classes.has(name)));
  }
  return chosen.sort();
}

const STYLESHEET_LINK = /<link rel=(?:"stylesheet"|stylesheet) href=(?:"([^"]+)"|([^\s>]+))\s*\/?>/g;

/**
 * `html` with a link to each of `files` (names in the stylesheet directory) after its last stylesheet link, in the
 * same directory as that link's. Throws when the page links no stylesheet of the build: the shape core writes moved.
 */
export function withStylesheetLinks(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  const head = html.slice(0, html.indexOf('</head>'));
  const links = [...head.matchAll(STYLESHEET_LINK)];
  const last = links.at(-1);
  const href = last?.[1] ?? last?.[2];
  if (!last || !href?.includes('/assets/css/')) {
    throw new Error(
      '[page-scoped-css] A page has no `<link rel=stylesheet href=…/assets/css/…>` in its head to add its chunk stylesheets after: core’s HTML template or minifier changed; update src/framework-patches/page-scoped-css/linkStylesheets.ts.',
    );
  }
  const dir = href.slice(0, href.lastIndexOf('/') + 1);
  const added = files.map((file) => `<link rel=stylesheet href=${dir}${file} />`).join('');
  const end = last.index + last[0].length;
  return html.slice(0, end) + added + html.slice(end);
}
