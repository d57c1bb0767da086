/**
 * Wraps the theme's Tabs to link each tab to its panel: every tab gets an id
 * and `aria-controls`, every panel (the tab-panel-ids patch's TabItem) an id and
 * `aria-labelledby`. Without them the HTML checker reports each active tab
 * as having no tab panel, and screen readers cannot tell which panel a tab
 * shows. The ids travel through the `attributes` that Tabs already spreads
 * onto each tab.
 */
import {Children, cloneElement, isValidElement, type ReactNode, useId} from 'react';
import Tabs from '@theme-original/Tabs';
import type {Props} from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';
import {TabsIdContext} from './TabsIdContext';
import {tabDomIds} from './tabIds';

type Attributes = {[key: string]: unknown};

export default function TabsWrapper(props: Props): ReactNode {
  const groupId = useId();
  const withIds = (value: string, attributes: Attributes | undefined): Attributes => {
    const ids = tabDomIds(groupId, value);
    return {...attributes, id: ids.tab, 'aria-controls': ids.panel};
  };
  const children = Children.map(props.children, (child) =>
    isValidElement<TabItemProps>(child) && typeof child.props.value === 'string'
      ? cloneElement(child, {attributes: withIds(child.props.value, child.props.attributes)})
      : child,
  );
  const values = props.values?.map((v) => ({...v, attributes: withIds(v.value, v.attributes)}));
  return (
    <TabsIdContext value={groupId}>
      <Tabs {...props} {...(values && {values})}>
        {children}
      </Tabs>
    </TabsIdContext>
  );
}
