import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

// The layers of the code, from the top: the site's config (docusaurus.config.ts, config/), the fixtures
// (_dogfooding/), then src/: features (src/plugins), framework patches (src/framework-patches), pages, theme
// overrides, components, and at the bottom src/utils and src/data. An import may go down, never up: each rule
// below names what a layer may not import. Tests (`*.test.ts`, tests/) and scripts may import anything.
const root = path.resolve(__dirname, '../..');

type Rule = {readonly files: string; readonly mayNotImport: readonly string[]; readonly why: string};

const RULES: readonly Rule[] = [
  {
    files: 'src/',
    mayNotImport: ['config/', 'docusaurus.config.ts', '_dogfooding/', 'scripts/', 'tests/'],
    why: 'the site code is below the config that composes it (client facts live in src/data)',
  },
  {
    files: '_dogfooding/',
    mayNotImport: ['config/', 'docusaurus.config.ts'],
    why: 'the config passes what fixtures need',
  },
  {
    files: 'src/framework-patches/',
    mayNotImport: ['src/plugins/', 'src/pages/'],
    why: 'a patch changes the framework, whatever features the site has',
  },
  {
    files: 'src/components/',
    mayNotImport: ['src/plugins/', 'src/pages/', 'src/theme/', 'src/framework-patches/'],
    why: 'components are the building blocks of pages and features',
  },
  {
    files: 'src/data/',
    mayNotImport: ['src/components/', 'src/pages/', 'src/theme/', 'src/plugins/', 'src/framework-patches/'],
    why: 'data is the bottom layer',
  },
  {
    files: 'src/utils/',
    mayNotImport: [
      'src/components/',
      'src/pages/',
      'src/theme/',
      'src/plugins/',
      'src/framework-patches/',
      'src/data/',
    ],
    why: 'utilities are pure functions of their arguments',
  },
  {files: 'config/', mayNotImport: ['scripts/', 'tests/'], why: 'the build does not depend on the test tooling'},
];

const SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs)$/;
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

function sourceFiles(dir: string): string[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [dir];
  return fs
    .readdirSync(full, {recursive: true, encoding: 'utf8'})
    .filter((file) => SOURCE.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('__fixtures__'))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')));
}

/** The site-relative path an import points at, or null for packages and theme aliases. */
export function importTarget(file: string, specifier: string): string | null {
  if (specifier.startsWith('@site/')) return specifier.slice('@site/'.length);
  if (!specifier.startsWith('.')) return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
}

function violations(rule: Rule): string[] {
  return sourceFiles(rule.files).flatMap((file) => {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    return [...text.matchAll(IMPORT)].flatMap(([, specifier]) => {
      const target = importTarget(file, specifier!);
      const forbidden = target && rule.mayNotImport.find((layer) => target === layer || target.startsWith(layer));
      return forbidden ? [`${file} imports ${specifier} (${rule.why})`] : [];
    });
  });
}

describe('imports go down the layers, never up', () => {
  for (const rule of RULES) {
    it(`${rule.files} imports nothing from ${rule.mayNotImport.join(', ')}`, () => {
      expect(violations(rule)).toEqual([]);
    });
  }

  it('the rules see imports of every kind', () => {
    const file = 'src/components/Example/index.tsx';
    expect(importTarget(file, '../../plugins/search')).toBe('src/plugins/search');
    expect(importTarget(file, '@site/config/site')).toBe('config/site');
    expect(importTarget(file, 'react')).toBeNull();
    const found = [
      ..."import a from './a';\nexport {b} from '../b';\nconst c = require('./c');\nimport('./d');".matchAll(IMPORT),
    ];
    expect(found.map((m) => m[1])).toEqual(['./a', '../b', './c', './d']);
  });
});
