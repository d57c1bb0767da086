import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parsePerfLog, processTree, treeRss} from './build-metrics';

const LOG = `[INFO] [en] Creating an optimized production build...
[PERF] Build > en > Load site > Load plugins - 12.66 seconds! - (Heap 72mb -> 139mb / Total 161mb)
[PERF] Build > en > Load site - 15.30 seconds! - (Heap 65mb -> 136mb / Total 167mb)
[PERF] Build > en > Bundling with rspack - 165.09 seconds! - (Heap 140mb -> 133mb / Total 158mb)
[INFO] agent-markdown: 422 Markdown twins, llms.txt and llms-full.txt (93 pages) in 121863 ms
[search-index] 430 pages indexed into 497 files in 1549 ms
[PERF] Build > en > postBuild() - 155.15 seconds! - (Heap 127mb -> 250mb / Total 534mb)
[PERF] Build > ja > Load site - 2.5 seconds! - (Heap 1mb -> 2mb / Total 3mb)
[INFO] [agent-markdown] en: 422 Markdown twins, llms.txt and llms-full.txt (93 pages) in 25706 ms, beside the next locale’s build
[search] en: 430 pages indexed into 497 files of build/pagefind in 26300 ms, beside the next locale’s build
[PERF] Build > ja > SSG - 800.5 ms - (Heap 1mb -> 2mb / Total 3mb)
[search] ja: 430 pages indexed into 561 files of build/ja/pagefind in 9176 ms
[SUCCESS] Generated static files in "build".`;

describe('parsePerfLog', () => {
  it('reads each locale’s top-level phases and the steps plugins time', () => {
    const {phases, steps} = parsePerfLog(LOG);
    expect(phases).toEqual([
      {locale: 'en', name: 'Load site', seconds: 15.3},
      {locale: 'en', name: 'Bundling with rspack', seconds: 165.09},
      {locale: 'en', name: 'postBuild()', seconds: 155.15},
      {locale: 'ja', name: 'Load site', seconds: 2.5},
      {locale: 'ja', name: 'SSG', seconds: 0.8005},
    ]);
    expect(steps).toEqual([
      {locale: 'en', name: 'agent-markdown', seconds: 121.863},
      {locale: 'en', name: 'search-index', seconds: 1.549},
      {locale: 'en', name: 'agent-markdown (beside the next locale)', seconds: 25.706},
      {locale: 'en', name: 'search (beside the next locale)', seconds: 26.3},
      {locale: 'ja', name: 'search', seconds: 9.176},
    ]);
  });
});

describe('process tree memory', () => {
  function fakeProc(processes: {pid: number; ppid: number; name: string; rssKb: number}[]): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proc-'));
    for (const p of processes) {
      fs.mkdirSync(path.join(dir, String(p.pid)));
      fs.writeFileSync(path.join(dir, String(p.pid), 'stat'), `${p.pid} (${p.name}) S ${p.ppid} 1 1 0`);
      fs.writeFileSync(path.join(dir, String(p.pid), 'status'), `Name:\t${p.name}\nVmRSS:\t  ${p.rssKb} kB\n`);
    }
    return dir;
  }

  it('sums the resident memory of a process and all its descendants', () => {
    const proc = fakeProc([
      {pid: 10, ppid: 1, name: 'npx', rssKb: 100},
      {pid: 11, ppid: 10, name: 'node (docusaurus) x', rssKb: 2000},
      {pid: 12, ppid: 11, name: 'worker', rssKb: 300},
      {pid: 20, ppid: 1, name: 'other', rssKb: 5000},
    ]);
    expect(processTree(10, proc).sort()).toEqual([10, 11, 12]);
    expect(treeRss(10, proc)).toBe((100 + 2000 + 300) * 1024);
    expect(treeRss(undefined, proc)).toBe(0);
  });
});
