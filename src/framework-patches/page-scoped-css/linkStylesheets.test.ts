import {describe, expect, it} from 'vitest';
import {classesDefinedIn, classesUsedIn, stylesheetsFor, withStylesheetLinks} from './linkStylesheets';

describe('chunk stylesheets linked from the static HTML', () => {
  it('reads the classes a stylesheet defines, not file names in url() or strings', () => {
    const css =
      '@layer x{.hero_gabW .title_IHs3:hover{background:url(/img/a.svg)}}.dot_vvN6::after{content:".not"}@media (min-width:.5em){.row_VaEY{margin:0.5rem}}';
    expect([...classesDefinedIn(css)].sort()).toEqual(['dot_vvN6', 'hero_gabW', 'row_VaEY', 'title_IHs3']);
  });

  it('reads the classes of minified and quoted class attributes', () => {
    const html = '<div class=hero_gabW><h1 class="title_IHs3 text--center"></h1><p class=\'lead_IUr2\'></p>';
    expect([...classesUsedIn(html)].sort()).toEqual(['hero_gabW', 'lead_IUr2', 'text--center', 'title_IHs3']);
  });

  it('chooses the fewest chunk stylesheets that define every class the page uses', () => {
    const sheets = [
      {file: 'a.1.css', classes: new Set(['container_UJDL', 'nav_uyzg'])},
      {file: 'b.1.css', classes: new Set(['container_UJDL', 'nav_uyzg', 'route_NfVu'])},
      {file: 'c.1.css', classes: new Set(['hero_gabW'])},
      {file: 'd.1.css', classes: new Set(['hero_gabW'])},
    ];
    expect(stylesheetsFor(new Set(['container_UJDL', 'route_NfVu', 'text--center']), sheets)).toEqual(['b.1.css']);
    expect(stylesheetsFor(new Set(['hero_gabW', 'nav_uyzg']), sheets)).toEqual(['a.1.css', 'c.1.css']);
    expect(stylesheetsFor(new Set(['navbar__item']), sheets)).toEqual([]);
  });

  it('links them after the page’s last stylesheet, in its directory', () => {
    const html =
      '<html><head><link rel=stylesheet href=/ja/assets/css/styles.123.css /><script src=/a.js></script></head><body></body></html>';
    expect(withStylesheetLinks(html, ['1df9.abc.css'])).toBe(
      '<html><head><link rel=stylesheet href=/ja/assets/css/styles.123.css /><link rel=stylesheet href=/ja/assets/css/1df9.abc.css /><script src=/a.js></script></head><body></body></html>',
    );
    expect(withStylesheetLinks('<head></head>', [])).toBe('<head></head>');
  });

  it('fails loudly when the page has no stylesheet link of the build to follow', () => {
    expect(() => withStylesheetLinks('<html><head><link rel=icon href=/x.ico></head></html>', ['a.css'])).toThrow(
      /page-scoped-css.*HTML template/,
    );
  });
});
