/**
 * DOM ids that tie a tab to its panel (`aria-controls` / `aria-labelledby`).
 * `groupId` is unique per <Tabs> on the page (from React's useId); a tab
 * value may hold any characters, so it is reduced to a safe token.
 */
export function tabDomIds(groupId: string, value: string): {tab: string; panel: string} {
  const token = value.replace(/[^A-Za-z0-9_-]/g, (c) => `_${c.codePointAt(0)!.toString(16)}`);
  const base = `tabs${groupId.replace(/[^A-Za-z0-9_-]/g, '')}-${token}`;
  return {tab: `${base}-tab`, panel: `${base}-panel`};
}
