/**
 * Counts the words of prose in an MDX document: front matter, code blocks,
 * import/export lines, JSX/HTML tags and inline code are left out, so a page
 * made mostly of examples does not pass for a written one.
 */
export function countProseWords(mdx: string): number {
  const text = mdx
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(```+|~~~+)[^\n]*\n[\s\S]*?\n\1\s*$/gm, '')
    .replace(/^(import|export) .*$/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/`[^`\n]*`/g, 'code')
    .replace(/\]\([^)]*\)/g, ']');
  return text.split(/\s+/).filter((w) => /[A-Za-z\u3040-\u30ff\u4e00-\u9fff]/.test(w)).length;
}

type SidebarItem = string | {type?: string; id?: string; items?: SidebarItem[]; link?: {type?: string; id?: string}};

/** Every doc id a sidebar refers to: plain ids, doc items and category index docs. */
export function sidebarDocIds(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    const own = item.type === 'doc' && item.id ? [item.id] : [];
    const link = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
    return [...own, ...link, ...sidebarDocIds(item.items ?? [])];
  });
}
