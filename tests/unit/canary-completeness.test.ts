import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';
import versions from '../../versions.json';
import {countProseWords, sidebarDocIds} from './lib/prose';

// Canary (docs/) is written first; the stable copy may only hold extra words
// where it describes 3.9.2 behaviour that 3.10 changed or removed. Each such
// page is listed with the number of prose words that only the stable copy needs
// and why. Any other shortfall means Canary lost content on the way.
const STABLE_ONLY_WORDS: Readonly<Record<string, {words: number; why: string}>> = {
  blog: {
    words: 11,
    why: '3.9.2 author pages list unlisted posts and paginate under authorsBasePath; mdx1Compat comments on by default',
  },
  'markdown-features/index': {
    words: 5,
    why: '3.9.2 accepts HTML comments by default (mdx1Compat); 3.10 future.v4 turns it off',
  },
  'markdown-features/react': {words: 14, why: 'the same mdx1Compat.comments default, explained for 3.9.2'},
  'markdown-features/code-blocks': {
    words: 9,
    why: 'the 3.9.2 copy button has no clipboard fallback outside secure contexts',
  },
  'markdown-features/links': {words: 25, why: 'the 3.9.2 pages plugin does not resolve file paths in links'},
  'i18n/tutorial': {
    words: 116,
    why: '3.9.2 does not apply localeConfigs.url to siteConfig.url: multi-domain set-up through DOCUSAURUS_CURRENT_LOCALE',
  },
  'i18n/crowdin': {words: 1, why: 'heading ids: the 3.9.2 copy names the {#id} syntax only'},
  'advanced/architecture': {
    words: 10,
    why: '3.9.2 names the option future.experimental_faster and needs the v4 flag for worker threads',
  },
  'advanced/plugins': {words: 4, why: '3.9.2 rejects non-standard tag names in injectHtmlTags (no customElement)'},
  'advanced/ssg': {words: 11, why: 'the 3.9.2 option name experimental_faster and its v4 shortcut'},
};

const root = path.resolve(__dirname, '../..');
const stableDir = `versioned_docs/version-${versions[0]}`;

function source(dir: string, id: string): string | null {
  for (const ext of ['.mdx', '.md']) {
    const file = path.join(root, dir, `${id}${ext}`);
    if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  }
  return null;
}

describe(`no Canary guide is shorter than its ${versions[0]} copy`, () => {
  const ids = sidebarDocIds(sidebars.docs as Parameters<typeof sidebarDocIds>[0]);

  for (const id of ids) {
    const stable = source(stableDir, id);
    if (stable === null) continue;
    it(id, () => {
      const canary = countProseWords(source('docs', id)!);
      const allowed = STABLE_ONLY_WORDS[id]?.words ?? 0;
      expect(canary, `${id}: Canary ${canary} words, ${versions[0]} ${countProseWords(stable)}`).toBeGreaterThanOrEqual(
        countProseWords(stable) - allowed,
      );
    });
  }

  it('every allowance is still needed (remove it once Canary catches up)', () => {
    const unused = Object.keys(STABLE_ONLY_WORDS).filter((id) => {
      const stable = source(stableDir, id);
      const canary = source('docs', id);
      return stable === null || canary === null || countProseWords(canary) >= countProseWords(stable);
    });
    expect(unused).toEqual([]);
  });
});
