import {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

/**
 * A Markdown table. Infima lets a table wider than the column scroll
 * sideways; a scrolling region must be reachable by keyboard (WCAG 2.1.1,
 * axe `scrollable-region-focusable`). The static HTML makes every table
 * focusable, so it also holds without JavaScript; once measured in the
 * browser, a table stays focusable only while it overflows.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [scrollable, setScrollable] = useState(true);

  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const update = () => setScrollable(table.scrollWidth > table.clientWidth + 1);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);

  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be focusable (see above)
  return <table ref={ref} {...props} tabIndex={scrollable ? 0 : undefined} />;
}
