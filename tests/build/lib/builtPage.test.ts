import {describe, expect, it} from 'vitest';
import {attributeOf, entryScripts, noscriptImages} from './builtPage';

describe('reading built pages', () => {
  it('reads attribute values with double, single or no quotes, and bare attributes', () => {
    const tag = `<img src=/a.png alt="A b" title='c d' sizes="(max-width: 640px) 100vw, 640px" hidden>`;
    expect(attributeOf(tag, 'src')).toBe('/a.png');
    expect(attributeOf(tag, 'alt')).toBe('A b');
    expect(attributeOf(tag, 'title')).toBe('c d');
    expect(attributeOf(tag, 'sizes')).toBe('(max-width: 640px) 100vw, 640px');
    expect(attributeOf(tag, 'hidden')).toBe('');
    expect(attributeOf(tag, 'srcset')).toBeUndefined();
  });

  it('does not take data-src for src', () => {
    expect(attributeOf('<img data-src=/lazy.png>', 'src')).toBeUndefined();
  });

  it('lists the scripts with a src, not inline ones', () => {
    const html = `<script data-rh=true>x</script><script src=/assets/js/runtime~main.1.js defer></script><script>y</script><script src="/assets/js/main.2.js" defer></script>`;
    expect(entryScripts(html)).toEqual(['/assets/js/runtime~main.1.js', '/assets/js/main.2.js']);
  });

  it('finds images inside noscript only', () => {
    const html = `<img src=/outside.png><noscript><img src=/inside.png srcset="/a.png 640w"></noscript>`;
    expect(noscriptImages(html)).toEqual([`<img src=/inside.png srcset="/a.png 640w">`]);
  });
});
