import {describe, expect, it} from 'vitest';
import {findLegacyAdmonitionTitles} from './admonitionSyntax';

describe('findLegacyAdmonitionTitles', () => {
  it('finds an opener followed by a space and a title', () => {
    expect(findLegacyAdmonitionTitles('Intro\n\n:::note Since Docusaurus 3.9\n\nText\n\n:::\n')).toEqual([
      {line: 3, text: ':::note Since Docusaurus 3.9'},
    ]);
  });

  it('finds indented openers, openers in block quotes and longer fences', () => {
    const source = ['- item', '  :::tip Keep it short', '> :::warning Careful', '::::info Nested outer'].join('\n');
    expect(findLegacyAdmonitionTitles(source).map((f) => f.line)).toEqual([2, 3, 4]);
  });

  it('accepts the current syntax: brackets, attributes, no title', () => {
    const source = [':::note[Since Docusaurus 3.9]', ':::tip{title="Hi"}', ':::danger', ':::', ':::caution '].join(
      '\n',
    );
    expect(findLegacyAdmonitionTitles(source)).toEqual([]);
  });

  it('skips examples inside fenced code blocks, whatever the fence', () => {
    const source = ['```md', ':::note Old syntax', '```', '~~~~', '```', ':::tip Inner', '~~~~', ':::info Real'].join(
      '\n',
    );
    expect(findLegacyAdmonitionTitles(source)).toEqual([{line: 8, text: ':::info Real'}]);
  });

  it('does not take a line of text that merely starts with colons for an opener', () => {
    expect(findLegacyAdmonitionTitles(':::\n::: not a keyword\n')).toEqual([]);
  });
});
