/**
 * Fixture helper (not a doc: its name starts with an underscore). Prints the sidebar item that the
 * theme received for the current doc, so a test can read what front matter changed in it.
 */
import type {ReactNode} from 'react';
import {useDoc, useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItem, PropSidebarItemLink} from '@docusaurus/plugin-content-docs';

function findDocLink(items: readonly PropSidebarItem[], docId: string): PropSidebarItemLink | undefined {
  for (const item of items) {
    if (item.type === 'link' && item.docId === docId) {
      return item;
    }
    if (item.type === 'category') {
      const found = findDocLink(item.items, docId);
      if (found) {
        return found;
      }
    }
  }
  return undefined;
}

export default function CurrentSidebarItem(): ReactNode {
  const {metadata} = useDoc();
  const sidebar = useDocsSidebar();
  const item = sidebar ? findDocLink(sidebar.items, metadata.id) : undefined;
  if (!item) {
    return <p>This doc has no item in the displayed sidebar.</p>;
  }
  return (
    <dl data-fixture="current-sidebar-item">
      <dt>Label</dt>
      <dd data-field="label">{item.label}</dd>
      <dt>Class name</dt>
      <dd data-field="className">{item.className ?? 'none'}</dd>
      <dt>Custom props</dt>
      <dd data-field="customProps">
        <code>{JSON.stringify(item.customProps ?? null)}</code>
      </dd>
    </dl>
  );
}
