import {describe, expect, it} from 'vitest';
import {sidebarOrder, type DocsVersionContent} from './sidebarOrder';

describe('sidebarOrder', () => {
  it('numbers docs and category index pages depth first, keyed by permalink without trailing slash', () => {
    const version: DocsVersionContent = {
      docs: [
        {id: 'intro', permalink: '/docs/'},
        {id: 'install', permalink: '/docs/install'},
        {id: 'guides/index', permalink: '/docs/guides'},
        {id: 'guides/blog', permalink: '/docs/guides/blog'},
        {id: 'orphan', permalink: '/docs/orphan'},
      ],
      sidebars: {
        docs: [
          {type: 'doc', id: 'intro'},
          {
            type: 'category',
            link: {type: 'generated-index', permalink: '/docs/category/start'},
            items: [{type: 'doc', id: 'install'}, {type: 'link'}],
          },
          {type: 'category', link: {type: 'doc', id: 'guides/index'}, items: [{type: 'ref', id: 'guides/blog'}]},
        ],
      },
    };
    expect([...sidebarOrder([version])]).toEqual([
      ['/docs', 0],
      ['/docs/category/start', 1],
      ['/docs/install', 2],
      ['/docs/guides', 3],
      ['/docs/guides/blog', 4],
    ]);
  });
});
