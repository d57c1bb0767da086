import {describe, expect, it} from 'vitest';
import {textTree, treeNode} from './fileTree';

describe('treeNode', () => {
  it('tells folders, files and notes apart, and reads the comment after an em dash', () => {
    expect(treeNode('docs/', [])).toEqual({name: 'docs/', kind: 'folder', children: []});
    expect(treeNode('my-website', [treeNode('a.md', [])]).kind).toBe('folder');
    expect(treeNode('404.html — English 404 page', [])).toEqual({
      name: '404.html',
      comment: 'English 404 page',
      kind: 'file',
      children: [],
    });
    expect(treeNode('(sample blog posts)', []).kind).toBe('note');
  });
});

describe('textTree', () => {
  it('draws the tree as the code blocks did', () => {
    const tree = [
      treeNode('my-website', [
        treeNode('blog/', [treeNode('authors.yml', []), treeNode('(sample blog posts)', [])]),
        treeNode('docusaurus.config.js — the site configuration', []),
      ]),
    ];
    expect(textTree(tree)).toBe(
      [
        'my-website',
        '├── blog/',
        '│   ├── authors.yml',
        '│   └── (sample blog posts)',
        '└── docusaurus.config.js  # the site configuration',
      ].join('\n'),
    );
  });
});
