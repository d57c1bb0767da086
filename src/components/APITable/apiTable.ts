import {Children, isValidElement, type ReactNode} from 'react';

/** The plain text of a React tree (what a reader sees in a table cell). */
export function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{children?: ReactNode}>(node)) return textOf(node.props.children);
  return '';
}

/**
 * The anchor of an option row: the option's name as written in the first
 * cell (`routeBasePath` → `#routeBasePath`), with an optional prefix for a
 * nested table (`versions` + `label` → `#versions.label`). Anything after
 * the name, such as a "required" marker, is ignored.
 */
export function rowAnchor(firstCellText: string, prefix?: string): string | undefined {
  const name = firstCellText
    .trim()
    .split(/\s+/)[0]
    ?.replace(/[^\w.@$/-]/g, '');
  if (!name) return undefined;
  return prefix ? `${prefix}.${name}` : name;
}

/** Children of a React element, as an array (for table → tbody → rows). */
export function childrenOf(node: ReactNode): ReactNode[] {
  return isValidElement<{children?: ReactNode}>(node) ? Children.toArray(node.props.children) : [];
}
