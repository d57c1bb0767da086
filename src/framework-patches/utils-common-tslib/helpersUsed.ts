import fs from 'node:fs';
import path from 'node:path';

/** The tslib helpers the compiled CommonJS files of `libDir` call (`tslib_1.__name(`). */
export function helpersUsed(libDir: string): string[] {
  const names = new Set<string>();
  for (const file of fs.readdirSync(libDir).filter((f) => f.endsWith('.js'))) {
    const source = fs.readFileSync(path.join(libDir, file), 'utf8');
    for (const [, name] of source.matchAll(/\btslib_\d+\.(__\w+)\b/g)) names.add(name!);
  }
  return [...names].sort();
}

/** The helpers exported by our stand-in module. */
export function helpersProvided(source: string): string[] {
  return [...source.matchAll(/^export function (__\w+)\(/gm)].map(([, name]) => name!).sort();
}
