/** Where an element sits: its parent and its index among the parent's element children. */
export type ElementPosition = {readonly parent: ParentNode; readonly index: number};

/** The position of `element`, or null when it has no parent. */
export function positionOf(element: Element): ElementPosition | null {
  const parent = element.parentElement;
  return parent ? {parent, index: Array.prototype.indexOf.call(parent.children, element)} : null;
}

/** The element now at `position`: React puts a re-rendered element where the one it replaces was. */
export function elementAt(position: ElementPosition): Element | null {
  return position.parent.children[position.index] ?? null;
}
