/**
 * Highlights search terms in the page a search hit opened, with the CSS Custom
 * Highlight API: the DOM React renders is not touched (browsers without the
 * API just show no highlight). Loaded only on pages opened with
 * `?highlight=…` (./clientModule.ts).
 */
import {translate} from '@docusaurus/Translate';
import {findMatches, HIGHLIGHT_PARAM} from './terms';
import {injectStyle} from '@site/src/components/injectStyle';
import {HIGHLIGHTER_CSS} from './highlighterStyles';

const HIGHLIGHT_NAME = 'search-term';
const CONTROL_ID = 'search-highlight-control';
/** Where the terms are looked for: the page's content, not its navigation. */
const CONTENT = '.theme-doc-markdown, article .markdown, main article, main';
const SKIPPED = 'script, style, noscript, nav, [aria-hidden="true"], .theme-doc-toc-desktop, .table-of-contents';

type HighlightRegistry = {set(name: string, highlight: unknown): void; delete(name: string): void};
type HighlightConstructor = new (...ranges: Range[]) => unknown;

function registry(): {highlights: HighlightRegistry; Highlight: HighlightConstructor} | null {
  const css = globalThis.CSS as unknown as {highlights?: HighlightRegistry} | undefined;
  const Highlight = (globalThis as {Highlight?: HighlightConstructor}).Highlight;
  return css?.highlights && Highlight ? {highlights: css.highlights, Highlight} : null;
}

/** Ranges of every occurrence of the terms in the text nodes below `root`, in document order. */
export function termRanges(root: Element, terms: readonly string[]): Range[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest(SKIPPED) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const ranges: Range[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const [start, end] of findMatches(node.textContent ?? '', terms)) {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, end);
      ranges.push(range);
    }
  }
  return ranges;
}

/** The first range inside or after the element the URL's hash names, else the first of all. */
function firstInSection(ranges: readonly Range[]): Range | undefined {
  const id = decodeHash(window.location.hash);
  const target = id ? document.getElementById(id) : null;
  if (!target) return ranges[0];
  return (
    ranges.find((range) => {
      const position = target.compareDocumentPosition(range.startContainer);
      return (
        (position & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 || (position & Node.DOCUMENT_POSITION_CONTAINED_BY) !== 0
      );
    }) ?? ranges[0]
  );
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return '';
  }
}

/** Removes the highlights and the control, and the terms from the address (the page stays where it is). */
export function clearHighlights(): void {
  registry()?.highlights.delete(HIGHLIGHT_NAME);
  document.getElementById(CONTROL_ID)?.remove();
  const url = new URL(window.location.href);
  if (url.searchParams.has(HIGHLIGHT_PARAM)) {
    url.searchParams.delete(HIGHLIGHT_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
}

function showControl(count: number): void {
  document.getElementById(CONTROL_ID)?.remove();
  const button = document.createElement('button');
  button.id = CONTROL_ID;
  button.type = 'button';
  button.className = 'button button--secondary button--sm';
  button.textContent = translate(
    {
      id: 'search.highlight.clear',
      message: 'Clear highlighted search terms ({count})',
      description: 'The button that removes the highlighting of the search terms on a page opened from a search result',
    },
    {count: String(count)},
  );
  button.addEventListener('click', clearHighlights);
  document.body.append(button);
}

/** Highlights the terms in the page's content and scrolls to the first match of the section the hit named. */
export function highlightOnPage(terms: readonly string[]): void {
  const api = registry();
  const root = document.querySelector(CONTENT);
  if (!api || !root || terms.length === 0) return;
  const ranges = termRanges(root, terms);
  if (ranges.length === 0) return;
  injectStyle('search-highlight-styles', HIGHLIGHTER_CSS);
  api.highlights.set(HIGHLIGHT_NAME, new api.Highlight(...ranges));
  const first = firstInSection(ranges);
  const box = first?.getBoundingClientRect();
  if (box && (box.top < 0 || box.bottom > window.innerHeight)) {
    window.scrollBy({top: box.top - window.innerHeight / 3, behavior: 'instant'});
  }
  showControl(ranges.length);
}
