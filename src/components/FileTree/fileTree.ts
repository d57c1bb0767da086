/** A folder tree as <FileTree> shows it: parsed from its Markdown list, drawn as text for the Markdown twins. */

export type TreeNode = {
  /** The file or folder name (a folder's ends with `/`), or a note such as "(sample blog posts)". */
  readonly name: string;
  /** What the entry is for, written after an em dash in the list item. */
  readonly comment?: string;
  readonly kind: 'folder' | 'file' | 'note';
  readonly children: readonly TreeNode[];
};

/**
 * One list item's own text (without its nested list) as a tree node: `name — comment`. A name in parentheses is a
 * note ("(sample blog posts)"); one that ends with `/` or has children is a folder.
 */
export function treeNode(text: string, children: readonly TreeNode[]): TreeNode {
  const [rawName = '', ...rest] = text.trim().split(/\s+—\s+/);
  const name = rawName.trim();
  const comment = rest.join(' — ').trim() || undefined;
  const kind = /^\(.*\)$/.test(name) ? 'note' : name.endsWith('/') || children.length > 0 ? 'folder' : 'file';
  return {name, ...(comment && {comment}), kind, children};
}

/** The tree drawn with box-drawing characters, as the plain code blocks it replaces were. */
export function textTree(roots: readonly TreeNode[]): string {
  const lines: string[] = [];
  const label = (node: TreeNode): string => (node.comment ? `${node.name}  # ${node.comment}` : node.name);
  const draw = (nodes: readonly TreeNode[], prefix: string): void => {
    nodes.forEach((node, i) => {
      const last = i === nodes.length - 1;
      lines.push(`${prefix}${last ? '└── ' : '├── '}${label(node)}`);
      draw(node.children, `${prefix}${last ? '    ' : '│   '}`);
    });
  };
  for (const root of roots) {
    lines.push(label(root));
    draw(root.children, '');
  }
  return lines.join('\n');
}
