import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import {shareUntruncatedListItems} from './listModules';

const truncated = (path: string) => ({content: {__import: true, path, query: {truncated: true}}});
const listRoute = (items: unknown[]): RouteConfig => ({
  path: '/changelog',
  component: '@theme/ChangelogList',
  modules: {sidebar: '@generated/sidebar.json', items: items as never},
});

describe('shareUntruncatedListItems', () => {
  it("points an untruncated post's list item at the post's own module", () => {
    const {route, shared} = shareUntruncatedListItems(
      listRoute([truncated('@site/changelog/en/3.9.2.mdx'), truncated('@site/changelog/en/3.9.1.mdx')]),
      new Set(['@site/changelog/en/3.9.2.mdx', '@site/changelog/en/3.9.1.mdx']),
    );
    expect(shared).toBe(2);
    expect(route.modules!.items).toEqual([
      {content: '@site/changelog/en/3.9.2.mdx'},
      {content: '@site/changelog/en/3.9.1.mdx'},
    ]);
    expect(route.modules!.sidebar).toBe('@generated/sidebar.json');
  });

  it('keeps the truncated module of a post with a truncate marker', () => {
    const {route, shared} = shareUntruncatedListItems(
      listRoute([truncated('@site/changelog/en/3.9.2.mdx'), truncated('@site/blog/cut.mdx')]),
      new Set(['@site/changelog/en/3.9.2.mdx']),
    );
    expect(shared).toBe(1);
    expect(route.modules!.items).toEqual([{content: '@site/changelog/en/3.9.2.mdx'}, truncated('@site/blog/cut.mdx')]);
  });

  it('returns routes without list items as they are', () => {
    const post: RouteConfig = {
      path: '/changelog/3.9.2',
      component: 'C',
      modules: {content: '@site/changelog/en/3.9.2.mdx'},
    };
    expect(shareUntruncatedListItems(post, new Set(['@site/changelog/en/3.9.2.mdx']))).toEqual({
      route: post,
      shared: 0,
    });
  });
});
