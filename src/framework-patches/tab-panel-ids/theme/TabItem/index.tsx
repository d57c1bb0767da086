/**
 * Ejected from @docusaurus/theme-classic 3.10.2.
 * One change: the panel carries the id its tab points to and
 * `aria-labelledby` back to the tab (ids from src/theme/Tabs, which wraps the
 * theme's Tabs); a lazy tab that is not selected renders its empty panel
 * instead of nothing, so every `aria-controls` names an element that exists
 * (its children still render only once selected). The original takes no id,
 * and a wrapper element would not be the tab panel.
 * Remove when the theme links tabs and panels itself (no upstream issue
 * found). `npm run check:swizzles` fails when the upstream file changes.
 */
import {type ReactNode, useContext} from 'react';
import clsx from 'clsx';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';
import {TabsIdContext} from '@site/src/theme/Tabs/TabsIdContext';
import {tabDomIds} from '@site/src/theme/Tabs/tabIds';
import styles from './styles.module.css';

export default function TabItem({children, className, value}: Props): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const groupId = useContext(TabsIdContext);
  const ids = groupId === null ? undefined : tabDomIds(groupId, value);
  const isSelected = value === selectedValue;
  return (
    <div
      role="tabpanel"
      id={ids?.panel}
      aria-labelledby={ids?.tab}
      className={clsx(styles.tabItem, className)}
      hidden={!isSelected}>
      {isSelected || !lazy ? children : null}
    </div>
  );
}
