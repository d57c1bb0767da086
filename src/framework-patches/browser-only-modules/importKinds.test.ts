import {describe, expect, it} from 'vitest';
import {importKind} from './importKinds';

describe('importKind', () => {
  it('sees an import() that is the only import', () => {
    expect(importKind("const m = (await import('mermaid')).default;", 'mermaid')).toBe('dynamic');
    expect(importKind('Promise.all([import("@docsearch/react/modal")])', '@docsearch/react/modal')).toBe('dynamic');
  });

  it('sees static imports and require() calls, even beside an import()', () => {
    expect(importKind("import mermaid from 'mermaid';\nimport('mermaid');", 'mermaid')).toBe('static');
    expect(importKind("import 'mermaid';", 'mermaid')).toBe('static');
    expect(importKind("export {default} from 'mermaid';", 'mermaid')).toBe('static');
    expect(importKind("const m = require('mermaid');", 'mermaid')).toBe('static');
  });

  it('matches the whole request, not a prefix or a type-only mention', () => {
    expect(importKind("import('mermaid-extra')", 'mermaid')).toBe('none');
    expect(importKind("import('@docsearch/react/modal')", '@docsearch/react')).toBe('none');
    expect(importKind('// mermaid is loaded later', 'mermaid')).toBe('none');
    const typesThenImport =
      "import type {DocSearchModalProps} from '@docsearch/react/modal';\nimport('@docsearch/react/modal');";
    expect(importKind(typesThenImport, '@docsearch/react/modal')).toBe('dynamic');
  });
});
