import {Children, cloneElement, isValidElement, type ReactElement, type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import ScrollableTable from '@site/src/components/ScrollableTable';
import {childrenOf, rowAnchor, textOf} from './apiTable';
import RowBadge, {parseBadges} from './RowBadge';
import styles from './styles.module.css';

type Props = {
  /** Names the table for the API reference checks (e.g. `options`, `config`, `cli-build`). */
  readonly name: string;
  /** Prefix of row anchors, for nested option tables (`versions` → `#versions.label`). */
  readonly anchorPrefix?: string;
  /**
   * Written by the docs' remark plugin (src/plugins/version-changes/remarkApiBadges.ts), not by authors: JSON of
   * option name → the version it appeared ("since") or disappeared ("removed") in.
   */
  readonly badges?: string;
  /** A Markdown table. */
  readonly children: ReactNode;
};

/**
 * Wraps a Markdown options table so every row gets a stable anchor named after
 * its option (first cell), which other pages can link to (`#routeBasePath`).
 * The anchors are registered with the broken-anchor checker.
 */
export default function APITable({name, anchorPrefix, badges, children}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  const rowBadges = parseBadges(badges);
  // MDX renders a Markdown table with the site's MDXComponents mapping (ScrollableTable).
  const table = Children.toArray(children).find(
    (child) => isValidElement(child) && (child.type === 'table' || child.type === ScrollableTable),
  );
  if (!isValidElement(table)) {
    throw new Error(`<APITable name="${name}"> must wrap a Markdown table.`);
  }
  const withAnchors = (row: ReactNode): ReactNode => {
    if (!isValidElement<{children?: ReactNode}>(row)) return row;
    const [firstCell, ...otherCells] = childrenOf(row);
    const optionName = rowAnchor(textOf(firstCell));
    const id = rowAnchor(textOf(firstCell), anchorPrefix);
    if (!id) return row;
    brokenLinks.collectAnchor(id);
    const props = {id, className: styles.row};
    const badge = optionName ? rowBadges[optionName] : undefined;
    if (!badge || !isValidElement(firstCell))
      return cloneElement(row as ReactElement<{id?: string; className?: string}>, props);
    const cell = cloneElement(
      firstCell,
      undefined,
      ...childrenOf(firstCell),
      ' ',
      <RowBadge key="badge" badge={badge} />,
    );
    return cloneElement(row as ReactElement<{id?: string; className?: string}>, props, cell, ...otherCells);
  };
  const sections = childrenOf(table).map((section) =>
    isValidElement(section) && section.type === 'tbody'
      ? cloneElement(section, undefined, ...childrenOf(section).map(withAnchors))
      : section,
  );
  return (
    // A wide table scrolls sideways: the wrapper takes keyboard focus so it can be scrolled without a mouse.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be focusable (WCAG 2.1.1, axe scrollable-region-focusable)
    <div className={styles.wrapper} data-api-table={name} tabIndex={0} role="region" aria-label={name}>
      {cloneElement(table, undefined, ...sections)}
    </div>
  );
}
