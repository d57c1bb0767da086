import {describe, expect, it} from 'vitest';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {filterSidebar} from './filterSidebar';

const link = (label: string): PropSidebarItem => ({type: 'link', label, href: `/docs/${label}`, docId: label});
const category = (label: string, items: PropSidebarItem[]): PropSidebarItem => ({
  type: 'category',
  label,
  items,
  collapsed: true,
  collapsible: true,
});

const sidebar: PropSidebarItem[] = [
  link('Introduction'),
  category('Guides', [link('Creating pages'), category('Docs', [link('Sidebar'), link('Versioning')]), link('Blog')]),
  category('Internationalization', [link('Tutorial'), link('Using Git')]),
  {type: 'html', value: '<hr/>'},
];

const labels = (items: PropSidebarItem[]): unknown[] =>
  items.map((item) =>
    item.type === 'category'
      ? {[item.label]: labels(item.items), collapsed: item.collapsed}
      : item.type === 'link'
        ? item.label
        : 'html',
  );

describe('filterSidebar', () => {
  it('keeps matching pages in their categories, expanded', () => {
    expect(labels(filterSidebar(sidebar, 'side'))).toEqual([
      {Guides: [{Docs: ['Sidebar'], collapsed: false}], collapsed: false},
    ]);
  });

  it('keeps all of a category whose title matches', () => {
    expect(labels(filterSidebar(sidebar, 'internationalization'))).toEqual([
      {Internationalization: ['Tutorial', 'Using Git'], collapsed: false},
    ]);
  });

  it('matches every word, ignoring case and accents', () => {
    expect(labels(filterSidebar(sidebar, 'GIT using'))).toEqual([
      {Internationalization: ['Using Git'], collapsed: false},
    ]);
    expect(labels(filterSidebar([link('Café')], 'cafe'))).toEqual(['Café']);
  });

  it('gives everything back for an empty query, and nothing for no match', () => {
    expect(filterSidebar(sidebar, '  ')).toEqual(sidebar);
    expect(filterSidebar(sidebar, 'zzz')).toEqual([]);
  });
});
