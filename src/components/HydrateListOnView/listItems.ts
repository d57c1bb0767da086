import {FOCUSABLE} from './deferredHydration';

/** What a control focused in a list's server DOM is: its item's index, and its index among the item's controls. */
export type FocusedControl = {readonly item: number; readonly control: number};

/** The index of the child of `list` that holds `target`, or -1 when `target` is outside every child. */
export function itemIndexOf(list: Element, target: Node): number {
  let node: Node | null = target;
  while (node && node.parentNode !== list) node = node.parentNode;
  return node ? Array.prototype.indexOf.call(list.children, node) : -1;
}

/** Where the focused `target` is inside `list`, or null when it is in none of its items or is not focusable. */
export function focusedControl(list: Element, target: Element): FocusedControl | null {
  const item = itemIndexOf(list, target);
  if (item < 0) return null;
  const control = [...list.children[item]!.querySelectorAll(FOCUSABLE)].indexOf(target);
  return control < 0 ? null : {item, control};
}

/** The control at `focused` in `list` as it is now (its items re-rendered in place), if there is one. */
export function controlAt(list: Element, focused: FocusedControl): HTMLElement | null {
  return list.children[focused.item]?.querySelectorAll<HTMLElement>(FOCUSABLE)[focused.control] ?? null;
}

/** `live` with `keys` added, or `live` itself when it holds them all already (so that React skips a render). */
export function withKeys(live: ReadonlySet<string>, keys: readonly string[]): ReadonlySet<string> {
  return keys.every((key) => live.has(key)) ? live : new Set([...live, ...keys]);
}
