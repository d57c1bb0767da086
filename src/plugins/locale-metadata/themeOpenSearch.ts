import fs from 'node:fs/promises';
import {createRequire} from 'node:module';
import type {LoadContext} from '@docusaurus/types';

type OpenSearchModule = {shouldCreateOpenSearchFile(params: {context: LoadContext}): boolean};

/**
 * Whether theme-search-algolia writes an opensearch.xml in this build (its
 * own rule: a `searchPagePath` and the browser router). Fails when the theme
 * no longer has that module, so that a renamed file cannot make the wait
 * below skip and the theme's file win again.
 */
export function themeWritesOpenSearch(context: LoadContext): boolean {
  const fromTheme = createRequire(require.resolve('@docusaurus/theme-search-algolia'));
  let opensearch: OpenSearchModule;
  try {
    opensearch = fromTheme('./opensearch') as OpenSearchModule;
  } catch (error) {
    throw new Error(
      '[locale-metadata] theme-search-algolia has no lib/opensearch.js any more: check how it writes opensearch.xml now (src/plugins/locale-metadata/themeOpenSearch.ts).',
      {cause: error},
    );
  }
  return opensearch.shouldCreateOpenSearchFile({context});
}

/** Whether `text` is the theme's whole file: written to its end, and not ours (which has a <Language>). */
export function isWholeThemeFile(text: string): boolean {
  return text.trimEnd().endsWith('</OpenSearchDescription>') && !text.includes('<Language>');
}

/** Waits until the theme has written its whole opensearch.xml (`timeoutMs` at most, then fails). */
export async function waitForThemeOpenSearch(file: string, timeoutMs = 60_000, pollMs = 20): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const text = await fs.readFile(file, 'utf8').catch(() => '');
    if (isWholeThemeFile(text)) return;
    if (Date.now() > deadline) {
      throw new Error(`[locale-metadata] theme-search-algolia did not write ${file} within ${timeoutMs / 1000} s.`);
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
