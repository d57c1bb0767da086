/** The path of a page's Markdown twin: the page path plus `.md` (`/docs/` → `/docs.md`). */
export function markdownTwinPath(pathname: string): string {
  return `${pathname.replace(/\/+$/, '') || '/index'}.md`;
}
