import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {checkSwizzles, DEFAULT_RECORD_FILE, formatReport, updateRecords} from './check';

const SITE_DIR = path.resolve(__dirname, '../../..');
const LINE_FILE = 'src/theme/CodeBlock/Line/index.tsx';
const LINE_SITE_FILE = 'src/framework-patches/code-line-spans/theme/CodeBlock/Line/index.tsx';
let tempDir: string;
let recordFile: string;

type Recorded = Record<string, Record<string, {version: string; sha256: Record<string, string>}>>;
const readRecords = (): Recorded => JSON.parse(fs.readFileSync(recordFile, 'utf8')) as Recorded;
const writeRecords = (recorded: Recorded) => fs.writeFileSync(recordFile, JSON.stringify(recorded));

beforeEach(() => {
  // A copy of the recorded hashes, so each test can break it.
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'swizzles-'));
  recordFile = path.join(tempDir, 'upstream.json');
  fs.copyFileSync(DEFAULT_RECORD_FILE, recordFile);
});
afterEach(() => fs.rmSync(tempDir, {recursive: true, force: true}));

describe('npm run check:swizzles', () => {
  it('passes on the site as committed', () => {
    const {ok, lines} = formatReport(checkSwizzles(SITE_DIR, recordFile));
    expect(lines.join('\n')).not.toContain('✗');
    expect(ok).toBe(true);
  });

  it('fails when an upstream file no longer has its recorded hash, saying how to see the change and what to do', () => {
    const recorded = readRecords();
    const line = recorded['CodeBlock/Line']!['@docusaurus/theme-classic']!;
    // As if the file had been recorded at an older release, with other content.
    recorded['CodeBlock/Line']!['@docusaurus/theme-classic'] = {
      version: '3.9.2',
      sha256: {...line.sha256, [LINE_FILE]: '0'.repeat(64)},
    };
    writeRecords(recorded);
    const report = checkSwizzles(SITE_DIR, recordFile);
    expect(report.changes.map((c) => c.record.id)).toEqual(['CodeBlock/Line']);
    const {ok, lines} = formatReport(report);
    const text = lines.join('\n');
    expect(ok).toBe(false);
    expect(text).toContain('✗ CodeBlock/Line');
    expect(text).toContain(`${LINE_FILE}: changed`);
    expect(text).toContain(
      `npm diff --diff=@docusaurus/theme-classic@3.9.2 --diff=@docusaurus/theme-classic@${line.version} -- ${LINE_FILE}`,
    );
    expect(text).toContain(`re-apply the one change described in the header of ${LINE_SITE_FILE}`);
    expect(text).toContain('npm run check:swizzles -- --update "CodeBlock/Line"');
  });

  it('fails when the upstream was recorded at another version than the header names', () => {
    const recorded = readRecords();
    recorded.TabItem!['@docusaurus/theme-classic']!.version = '3.11.0';
    writeRecords(recorded);
    expect(checkSwizzles(SITE_DIR, recordFile).headerProblems).toEqual([
      'src/framework-patches/tab-panel-ids/theme/TabItem/index.tsx: the header says ejected from 3.10.2, the upstream recorded is 3.11.0: re-apply the change to the 3.11.0 source and update the header',
    ]);
  });

  it('--update records the named records again from the installed files, and only those', () => {
    const recorded = readRecords();
    recorded['CodeBlock/Line']!['@docusaurus/theme-classic']!.sha256[LINE_FILE] = 'outdated';
    writeRecords(recorded);
    expect(() => updateRecords(SITE_DIR, [], recordFile)).toThrow(/Name the records to update/);
    expect(updateRecords(SITE_DIR, ['CodeBlock/Line'], recordFile)).toEqual([
      'CodeBlock/Line: @docusaurus/theme-classic 3.10.2',
    ]);
    expect(checkSwizzles(SITE_DIR, recordFile).changes).toEqual([]);
    expect(() => updateRecords(SITE_DIR, ['NoSuchComponent'], recordFile)).toThrow(
      /Not in src\/framework-patches\/swizzle-guard\/manifest\.ts: NoSuchComponent/,
    );
  });
});
