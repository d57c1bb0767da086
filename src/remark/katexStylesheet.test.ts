import {describe, expect, it} from 'vitest';
import type {Root} from 'mdast';
import remarkKatexStylesheet, {hasMath, stylesheetHeadElement} from './katexStylesheet';

const href = '/katex/katex.min.css';

const paragraph = (...children: Root['children'][number][]) => ({type: 'paragraph', children}) as never;

describe('remarkKatexStylesheet', () => {
  it('adds the stylesheet to a page with inline maths, once, at the top', () => {
    const tree: Root = {
      type: 'root',
      children: [
        {type: 'heading', depth: 2, children: [{type: 'text', value: 'Maths'}]},
        paragraph({type: 'text', value: 'Euler: '}, {type: 'inlineMath', value: 'e^{i\\pi}+1=0'} as never),
      ],
    };
    remarkKatexStylesheet({href})(tree);
    expect(tree.children).toHaveLength(3);
    expect(tree.children[0]).toEqual(stylesheetHeadElement(href));
  });

  it('adds it for a maths block nested in a list', () => {
    const tree = {
      type: 'root',
      children: [{type: 'list', children: [{type: 'listItem', children: [{type: 'math', value: 'x^2'}]}]}],
    } as unknown as Root;
    remarkKatexStylesheet({href})(tree);
    expect(tree.children[0]).toEqual(stylesheetHeadElement(href));
  });

  it('leaves a page without maths alone', () => {
    const tree: Root = {type: 'root', children: [paragraph({type: 'text', value: 'Costs $5 and $6.'})]};
    remarkKatexStylesheet({href})(tree);
    expect(tree.children).toHaveLength(1);
    expect(hasMath(tree)).toBe(false);
  });

  it('builds <Head><link rel="stylesheet" href=…/></Head>', () => {
    const element = stylesheetHeadElement(href);
    expect(element.name).toBe('Head');
    expect(element.children[0]).toMatchObject({
      name: 'link',
      attributes: [
        {name: 'rel', value: 'stylesheet'},
        {name: 'href', value: href},
      ],
    });
  });
});
