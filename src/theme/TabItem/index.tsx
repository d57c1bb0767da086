/**
 * Ejected (the original takes no id, and a wrapper element would not be the
 * tab panel): renders the panel with the id its tab points to (see
 * ../Tabs). A lazy tab that is not selected still renders its empty panel,
 * so every `aria-controls` names an element that exists; its children are
 * only rendered once selected, as before.
 */
import {type ReactNode, useContext} from 'react';
import clsx from 'clsx';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';
import {TabsIdContext} from '@site/src/components/TabsIdContext';
import {tabDomIds} from '@site/src/utils/tabIds';
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
