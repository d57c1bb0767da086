import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {findLegacyAdmonitionTitles} from '../../src/utils/admonitionSyntax';

// Every Markdown source of the site: docs of all versions, blog, community,
// translations and fixtures. `future.v4` renders `:::note Title` as raw text.
const root = path.resolve(__dirname, '../..');
const SOURCE_DIRS = ['docs', 'versioned_docs', 'blog', 'community', 'i18n', '_dogfooding'];

function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

describe('admonitions use the MDX 2+ title syntax', () => {
  const files = SOURCE_DIRS.flatMap((dir) => markdownFiles(path.join(root, dir)));

  it('scans the site sources', () => {
    expect(files.length).toBeGreaterThan(300);
  });

  it('no admonition opener is followed by a space and a title (write :::note[Title])', () => {
    const offenders = files.flatMap((file) =>
      findLegacyAdmonitionTitles(fs.readFileSync(file, 'utf8')).map(
        ({line, text}) => `${path.relative(root, file)}:${line}: ${text}`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});
