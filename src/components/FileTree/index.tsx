import {Children, isValidElement, type ReactElement, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import MDXUl from '@theme/MDXComponents/Ul';
import {textTree, treeNode, type TreeNode} from './fileTree';
import styles from './styles.module.css';

type Element = ReactElement<{children?: ReactNode}>;

const isList = (node: ReactNode): node is Element =>
  isValidElement(node) && (node.type === MDXUl || node.type === 'ul' || node.type === 'ol');

/** The text of a list item's own content (inline code, emphasis…), without its nested list. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (!isValidElement(node)) return '';
  return Children.toArray((node as Element).props.children)
    .map(textOf)
    .join('');
}

function parseList(list: Element): TreeNode[] {
  return Children.toArray(list.props.children)
    .filter((item): item is Element => isValidElement(item))
    .map((item) => {
      const parts = Children.toArray(item.props.children);
      const nested = parts.find(isList);
      const text = parts
        .filter((part) => part !== nested)
        .map(textOf)
        .join('');
      return treeNode(text, nested ? parseList(nested) : []);
    });
}

function TreeList({nodes}: {readonly nodes: readonly TreeNode[]}): ReactNode {
  const kinds = {
    folder: translate({
      id: 'fileTree.folder',
      message: 'folder',
      description: 'Read after a folder name in a file tree',
    }),
    file: translate({id: 'fileTree.file', message: 'file', description: 'Read after a file name in a file tree'}),
  };
  return (
    <ul className={styles.list}>
      {nodes.map((node, i) => (
        <li key={`${node.name}-${i}`} className={styles[node.kind]}>
          <span className={styles.entry}>
            <span className={styles.icon} aria-hidden="true" />
            {node.kind === 'note' ? <em>{node.name}</em> : <code>{node.name}</code>}
            {node.kind !== 'note' && <span className={styles.visuallyHidden}>{`, ${kinds[node.kind]}`}</span>}
            {node.comment && <span className={styles.comment}>{node.comment}</span>}
          </span>
          {node.children.length > 0 && <TreeList nodes={node.children} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * A folder tree written as a Markdown list inside <FileTree>: one item per entry, nested for what a folder holds;
 * a folder's name ends with `/`; `name — comment` adds a comment; `(note)` is a placeholder entry. Rendered as
 * nested lists with folder and file icons; `data-text-tree` holds the same tree drawn with box characters, which
 * the Markdown twins show (src/plugins/agent-markdown).
 */
export default function FileTree({children}: {readonly children: ReactNode}): ReactNode {
  const list = Children.toArray(children).find(isList);
  if (!list) throw new Error('<FileTree> expects a Markdown list as its content.');
  const roots = parseList(list);
  return (
    <figure className={styles.fileTree} data-text-tree={textTree(roots)}>
      <TreeList nodes={roots} />
    </figure>
  );
}
