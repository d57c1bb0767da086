// Reading a build's figures: the phases DOCUSAURUS_PERF_LOGGER prints, and
// the resident memory of a process tree (Linux /proc), for npm run bench:build.
import fs from 'node:fs';

export type Phase = {locale: string; name: string; seconds: number};

const toSeconds = (value: string, unit: string): number => Number(value) / (unit === 'ms' ? 1000 : 1);

/**
 * The top-level phases of each locale's build (`[PERF] Build > en > Bundling
 * with rspack - 165.09 seconds!`), and the steps plugins log with their
 * duration (`[INFO] [agent-markdown] en: … in 121863 ms`, `[search] en: … in 1549 ms`), attributed
 * to the locale they name, else to the locale being built when they were printed. A step that ran
 * while the next locale was built (`…, beside the next locale’s build`) is named so.
 */
export function parsePerfLog(log: string): {phases: Phase[]; steps: Phase[]} {
  const phases: Phase[] = [];
  const steps: Phase[] = [];
  let locale = '';
  for (const line of log.split('\n')) {
    const phase = /^\[PERF\] Build > ([\w-]+) > ([^>]+?) - ([\d.]+) (ms|seconds)/.exec(line);
    if (phase) {
      const [, phaseLocale, name, value, unit] = phase;
      locale = phaseLocale!;
      if (!phases.some((p) => p.locale === locale && p.name === name))
        phases.push({locale, name: name!, seconds: toSeconds(value!, unit!)});
      continue;
    }
    const started = /^\[PERF\] Build > ([\w-]+) > /.exec(line);
    if (started) locale = started[1]!;
    const step =
      /^(?:\[INFO\] )?\[?([\w-]+)\]?:? (?:([a-z]{2,3}(?:-[A-Za-z]+)?): )?.* in (\d+(?:\.\d+)?) (ms|s)\b/.exec(line);
    if (step && !line.startsWith('[PERF]')) {
      const name = line.includes('beside the next locale') ? `${step[1]!} (beside the next locale)` : step[1]!;
      steps.push({locale: step[2] ?? locale, name, seconds: toSeconds(step[3]!, step[4] === 's' ? 'seconds' : 'ms')});
    }
  }
  return {phases, steps};
}

/** The pids of `pid` and all its descendants, from each process's parent in /proc/<pid>/stat. */
export function processTree(pid: number, procDir = '/proc'): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync(procDir)) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`${procDir}/${entry}/stat`, 'utf8');
      // The command name may contain spaces and parentheses: the parent pid is the 2nd field after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  const tree: number[] = [];
  const visit = (p: number): void => {
    tree.push(p);
    (children.get(p) ?? []).forEach(visit);
  };
  visit(pid);
  return tree;
}

/** Resident memory in bytes of `pid` and its descendants (0 for processes that ended). */
export function treeRss(pid: number | undefined, procDir = '/proc'): number {
  if (pid === undefined) return 0;
  return processTree(pid, procDir).reduce((sum, p) => {
    try {
      const status = fs.readFileSync(`${procDir}/${p}/status`, 'utf8');
      const kb = /^VmRSS:\s+(\d+) kB/m.exec(status);
      return sum + (kb ? Number(kb[1]) * 1024 : 0);
    } catch {
      return sum;
    }
  }, 0);
}
