/**
 * The accessible name of the DocSearch button. DocSearch 4 names it
 * "Search (Meta+k)" or "Search (Control+k)" while it shows "Search ⌘ K" or
 * "Search Ctrl K": the name does not contain the visible text (WCAG 2.5.3
 * Label in Name, axe `label-content-name-mismatch`). This name is the visible
 * text itself; the shortcut stays announced through `aria-keyshortcuts`.
 */

/** The key DocSearch shows before "K", decided as DocSearch decides it (from `navigator.platform`). */
export function shortcutKeyLabel(platform: string): '⌘' | 'Ctrl' {
  return /(Mac|iPhone|iPod|iPad)/i.test(platform) ? '⌘' : 'Ctrl';
}

/**
 * `buttonText` followed by the keys the button shows. `platform` is null
 * before hydration, when DocSearch shows no keys yet.
 */
export function searchButtonName(buttonText: string, platform: string | null): string {
  return platform === null ? buttonText : `${buttonText} ${shortcutKeyLabel(platform)} K`;
}
