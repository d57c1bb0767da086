/**
 * Wraps the theme's MDX component map (no eject): Markdown tables render
 * through ScrollableTable, which is keyboard-focusable while it scrolls.
 */
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
