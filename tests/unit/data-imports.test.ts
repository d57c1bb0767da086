// Data modules describe content; components decide how it looks. A data module
// that imports a component (as features.ts once imported its icons) ties the
// data to one rendering and pulls React code into anything that reads it.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const DATA_DIR = path.resolve(__dirname, '../../src/data');

/** Value imports (not `import type`) of a module's source, as written. */
function valueImports(source: string): string[] {
  return [...source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)'/gm)].map((match) => match[1]!);
}

const isComponent = (specifier: string) =>
  /(^|\/)components\//.test(specifier) || specifier.startsWith('@theme/') || specifier.endsWith('.tsx');

describe('src/data', () => {
  const modules = readdirSync(DATA_DIR, {recursive: true, encoding: 'utf8'}).filter(
    (file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'),
  );

  it('has data modules to check', () => {
    expect(modules).toContain('features.ts');
  });

  it.each(modules)('%s imports no component', (file) => {
    const imports = valueImports(readFileSync(path.join(DATA_DIR, file), 'utf8'));
    expect(imports.filter(isComponent)).toEqual([]);
  });
});
