import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {findLegacyAdmonitionTitles} from './lib/admonitionSyntax';
import {siteMarkdownFiles, siteRoot} from './lib/siteSources';

// `future.v4` renders `:::note Title` as raw text.
describe('admonitions use the MDX 2+ title syntax', () => {
  const files = siteMarkdownFiles();

  it('scans the site sources', () => {
    expect(files.length).toBeGreaterThan(300);
  });

  it('no admonition opener is followed by a space and a title (write :::note[Title])', () => {
    const offenders = files.flatMap((file) =>
      findLegacyAdmonitionTitles(fs.readFileSync(file, 'utf8')).map(
        ({line, text}) => `${path.relative(siteRoot, file)}:${line}: ${text}`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});
