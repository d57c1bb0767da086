import {describe, expect, it} from 'vitest';
import {countProseWords, sidebarDocIds} from './prose';

describe('countProseWords', () => {
  it('counts sentences and ignores front matter, code, imports and tags', () => {
    const mdx = [
      '---',
      'title: Hello world page',
      '---',
      "import Tabs from '@theme/Tabs';",
      '',
      'One two three, four.',
      '',
      '```js',
      'const ignored = "many words in code";',
      '```',
      '',
      '<Tabs groupId="x">Five `inline code` six</Tabs>',
      '{/* a comment that is not prose */}',
      'A [link text](./somewhere.mdx) here.',
    ].join('\n');
    expect(countProseWords(mdx)).toBe(11);
  });
});

describe('sidebarDocIds', () => {
  it('collects ids from strings, doc items and category links', () => {
    expect(
      sidebarDocIds([
        'intro',
        {type: 'doc', id: 'guide'},
        {type: 'category', link: {type: 'doc', id: 'cat/index'}, items: ['cat/a', {type: 'link'}]},
        {type: 'category', link: {type: 'generated-index'}, items: [{type: 'category', items: ['deep']}]},
      ]),
    ).toEqual(['intro', 'guide', 'cat/index', 'cat/a', 'deep']);
  });
});
