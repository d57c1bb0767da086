import {describe, expect, it} from 'vitest';
import {elementAt, positionOf} from './elementPosition';

/** A minimal element tree: what positionOf and elementAt read of the DOM. */
function tree(count: number) {
  const parent = {children: [] as unknown[]};
  for (let i = 0; i < count; i += 1) parent.children.push({parentElement: parent, name: `child ${i}`});
  return parent as unknown as ParentNode & {children: Element[]};
}

describe('positionOf and elementAt', () => {
  it('finds the element that replaced the one at a position', () => {
    const parent = tree(3);
    const position = positionOf(parent.children[1]!)!;
    expect(position.index).toBe(1);
    const replacement = {parentElement: parent, name: 'new'} as unknown as Element;
    parent.children[1] = replacement;
    expect(elementAt(position)).toBe(replacement);
  });

  it('gives null for an element without a parent or a position past the end', () => {
    expect(positionOf({parentElement: null} as unknown as Element)).toBeNull();
    const parent = tree(1);
    expect(elementAt({parent, index: 4})).toBeNull();
  });
});
