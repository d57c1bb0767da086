// Class names of CSS modules are hashed (`announcementBar_Zp5V`) and change
// when the theme's styles do: a selector matching them by prefix or substring
// silently stops matching after an upgrade. Code, styles, tests and scripts
// select the theme's stable classes (ThemeClassNames, Infima) or classes the
// site adds itself.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {siteRoot} from './lib/siteSources';

const DIRS = ['src', 'config', 'tests', 'scripts', '_dogfooding'];
const SKIPPED = ['node_modules', '__fixtures__', '__screenshots__'];
const CODE = /\.(tsx?|jsx?|mjs|cjs|css)$/;

// Built from parts so that this file does not match itself.
const CLASS_ATTRIBUTE_MATCH = new RegExp(String.raw`\[class\s*[\^*$~|]` + '=');
// DocSearch's own classes (`DocSearch-…`) are stable BEM names, not CSS modules.
const HASHED_CLASS_REGEX = new RegExp(String.raw`toHaveClass\(\/(?!DocSearch-)[^/]*[a-z][A-Z]`);

/** Selectors known to be left, each with the reason. Keep this list empty. */
const ALLOWED: {selector: string; reason: string}[] = [];

function codeFiles(dir: string): string[] {
  if (!fs.existsSync(dir) || SKIPPED.some((s) => dir.endsWith(s))) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(full);
    return CODE.test(entry.name) ? [full] : [];
  });
}

describe('selectors use stable class names', () => {
  it('no class attribute selector with a prefix/substring operator, no toHaveClass on a CSS-module name', () => {
    const found = DIRS.flatMap((dir) => codeFiles(path.join(siteRoot, dir))).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          (CLASS_ATTRIBUTE_MATCH.test(line) || HASHED_CLASS_REGEX.test(line)) &&
          !ALLOWED.some((a) => line.includes(a.selector))
            ? [`${path.relative(siteRoot, file)}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
