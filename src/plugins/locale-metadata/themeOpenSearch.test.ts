import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {isWholeThemeFile, waitForThemeOpenSearch} from './themeOpenSearch';

const theirs =
  '<?xml version="1.0"?>\n<OpenSearchDescription>\n  <ShortName>Docusaurus</ShortName>\n</OpenSearchDescription>\n';

describe('waiting for the theme’s opensearch.xml', () => {
  it('tells the theme’s whole file from a partial one and from ours', () => {
    expect(isWholeThemeFile(theirs)).toBe(true);
    expect(isWholeThemeFile(theirs.slice(0, 40))).toBe(false);
    expect(isWholeThemeFile(theirs.replace('<ShortName>', '<Language>ja</Language><ShortName>'))).toBe(false);
    expect(isWholeThemeFile('')).toBe(false);
  });

  it('returns once the file is written, whenever that is', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'opensearch-')), 'opensearch.xml');
    setTimeout(() => fs.writeFileSync(file, theirs.slice(0, 30)), 20);
    setTimeout(() => fs.writeFileSync(file, theirs), 80);
    await waitForThemeOpenSearch(file, 5_000, 5);
    expect(fs.readFileSync(file, 'utf8')).toBe(theirs);
  });

  it('fails when the theme never writes it', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'opensearch-')), 'opensearch.xml');
    await expect(waitForThemeOpenSearch(file, 50, 5)).rejects.toThrow(/did not write/);
  });
});
