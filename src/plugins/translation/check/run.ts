import fs from 'node:fs';
import path from 'node:path';
import type {LocalizedRoot} from '../fallbackLinks';
import {jsonMessageProblems, type TranslationJson} from './jsonMessages';
import {manifestProblems, sha256, type Manifest} from './manifest';
import {englishPageImports, importSpecifiers} from './pageImports';
import {punctuationOf, punctuationProblems} from './punctuation';
import {wordingProblems, wordingProblemsOf} from './wording';
import {compareStructures, markdownStructure} from './structure';
import {translationPairs, yamlKeys} from './translationFiles';

export type CheckResult = {
  readonly checked: number;
  readonly problems: readonly string[];
};

export function manifestPath(siteDir: string, locale: string): string {
  return path.join(siteDir, 'i18n', locale, 'translated-from.json');
}

export function readManifest(siteDir: string, locale: string): Manifest {
  const file = manifestPath(siteDir, locale);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : {};
}

/** Translated file → its English source and the hash of that source now, for one locale. */
export function currentSourceHashes(
  siteDir: string,
  roots: readonly LocalizedRoot[],
): Map<string, {source: string; sha256: string}> {
  const map = new Map<string, {source: string; sha256: string}>();
  for (const {translation, source} of translationPairs(siteDir, roots)) {
    const sourceFile = path.join(siteDir, source);
    map.set(translation, {
      source,
      sha256: fs.existsSync(sourceFile) ? sha256(fs.readFileSync(sourceFile)) : '(missing)',
    });
  }
  return map;
}

function readJsonFiles(dir: string): Map<string, TranslationJson> {
  const files = new Map<string, TranslationJson>();
  const walk = (current: string): void => {
    for (const entry of fs.readdirSync(current, {withFileTypes: true})) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json') && entry.name !== 'translated-from.json') {
        files.set(
          path.relative(dir, full).split(path.sep).join('/'),
          JSON.parse(fs.readFileSync(full, 'utf8')) as TranslationJson,
        );
      }
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return files;
}

/**
 * Everything `npm run check:translations` verifies for one locale: each
 * translation has an English source, is recorded in the manifest as
 * translated from the source's current content, and keeps its structure;
 * and the locale's JSON messages cover every English message
 * (`englishJsonDir`: the output of `write-translations --locale <default> --override`).
 */
export function checkLocale(params: {
  readonly siteDir: string;
  readonly locale: string;
  readonly roots: readonly LocalizedRoot[];
  readonly englishJsonDir?: string;
}): CheckResult {
  const {siteDir, locale, roots} = params;
  const problems: string[] = [];
  const pairs = translationPairs(siteDir, roots);
  const translationOf = new Map(pairs.map(({source, translation}) => [source, translation]));
  for (const {translation, source} of pairs) {
    const sourceFile = path.join(siteDir, source);
    if (!fs.existsSync(sourceFile)) {
      problems.push(`${translation}: its English source ${source} does not exist (moved or deleted?)`);
      continue;
    }
    const english = fs.readFileSync(sourceFile, 'utf8');
    const translatedText = fs.readFileSync(path.join(siteDir, translation), 'utf8');
    if (/\.ya?ml$/.test(source)) {
      if (yamlKeys(english).join() !== yamlKeys(translatedText).join()) {
        problems.push(`${translation}: YAML keys differ from ${source}`);
      }
      continue;
    }
    try {
      const context = {siteDir, roots};
      const differences = compareStructures(
        markdownStructure(english, sourceFile, context),
        markdownStructure(translatedText, path.join(siteDir, translation), context),
      );
      problems.push(...differences.map((d) => `${translation}: structure differs from ${source}: ${d}`));
      problems.push(...punctuationProblems(translatedText).map((p) => `${translation}: ${p}`));
      problems.push(...wordingProblemsOf(translatedText).map((p) => `${translation}: ${p}`));
      if (/\.mdx$/.test(translation)) {
        const imports = englishPageImports(translation, importSpecifiers(translatedText), translationOf);
        problems.push(...imports.map((p) => `${translation}: ${p}`));
      }
    } catch (error) {
      problems.push(`${translation}: cannot be parsed: ${(error as Error).message}`);
    }
  }
  for (const problem of manifestProblems(readManifest(siteDir, locale), currentSourceHashes(siteDir, roots))) {
    if (problem.kind === 'stale') {
      problems.push(
        `${problem.translation}: STALE, ${problem.source} changed since it was translated. Update the translation (git log -p ${problem.source}), then run: npm run translations:mark -- ${problem.translation}`,
      );
    } else if (problem.kind === 'unrecorded') {
      problems.push(
        `${problem.translation}: not in i18n/${locale}/translated-from.json; once it is complete, run: npm run translations:mark -- ${problem.translation}`,
      );
    } else {
      problems.push(
        `i18n/${locale}/translated-from.json lists ${problem.translation}, which does not exist; run: npm run translations:mark`,
      );
    }
  }
  let checked = pairs.length;
  if (params.englishJsonDir) {
    const english = readJsonFiles(params.englishJsonDir);
    const translated = readJsonFiles(path.join(siteDir, 'i18n', locale));
    for (const [file, messages] of english) {
      problems.push(...jsonMessageProblems(file, messages, translated.get(file)).map((p) => `i18n/${locale}/${p}`));
      for (const [id, {message}] of Object.entries(translated.get(file) ?? {})) {
        const broken = [...punctuationOf(message), ...wordingProblems(message)];
        if (broken.length) problems.push(`i18n/${locale}/${file}#${id}: ${broken.join('; ')}: ${message.slice(0, 80)}`);
      }
      checked++;
    }
  }
  return {checked, problems};
}
