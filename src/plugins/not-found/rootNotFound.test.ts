import {describe, expect, it} from 'vitest';
import {noScriptNotice, rewriteRootNotFound, swapScript, type OtherLocale} from './rootNotFound';

const ja: OtherLocale = {
  baseUrl: '/ja/',
  lang: 'ja',
  noScript: {message: 'お探しのページが見つかりませんでした。', homeLink: '日本語版のホームページを開く'},
};
// The shape of core's minified template (build/404.html).
const page =
  '<!doctype html><html lang=en-US dir=ltr><head><meta charset=UTF-8><meta name=generator content="Docusaurus">' +
  '<title>Page Not Found</title></head><body><svg style="display: none;"></svg><script>theme()</script>' +
  '<div id=__docusaurus><main>Page Not Found</main></div><script src=/assets/js/main.js defer></script></body></html>';

describe('rewriteRootNotFound', () => {
  const rewritten = rewriteRootNotFound(page, [ja], '/404.html');

  it('puts the swap script right after the charset, before anything else of <head>', () => {
    expect(rewritten).toMatch(/^<!doctype html><html lang=en-US dir=ltr><head><meta charset=UTF-8><script>\(function/);
    expect(rewritten.indexOf('<script>(function')).toBeLessThan(rewritten.indexOf('<title>'));
  });

  it('puts the notice before React’s root, so hydration never sees it', () => {
    expect(rewritten).toContain(`${noScriptNotice([ja])}<div id=__docusaurus>`);
    expect(rewritten.match(/<div id=__docusaurus>.*<\/div>/)![0]).not.toContain('noscript');
  });

  it('keeps everything else of the page', () => {
    expect(rewritten.replace(/<script>\(function.*?<\/script>/, '').replace(/<noscript>.*?<\/noscript>/, '')).toBe(
      page,
    );
  });

  it('fails when core’s template no longer has the places it writes to', () => {
    expect(() => rewriteRootNotFound(page.replace('<meta charset=UTF-8>', ''), [ja], '/404.html')).toThrow(
      /no <meta charset="utf-8">: core changed its HTML template/,
    );
    expect(() => rewriteRootNotFound(page.replace('<div id=__docusaurus>', '<div>'), [ja], '/404.html')).toThrow(
      /no <div id="__docusaurus">/,
    );
  });
});

describe('noScriptNotice', () => {
  it('writes one line per locale, in its language, with a link to its home page', () => {
    expect(noScriptNotice([ja])).toContain(
      '<p lang="ja">お探しのページが見つかりませんでした。 <a href="/ja/">日本語版のホームページを開く</a></p>',
    );
  });

  it('escapes the texts', () => {
    expect(noScriptNotice([{...ja, noScript: {message: 'a<b & "c"', homeLink: 'x'}}])).toContain(
      'a&lt;b &amp; &quot;c&quot;',
    );
  });
});

describe('swapScript', () => {
  const run = (pathname: string): string[] => {
    const calls: string[] = [];
    const fake = {
      location: {pathname, replace: (to: string) => calls.push(`replace ${to}`)},
      document: {write: (html: string) => calls.push(`write ${html}`)},
      fetch: (url: string) => {
        calls.push(`fetch ${url}`);
        return new Promise(() => {});
      },
    };
    new Function('location', 'document', 'fetch', swapScript([ja], '/404.html'))(
      fake.location,
      fake.document,
      fake.fetch,
    );
    return calls;
  };

  it('acts on the locale’s base URL and every address below it', () => {
    for (const pathname of ['/ja', '/ja/', '/ja/docs/no-such-page']) {
      expect(run(pathname)).toEqual(['write <plaintext hidden>', 'fetch /ja/404.html']);
    }
  });

  it('leaves the default locale’s addresses alone', () => {
    for (const pathname of ['/docs/no-such-page', '/japan', '/jam/ja/']) {
      expect(run(pathname)).toEqual([]);
    }
  });
});
