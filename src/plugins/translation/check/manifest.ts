import crypto from 'node:crypto';

/**
 * `i18n/<locale>/translated-from.json`: for each translated file (path
 * relative to the site), the English file it translates and the SHA-256 of
 * that English file's content when the translation was last brought up to
 * date. `npm run translations:mark` writes it.
 */
export type Manifest = Record<string, {readonly source: string; readonly sha256: string}>;

export function sha256(content: string | Buffer): string {
  return crypto.createHash('sha256').update(content).digest('hex');
}

export type ManifestProblem =
  | {readonly kind: 'unrecorded'; readonly translation: string; readonly source: string}
  | {readonly kind: 'stale'; readonly translation: string; readonly source: string}
  | {readonly kind: 'gone'; readonly translation: string};

/**
 * Compares the manifest with the translations on disk and the current English
 * sources (`sourceHashes`: translated file → hash of its English source now).
 */
export function manifestProblems(
  manifest: Manifest,
  sourceHashes: ReadonlyMap<string, {source: string; sha256: string}>,
): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  for (const [translation, {source, sha256: hash}] of sourceHashes) {
    const entry = manifest[translation];
    if (!entry || entry.source !== source) problems.push({kind: 'unrecorded', translation, source});
    else if (entry.sha256 !== hash) problems.push({kind: 'stale', translation, source});
  }
  for (const translation of Object.keys(manifest)) {
    if (!sourceHashes.has(translation)) problems.push({kind: 'gone', translation});
  }
  return problems;
}

/** The manifest with the given translations marked as up to date with their sources' current content. */
export function markUpToDate(
  manifest: Manifest,
  sourceHashes: ReadonlyMap<string, {source: string; sha256: string}>,
  translations: readonly string[],
): Manifest {
  const next: Manifest = Object.fromEntries(Object.entries(manifest).filter(([t]) => sourceHashes.has(t)));
  for (const translation of translations) {
    const current = sourceHashes.get(translation);
    if (current) next[translation] = current;
  }
  return Object.fromEntries(Object.entries(next).sort(([a], [b]) => a.localeCompare(b)));
}
