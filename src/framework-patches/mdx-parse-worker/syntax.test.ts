import {describe, expect, it} from 'vitest';
import {describeShape, syntaxSignature} from './syntax.mjs';

describe('describeShape', () => {
  it('describes keys in order, primitives and function names', () => {
    function tokenize() {}
    expect(describeShape({text: {64: [{name: 'x', tokenize}]}, a: null})).toBe(
      '{a:null,text:{64:[{name:x,tokenize:ƒtokenize}]}}',
    );
    expect(describeShape({b: 1, a: 2})).toBe(describeShape({a: 2, b: 1}));
  });

  it('stops at cycles and at depth 8', () => {
    const cycle: {self?: unknown} = {};
    cycle.self = cycle;
    expect(describeShape(cycle)).toBe('{self:…}');
    expect(describeShape([[[[[[[[[1]]]]]]]]])).toBe('[[[[[[[[…]]]]]]]]');
  });
});

describe('syntaxSignature', () => {
  it('differs when the extensions differ, in content or order', () => {
    const processor = (data: Record<string, unknown>) => ({data: (key: string) => data[key]});
    const a = {flow: {58: [{name: 'directive'}]}};
    const b = {text: {36: [{name: 'math'}]}};
    const signature = syntaxSignature(processor({micromarkExtensions: [a, b]}));
    expect(syntaxSignature(processor({micromarkExtensions: [a, b]}))).toBe(signature);
    expect(syntaxSignature(processor({micromarkExtensions: [b, a]}))).not.toBe(signature);
    expect(syntaxSignature(processor({micromarkExtensions: [a]}))).not.toBe(signature);
    expect(syntaxSignature(processor({micromarkExtensions: [a, b], fromMarkdownExtensions: [{}]}))).not.toBe(signature);
  });
});
