/**
 * The one tiny Docusaurus site all framework-error cases share, written once
 * to a temporary folder (see globalSetup.ts). Each case writes its own config
 * file next to it, naming the content folders it needs, then either loads the
 * site in-process (mistakes caught while loading, before any bundling) or runs
 * the real `docusaurus build` CLI (mistakes found while compiling or
 * rendering pages).
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import {FIXTURE_FILES} from './fixtureFiles';

export const PROJECT_DIR: string = path.resolve(__dirname, '../..');
const DOCUSAURUS_CLI = path.join(PROJECT_DIR, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

/** Writes the fixture site to a new temporary folder and returns its path. */
export async function createFixtureSite(): Promise<string> {
  const siteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'framework-errors-'));
  for (const [file, content] of Object.entries(FIXTURE_FILES)) {
    await fs.mkdir(path.dirname(path.join(siteDir, file)), {recursive: true});
    await fs.writeFile(path.join(siteDir, file), content);
  }
  // The fixture resolves Docusaurus, React and the theme from this project's install.
  await fs.symlink(path.join(PROJECT_DIR, 'node_modules'), path.join(siteDir, 'node_modules'), 'dir');
  return siteDir;
}

export type FixtureConfig = Record<string, unknown>;

/** Preset options shared by the cases: no blog, and the content folders the case names. */
export function classicPreset(options: {docs?: FixtureConfig | false; pages: string}): unknown {
  return ['classic', {docs: options.docs ?? false, blog: false, pages: {path: options.pages}, theme: {}}];
}

/** A complete site config for a case: the shared basics, then the case's own keys. */
export function siteConfig(overrides: FixtureConfig): FixtureConfig {
  return {
    title: 'Framework errors fixture',
    url: 'https://fixture.example',
    baseUrl: '/',
    future: {v4: true, faster: true},
    ...overrides,
  };
}

/** Writes `config` as `config-<name>.js` in the fixture site and returns its path. */
export async function writeConfig(siteDir: string, name: string, config: FixtureConfig): Promise<string> {
  const file = path.join(siteDir, `config-${name}.js`);
  await fs.writeFile(file, `module.exports = ${JSON.stringify(config, null, 2)};\n`);
  return file;
}

/** Loads the site in-process as every command does first; resolves to the error it throws, if any. */
export async function loadError(siteDir: string, name: string, config: FixtureConfig): Promise<Error | undefined> {
  const configFile = await writeConfig(siteDir, name, config);
  const {loadSite} = await import('@docusaurus/core/lib/server/site');
  try {
    await loadSite({siteDir, config: configFile});
    return undefined;
  } catch (error) {
    return error as Error;
  }
}

/** Every message of an error and of its causes, colours removed: what a contributor reads in the terminal. */
export function messageChain(error: unknown): string[] {
  const messages: string[] = [];
  for (let current = error; current instanceof Error; current = current.cause) {
    messages.push(stripVTControlCharacters(current.message));
  }
  return messages;
}

export type BuildResult = {exitCode: number; output: string; outDir: string};

/** Runs `docusaurus build` of the fixture site with the case's config; output is stdout and stderr without colours. */
export async function build(siteDir: string, name: string, config: FixtureConfig): Promise<BuildResult> {
  const configFile = await writeConfig(siteDir, name, config);
  const outDir = path.join(siteDir, `build-${name}`);
  const args = [DOCUSAURUS_CLI, 'build', siteDir, '--config', configFile, '--out-dir', outDir, '--no-minify'];
  // The rspack cache would be written through the node_modules link, into this project's install.
  const env = {...process.env, FORCE_COLOR: '0', NO_COLOR: '1', DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'};
  const child = spawn(process.execPath, args, {cwd: siteDir, env});
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exitCode = await new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  return {exitCode, output: stripVTControlCharacters(output), outDir};
}
