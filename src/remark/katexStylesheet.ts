/**
 * Remark plugin: a page with maths (the `math` and `inlineMath` nodes of
 * remark-math) gets the KaTeX stylesheet in its <head>, and only such a page.
 * A site-wide `stylesheets` entry would make every page download and wait for
 * a stylesheet that a handful of pages use.
 *
 * It adds `<Head><link rel="stylesheet" href={href} /></Head>` at the top of
 * the document (`Head` is in the theme's MDX components). Run after remark-math.
 */
import type {Node, Parent, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';

export type KatexStylesheetOptions = {
  /** URL of the KaTeX stylesheet, base URL included. */
  href: string;
};

const MATH_NODES = new Set(['math', 'inlineMath']);

/** Whether the tree holds a node of remark-math. */
export function hasMath(node: Node): boolean {
  if (MATH_NODES.has(node.type)) return true;
  const {children} = node as Partial<Parent>;
  return Array.isArray(children) && children.some((child) => hasMath(child));
}

/** The element the plugin inserts. */
export function stylesheetHeadElement(href: string): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: 'Head',
    attributes: [],
    children: [
      {
        type: 'mdxJsxFlowElement',
        name: 'link',
        attributes: [
          {type: 'mdxJsxAttribute', name: 'rel', value: 'stylesheet'},
          {type: 'mdxJsxAttribute', name: 'href', value: href},
        ],
        children: [],
      },
    ],
  };
}

export default function remarkKatexStylesheet({href}: KatexStylesheetOptions): (tree: Root) => void {
  return (tree) => {
    if (hasMath(tree)) {
      tree.children.unshift(stylesheetHeadElement(href) as unknown as Root['children'][number]);
    }
  };
}
