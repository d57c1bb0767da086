/** A locale served below the default one, as the root 404 page needs to know it. */
export type OtherLocale = {
  /** The locale's base URL, with the trailing slash: `/ja/`. */
  readonly baseUrl: string;
  /** Its `<html lang>`. */
  readonly lang: string;
  /** For readers without JavaScript: one sentence, and the text of a link to the locale's home page. */
  readonly noScript: {readonly message: string; readonly homeLink: string};
};

/**
 * The script that swaps the root 404 page for a locale's own when the address
 * is below that locale: it stops the parser from running the rest of this
 * page (`<plaintext>`: the rest is read as text, so no bundle of the default
 * locale starts), fetches `<baseUrl>404.html`, and writes it in place of this
 * document once parsing is over. The address and the referrer stay those the
 * reader came with, and the locale's bundles hydrate its not-found page there.
 * If the fetch fails, the default locale's 404 page is opened instead.
 */
export function swapScript(locales: readonly OtherLocale[], rootNotFound: string): string {
  const bases = JSON.stringify(locales.map((l) => l.baseUrl));
  return (
    `(function(b,f){var p=location.pathname;for(var i=0;i<b.length;i++){var u=b[i];` +
    `if(p===u.slice(0,-1)||p.indexOf(u)===0){document.write('<plaintext hidden>');` +
    `fetch(u+'404.html').then(function(r){if(!r.ok)throw Error(r.status);return r.text()})` +
    `.then(function(h){function w(){document.open();document.write(h);document.close()}` +
    `document.readyState==='loading'?document.addEventListener('DOMContentLoaded',w):w()})` +
    `.catch(function(){location.replace(f)});return}}})(${bases},${JSON.stringify(rootNotFound)})`
  );
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c]!);

/** What a reader without JavaScript gets on the root 404 page: a line per other locale, in its language. */
export function noScriptNotice(locales: readonly OtherLocale[]): string {
  const lines = locales.map(
    ({baseUrl, lang, noScript}) =>
      `<p lang="${escapeHtml(lang)}">${escapeHtml(noScript.message)} <a href="${escapeHtml(baseUrl)}">${escapeHtml(noScript.homeLink)}</a></p>`,
  );
  return `<noscript><div class="container margin-vert--md">${lines.join('')}</div></noscript>`;
}

const HEAD_ANCHOR = /<meta charset=["']?utf-8["']?\s*\/?>/i;
const ROOT_ANCHOR = /<div id=["']?__docusaurus["']?>/;

/**
 * The root 404.html with the swap script first in `<head>` (right after the
 * charset) and the no-JavaScript notice before React's root. Throws when
 * either place is not found, so that a change of core's HTML template fails
 * the build instead of shipping a page without them.
 */
export function rewriteRootNotFound(html: string, locales: readonly OtherLocale[], rootNotFound: string): string {
  const head = HEAD_ANCHOR.exec(html);
  const root = ROOT_ANCHOR.exec(html);
  if (!head || !root) {
    throw new Error(
      `[not-found] 404.html has no ${head ? '<div id="__docusaurus">' : '<meta charset="utf-8">'}: ` +
        'core changed its HTML template; update src/plugins/not-found/rootNotFound.ts.',
    );
  }
  const script = `<script>${swapScript(locales, rootNotFound)}</script>`;
  const afterHead = head.index + head[0].length;
  return (
    html.slice(0, afterHead) +
    script +
    html.slice(afterHead, root.index) +
    noScriptNotice(locales) +
    html.slice(root.index)
  );
}
