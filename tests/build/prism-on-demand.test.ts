// src/plugins/prism-on-demand replaces theme-classic's Prism client module so
// that Prism and the extra languages stay out of the chunks every page loads.
// This checks the shipped bundle: if the replacement stops applying, Prism is
// back in the entry chunks and this fails.
import {describe, expect, it} from 'vitest';
import {listBuilt, readBuilt} from './lib/builtFiles';
import {entryScripts} from './lib/builtPage';

/** Names Prism's core keeps through minification (its `util.objId`, `languages.DFS`, `tokenize`). */
const PRISM_CORE = ['objId', 'DFS', 'tokenize'];
const hasPrismCore = (js: string) => PRISM_CORE.every((name) => js.includes(name));
/** A key of the require context that loads `prism.additionalLanguages` (config/prism.ts lists java). */
const JAVA_GRAMMAR = '"./prism-java"';

const localeRoots = [
  {locale: 'en', page: 'index.html'},
  {locale: 'ja', page: 'ja/index.html'},
];

describe('Prism loads with code blocks, not with every page', () => {
  it('the fingerprints are real: some chunk of the build has Prism core and the Java grammar', () => {
    const chunks = listBuilt('assets/js', '.js').map(readBuilt);
    expect(chunks.some(hasPrismCore), 'no chunk has Prism core: update PRISM_CORE').toBe(true);
    expect(chunks.some((js) => js.includes(JAVA_GRAMMAR)), 'no chunk loads prism-java: update JAVA_GRAMMAR').toBe(true);
  });

  for (const {locale, page} of localeRoots) {
    it(`no entry chunk of the ${locale} site has Prism or the extra languages`, () => {
      const scripts = entryScripts(readBuilt(page));
      expect(scripts.length).toBeGreaterThan(0);
      for (const src of scripts) {
        const js = readBuilt(src);
        expect(hasPrismCore(js), `${src} (an entry chunk) contains Prism core: the prism-on-demand replacement no longer applies`).toBe(false);
        expect(js.includes(JAVA_GRAMMAR), `${src} (an entry chunk) loads the extra Prism languages`).toBe(false);
      }
    });
  }
});
