import {describe, expect, it} from 'vitest';
import {previewsModule} from './showcase-previews-module.mjs';

describe('previewsModule', () => {
  it('maps each slug to a function that requires its preview, so that no image module is evaluated up front', () => {
    const source = previewsModule(['30-days-of-swa', 'zowe']);
    expect(source).toContain(
      "  '30-days-of-swa': () => require('./previews/30-days-of-swa.png'),\n  'zowe': () => require('./previews/zowe.png'),\n",
    );
    expect(source).not.toMatch(/^import \w+ from '\.\/previews\//m);
  });

  it('refuses a slug listed twice', () => {
    expect(() => previewsModule(['a', 'b', 'a'])).toThrow('The preview slug a is listed twice.');
  });
});
