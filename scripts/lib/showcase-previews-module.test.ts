import {describe, expect, it} from 'vitest';
import {importName, previewsModule} from './showcase-previews-module.mjs';

describe('previewsModule', () => {
  it('imports each preview statically and maps its slug to it', () => {
    const source = previewsModule(['30-days-of-swa', 'zowe']);
    expect(source).toContain("import preview_30_days_of_swa from './previews/30-days-of-swa.png';");
    expect(source).toContain("import preview_zowe from './previews/zowe.png';");
    expect(source).toContain("  '30-days-of-swa': preview_30_days_of_swa,\n  'zowe': preview_zowe,\n");
    expect(source).not.toContain('require(');
  });

  it('refuses two slugs that would share an import name', () => {
    expect(importName('a-b')).toBe(importName('a_b'));
    expect(() => previewsModule(['a-b', 'a_b'])).toThrow('Two preview slugs give the import name preview_a_b');
  });
});
