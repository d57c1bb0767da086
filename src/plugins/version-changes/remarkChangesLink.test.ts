import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {linkAttributes} from './remarkChangesLink';
import {changesRoute, versionPairs} from './sources';

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'version-changes-'));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
  fs.writeFileSync(path.join(siteDir, file), text);
};
const options = {siteDir, versions: ['3.9.2', '3.8.1'], defaultLocale: 'en'};
const ja = 'i18n/ja/docusaurus-plugin-content-docs';

beforeAll(() => {
  write('docs/same.mdx', '---\nid: same\n---\n\nText.\n');
  write('versioned_docs/version-3.9.2/same.mdx', '---\nid: same\nslug: /same\n---\n\nText.\n');
  write('docs/guide/changed.md', '# Guide\n\nNew text.\n\nMore.\n');
  write('versioned_docs/version-3.9.2/guide/changed.md', '# Guide\n\nOld text.\n');
  write('docs/brand-new.mdx', 'Hello.\n');
  write('versioned_docs/version-3.9.2/changed.mdx', 'Before.\n');
  write('versioned_docs/version-3.8.1/changed.mdx', 'After.\n');
  write(`${ja}/current/guide/changed.md`, '# ガイド\n\n新しい文。\n');
  write(`${ja}/version-3.9.2/guide/changed.md`, '# ガイド\n\n古い文。\n');
  write(`${ja}/version-3.9.2/changed.mdx`, '前。\n');
});

describe('linkAttributes', () => {
  it('says nothing on a page whose text did not change', () => {
    expect(linkAttributes(options, path.join(siteDir, 'docs/same.mdx'), 'en')).toBeNull();
  });

  it('links a changed page to its changes, with the count', () => {
    expect(linkAttributes(options, path.join(siteDir, 'docs/guide/changed.md'), 'en')).toEqual({
      version: 'Canary',
      previous: '3.9.2',
      status: 'changed',
      count: '3',
      to: '/changes/next/guide/changed',
    });
  });

  it('says a page is new when the previous version has no such file', () => {
    expect(linkAttributes(options, path.join(siteDir, 'docs/brand-new.mdx'), 'en')).toEqual({
      version: 'Canary',
      previous: '3.9.2',
      status: 'new',
    });
  });

  it('compares the Japanese pages when both versions are translated', () => {
    expect(linkAttributes(options, path.join(siteDir, `${ja}/current/guide/changed.md`), 'ja')).toMatchObject({
      count: '2',
      to: '/changes/next/guide/changed',
    });
  });

  it('compares the English pages when the previous version is not translated, and says so', () => {
    expect(linkAttributes(options, path.join(siteDir, `${ja}/version-3.9.2/changed.mdx`), 'ja')).toEqual({
      version: '3.9.2',
      previous: '3.8.1',
      status: 'changed',
      count: '2',
      to: '/changes/3.9.2/changed',
      english: 'true',
    });
  });

  it('ignores the oldest hosted version and files outside the docs', () => {
    expect(linkAttributes(options, path.join(siteDir, 'versioned_docs/version-3.8.1/changed.mdx'), 'en')).toBeNull();
    expect(linkAttributes(options, path.join(siteDir, 'blog/post.md'), 'en')).toBeNull();
  });
});

it('versionPairs pairs each hosted version with the one before', () => {
  expect(versionPairs(['3.9.2', '3.8.1'])).toEqual([
    {name: 'current', label: 'Canary', previous: '3.9.2'},
    {name: '3.9.2', label: '3.9.2', previous: '3.8.1'},
  ]);
});

it('changesRoute drops extensions and index files', () => {
  const pair = versionPairs(['3.9.2', '3.8.1'])[0]!;
  expect(changesRoute(pair, 'api/plugins/index.mdx')).toBe('changes/next/api/plugins');
  expect(changesRoute(pair, 'index.md')).toBe('changes/next');
});
