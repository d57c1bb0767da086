/**
 * Adds a stylesheet to the document once (by id), from a feature's code that loads on demand: Docusaurus puts
 * every imported CSS file in the one stylesheet of every page, so a feature that only some pages or readers use
 * brings its styles with its code instead.
 */
export function injectStyle(id: string, css: string): void {
  if (document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  document.head.append(style);
}
